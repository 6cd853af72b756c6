import { ConfigError, safeWalletIcon, safeWalletName } from '@latchkey/kernel';
import type { CosmosWalletDefinition, CosmosWindow, KeplrLike } from '../types';

// Plain letter marks, not the wallets' own logos (which are theirs to publish).
const mark = (letter: string, background: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${background}"/><text x="48" y="64" font-family="Arial,sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`;

/**
 * Keplr (`window.keplr`, `keplr_keystorechange`) and Leap (`window.leap`, `leap_keystorechange`),
 * the Keplr-compatible wallets the plugin looks for unless told otherwise. A fresh list per call:
 * nothing is shared between plugin instances.
 *
 * @example
 * builtInWallets().map((w) => w.id); // ['keplr', 'leap']
 */
export function builtInWallets(): CosmosWalletDefinition[] {
  return [
    { id: 'keplr', name: 'Keplr', icon: mark('K', '#5537d8'), provider: (win) => win.keplr, keystoreEvent: 'keplr_keystorechange' },
    { id: 'leap', name: 'Leap', icon: mark('L', '#2b8a3e'), provider: (win) => win.leap, keystoreEvent: 'leap_keystorechange' },
  ];
}

/** A wallet definition checked and cleaned: safe name and icon, a usable id and event name. */
export interface CheckedWallet {
  id: string;
  name: string;
  icon: string | undefined;
  provider(win: CosmosWindow): unknown;
  keystoreEvent: string;
}

/**
 * Checks the wallet definitions a dapp passed (and the built-in ones): unique ids of lower-case
 * letters, digits and `-`, a name, a provider function and an event name. The name and icon
 * are sanitised like any wallet's. A bad definition is a ConfigError naming it.
 *
 * @example
 * checkWallets([...builtInWallets(), cosmostation]); // CheckedWallet[]
 */
export function checkWallets(definitions: readonly CosmosWalletDefinition[]): CheckedWallet[] {
  const seen = new Set<string>();
  return definitions.map((d, i) => {
    const where = `cosmos: wallets[${i}]`;
    if (!d || typeof d !== 'object') throw new ConfigError(`${where} must be an object`);
    if (typeof d.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,47}$/.test(d.id)) throw new ConfigError(`${where}.id must be lower-case letters, digits and '-'`, { details: String(d.id) });
    if (seen.has(d.id)) throw new ConfigError(`${where}: the id '${d.id}' is used twice`);
    seen.add(d.id);
    const name = safeWalletName(d.name);
    if (!name) throw new ConfigError(`${where}.name is required`);
    if (typeof d.provider !== 'function') throw new ConfigError(`${where}.provider must be a function of the window`);
    if (typeof d.keystoreEvent !== 'string' || !/^[\w:.-]{1,64}$/.test(d.keystoreEvent)) throw new ConfigError(`${where}.keystoreEvent must be an event name`);
    return { id: d.id, name, icon: safeWalletIcon(d.icon), provider: d.provider, keystoreEvent: d.keystoreEvent };
  });
}

/**
 * The provider a wallet definition points at, if it looks Keplr-compatible (`enable`, `getKey`
 * and `signArbitrary` are functions); undefined otherwise. Reading it never throws (a hostile
 * getter on the window is treated as no wallet).
 *
 * @example
 * providerOf(keplrDefinition, window); // window.keplr, or undefined
 */
export function providerOf(wallet: Pick<CheckedWallet, 'provider'>, win: CosmosWindow): KeplrLike | undefined {
  let candidate: unknown;
  try {
    candidate = wallet.provider(win);
  } catch {
    return undefined;
  }
  if (!candidate || (typeof candidate !== 'object' && typeof candidate !== 'function')) return undefined;
  const p = candidate as Partial<Record<keyof KeplrLike, unknown>>;
  try {
    return typeof p.enable === 'function' && typeof p.getKey === 'function' && typeof p.signArbitrary === 'function' ? (candidate as KeplrLike) : undefined;
  } catch {
    return undefined;
  }
}
