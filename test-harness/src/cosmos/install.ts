import { COSMOS_TEST_ACCOUNTS } from './accounts';
import { createMockKeplr } from './mock-keplr';
import type { MockCosmosChain, MockKeplr, MockKeplrSnapshot } from './types';

/** The globals the harness can install a mock Keplr-compatible wallet under. */
export type CosmosWalletGlobal = 'keplr' | 'leap';

/** Serializable setup of the mock Cosmos wallets, the same in Node and (as JSON) in a page. */
export interface CosmosWalletConfig {
  /** Private keys (hex) of `window.keplr`; default the two COSMOS_TEST_ACCOUNTS. Leap gets them rotated by one. */
  seeds?: string[];
  /** Which wallets to install; default ['keplr']. */
  wallets?: CosmosWalletGlobal[];
  /** 'now' (default), or 'afterLoad': set on the window's `load`, as Keplr does. */
  inject?: 'now' | 'afterLoad';
  /** Chain ids the site is already permitted on. */
  authorized?: string[];
  chains?: MockCosmosChain[];
  /**
   * Keep each wallet's permission and selected key in this storage under `<persistKey>:<wallet>`
   * (the page's localStorage), so a reload finds them as a real extension would.
   */
  persistKey?: string;
}

/** A window the wallets can be installed on: an event target, with a document in browsers. */
export interface CosmosWalletWindow extends EventTarget {
  keplr?: unknown;
  leap?: unknown;
  document?: { readyState?: string };
}

/** The installed wallets by global. */
export type CosmosDevWallets = Partial<Record<CosmosWalletGlobal, MockKeplr>>;

const EVENTS: Record<CosmosWalletGlobal, string> = { keplr: 'keplr_keystorechange', leap: 'leap_keystorechange' };
const NAMES: Record<CosmosWalletGlobal, string> = { keplr: 'Latchkey Cosmos Dev', leap: 'Latchkey Cosmos Leap' };

/**
 * Creates the mock wallets and puts them on `win` (`window.keplr`, `window.leap`), now or on
 * `load`. Their keystore events go to `win`. Returns the wallets' controls and an uninstall.
 *
 * @example
 * ```ts
 * const { wallets, uninstall } = installMockCosmosWallets(window, { inject: 'afterLoad' }, localStorage);
 * wallets.keplr!.selectAccount(1); // fires keplr_keystorechange
 * ```
 */
export function installMockCosmosWallets(win: CosmosWalletWindow, config: CosmosWalletConfig = {}, storage?: Pick<Storage, 'getItem' | 'setItem'>): { wallets: CosmosDevWallets; uninstall(): void } {
  const seeds = config.seeds ?? COSMOS_TEST_ACCOUNTS.map((a) => a.seed);
  const wallets: CosmosDevWallets = {};
  for (const global of config.wallets ?? ['keplr']) {
    const key = config.persistKey ? `${config.persistKey}:${global}` : undefined;
    wallets[global] = createMockKeplr({
      seeds: global === 'leap' ? [...seeds.slice(1), seeds[0]!] : seeds,
      chains: config.chains,
      authorized: config.authorized,
      name: NAMES[global],
      keystoreEvent: EVENTS[global],
      target: win,
      persist:
        key && storage
          ? {
              load: () => {
                try {
                  return JSON.parse(storage.getItem(key) ?? 'null') as MockKeplrSnapshot | undefined;
                } catch {
                  return undefined;
                }
              },
              save: (snapshot) => storage.setItem(key, JSON.stringify(snapshot)),
            }
          : undefined,
    });
  }
  const put = () => {
    for (const [global, wallet] of Object.entries(wallets) as Array<[CosmosWalletGlobal, MockKeplr]>) win[global] = wallet.keplr;
  };
  const late = config.inject === 'afterLoad' && win.document?.readyState !== 'complete';
  if (late) win.addEventListener('load', put, { once: true });
  else put();
  return {
    wallets,
    uninstall() {
      win.removeEventListener('load', put);
      for (const global of Object.keys(wallets) as CosmosWalletGlobal[]) if (win[global] === wallets[global]!.keplr) delete win[global];
    },
  };
}
