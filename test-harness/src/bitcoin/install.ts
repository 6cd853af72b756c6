// Puts the mock wallet on a window the WBIP004 way: the provider object at the path its id names
// (`window.LatchkeyProviders.BitcoinProvider`) and an entry pushed onto `window.btc_providers`.
import { createBitcoinMockWallet, type BitcoinMockWallet, type PersistStore } from './wallet';
import type { BitcoinMockWalletConfig, Wbip004Entry } from './types';

/** The window fields the mock touches (a real window, or a plain object standing in for one in Node). */
export type BitcoinWindow = { btc_providers?: Wbip004Entry[]; localStorage?: PersistStore } & Record<string, unknown>;

export interface InstalledBitcoinWallet {
  wallet: BitcoinMockWallet;
  /** Takes the provider and its entry off the window again. */
  uninstall(): void;
}

/**
 * Installs the mock wallet on `win` (a browser window, or a stand-in object in Node that is then
 * set as `globalThis.window`, since sats-connect reads the global window). Install it before the
 * kit starts, as an extension injects before page scripts.
 *
 * @example
 * const { wallet } = installBitcoinMockWallet(window, { network: 'Testnet' });
 */
export function installBitcoinMockWallet(win: BitcoinWindow, config: BitcoinMockWalletConfig = {}): InstalledBitcoinWallet {
  const wallet = createBitcoinMockWallet(config, config.persistKey ? win.localStorage : undefined);
  const path = wallet.entry.id.split('.');
  if (!path.every((p) => /^[A-Za-z_$][\w$]*$/.test(p))) throw new Error(`A WBIP004 id is a dotted path of identifiers: ${wallet.entry.id}`);
  let target: Record<string, unknown> = win;
  for (const part of path.slice(0, -1)) {
    const next = target[part];
    target = (typeof next === 'object' && next !== null ? next : (target[part] = {})) as Record<string, unknown>;
  }
  const leaf = path.at(-1)!;
  target[leaf] = wallet.provider;
  const list = (win.btc_providers ??= []);
  list.push(wallet.entry);
  return {
    wallet,
    uninstall() {
      if (target[leaf] === wallet.provider) delete target[leaf];
      const at = list.indexOf(wallet.entry);
      if (at >= 0) list.splice(at, 1);
    },
  };
}
