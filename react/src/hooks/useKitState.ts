import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { KitState } from '@latchkey/kernel';
import { useKit } from './useKit';

/** Shallow equality for plain objects and arrays: selectors may return fresh containers. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Reads a slice of kit state. The component re-renders only when the selected value changes
 * (shallowly: a selector may return a new object of unchanged fields).
 *
 * @example
 * const isOpen = useKitState((s) => s.modal.open)
 */
export function useKitState<T>(selector: (state: KitState) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const kit = useKit();
  const latest = useRef(selector);
  latest.current = selector;
  const cache = useRef<{ state: KitState; selector: (state: KitState) => T; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = kit.getState();
    const select = latest.current;
    const c = cache.current;
    if (c && c.state === state && c.selector === select) return c.value;
    const value = select(state);
    const kept = c && equal(c.value, value) ? c.value : value;
    cache.current = { state, selector: select, value: kept };
    return kept;
  }, [kit, equal]);
  // The server renders, and the browser hydrates, the kit's initial state (a server-rendered
  // connection included); the browser then moves on to the current one.
  const server = useRef<{ value: T } | null>(null);
  const getServerSnapshot = useCallback(() => {
    const value = latest.current(kit.getInitialState());
    if (!server.current || !equal(server.current.value, value)) server.current = { value };
    return server.current.value;
  }, [kit, equal]);
  const subscribe = useCallback((onChange: () => void) => kit.subscribe(onChange), [kit]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
