import type { Eip155Window } from '../types';

/**
 * The window to discover wallets on: the one given, else `globalThis.window` when it is a real
 * event target; undefined under SSR or in Node, where discovery then does nothing.
 *
 * @example
 * resolveWindow(undefined); // window in a browser, undefined in Node
 */
export function resolveWindow(given: Eip155Window | undefined): Eip155Window | undefined {
  const candidate = given ?? (globalThis as { window?: unknown }).window;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const w = candidate as Partial<Eip155Window>;
  return typeof w.addEventListener === 'function' && typeof w.removeEventListener === 'function' && typeof w.dispatchEvent === 'function' ? (candidate as Eip155Window) : undefined;
}
