import { KitError } from '../errors';
import type { KitState } from '../types/state';
import type { ChainNamespace } from '../types/chain';

/**
 * True when `ns` is a namespace this kit serves. Host input is untrusted: a prototype key such
 * as '__proto__' or 'constructor' is never one.
 */
export function isServed(state: KitState, ns: unknown): ns is ChainNamespace {
  return typeof ns === 'string' && Object.hasOwn(state.chains, ns);
}

/** `ns`, or a KitError 'Unsupported chain namespace' when the kit does not serve it. */
export function servedNamespace(state: KitState, ns: unknown): ChainNamespace {
  if (!isServed(state, ns)) throw new KitError('Unsupported chain namespace', { details: String(ns) });
  return ns;
}
