import type { EIP1193Provider } from './types';

/** EIP-6963 `EIP6963ProviderInfo`. */
export interface EIP6963ProviderInfo {
  /** UUIDv4, unique per provider session. */
  uuid: string;
  name: string;
  /** A data: URI (RFC 2397), e.g. an inline SVG. */
  icon: string;
  /** Reverse-DNS id, e.g. `dev.latchkey.wallet`. */
  rdns: string;
}

/** EIP-6963 `EIP6963ProviderDetail`. */
export interface EIP6963ProviderDetail {
  info: EIP6963ProviderInfo;
  provider: EIP1193Provider;
}

/** The parts of `window` discovery needs; a plain EventTarget works in Node tests. */
export interface AnnounceTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

/**
 * Announces a provider per EIP-6963: dispatches `eip6963:announceProvider` with a frozen detail
 * now, and again on every `eip6963:requestProvider` (so a dapp that loads later still finds it).
 * Returns a function that stops re-announcing.
 *
 * @example
 * ```ts
 * const stop = announceProvider(window, { info: { uuid: crypto.randomUUID(), name: 'Dev', icon, rdns: 'dev.latchkey.wallet' }, provider });
 * // later
 * stop();
 * ```
 */
export function announceProvider(win: AnnounceTarget, detail: EIP6963ProviderDetail): () => void {
  const frozen: EIP6963ProviderDetail = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider });
  const announce = (): void => {
    win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: frozen }));
  };
  win.addEventListener(REQUEST_EVENT, announce);
  announce();
  return () => win.removeEventListener(REQUEST_EVENT, announce);
}

/**
 * A UUIDv4 from crypto.randomUUID (Node 19+, secure browser contexts), falling back to
 * getRandomValues because a page served over plain http from a non-loopback host lacks randomUUID.
 *
 * @example
 * ```ts
 * const uuid = uuidV4(); // '1b4e28ba-2fa1-41d2-883f-0016d3cca427'
 * ```
 */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
