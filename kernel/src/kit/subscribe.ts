import type { KitStore } from '../store/createStore';
import type { KitState } from '../types/state';

type Listener = (state: KitState, previous: KitState) => void;
type Selected = (value: unknown, previous: unknown) => void;

/**
 * `kit.subscribe`: the whole state, or a selected slice with an equality check (Object.is by
 * default) so a listener only hears about changes to what it selected.
 */
export function createSubscribe(store: KitStore) {
  return (selectorOrListener: unknown, listener?: unknown, opts?: { equalityFn?: (a: unknown, b: unknown) => boolean; fireImmediately?: boolean }): (() => void) => {
    if (typeof listener !== 'function') return store.subscribe(selectorOrListener as Listener);
    const select = selectorOrListener as (s: KitState) => unknown;
    const equal = opts?.equalityFn ?? Object.is;
    let current = select(store.getState());
    if (opts?.fireImmediately) (listener as Selected)(current, current);
    return store.subscribe((state) => {
      const next = select(state);
      if (equal(current, next)) return;
      const previous = current;
      current = next;
      (listener as Selected)(next, previous);
    });
  };
}
