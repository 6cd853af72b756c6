import type { EIP1193Provider } from '../types';

/**
 * The provider behind one connector, as the page holds it before the wallet code loads: the
 * provider if known (a wallet can re-announce itself with a new object), or a custom connector's
 * factory. The live {@link ProviderRef} (wallet/providerRef.ts, with the adapter's chunk) wraps it
 * and from then on moves listeners along when the provider is replaced.
 */
export interface ProviderSlot {
  /** The provider if it is known already. */
  current?: EIP1193Provider;
  /** Makes the provider (a custom connector's factory), on connect. */
  readonly make?: () => EIP1193Provider | Promise<EIP1193Provider>;
  /** Set by the live ref: swaps the provider, moving its listeners. */
  adopt?: (provider: EIP1193Provider) => void;
}

/**
 * True for something with an EIP-1193 `request` function.
 *
 * @example
 * isProvider(window.ethereum); // true when a wallet injected one
 */
export function isProvider(value: unknown): value is EIP1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

/**
 * A slot for a provider, or for a factory of one.
 *
 * @example
 * const slot = providerSlot(window.ethereum)
 */
export const providerSlot = (source: EIP1193Provider | (() => EIP1193Provider | Promise<EIP1193Provider>)): ProviderSlot => (typeof source === 'function' ? { make: source } : { current: source });

/**
 * Swaps the slot's provider (a wallet re-announced itself); listeners move along once the wallet
 * code is live.
 *
 * @example
 * replaceProvider(slot, announcement.provider)
 */
export function replaceProvider(slot: ProviderSlot, provider: EIP1193Provider): void {
  if (slot.adopt) slot.adopt(provider);
  else slot.current = provider;
}
