// Entry of the browser bundle (see bundle.ts). Runs as a page init script, before any page
// script: reads the config set just before on window.__LATCHKEY_WALLETS__, installs the wallets
// (EIP-6963 announcements + legacy window.ethereum) and exposes test controls on
// window.__latchkeyWallets for page.evaluate.
import { installDevWallets } from './dev-wallets';
import type { DevWalletKind, WalletConfig, WalletWindow } from './dev-wallets';
import { toProviderRpcError } from './errors';
import type { EIP6963ProviderInfo } from './eip6963';
import type { MockWallet } from './types';

/** Result of a request made through the page controls: errors cross page.evaluate as data. */
export type BrowserRequestResult = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

/** What `window.__latchkeyWallets` holds. */
export interface BrowserWalletControls {
  wallets: Partial<Record<DevWalletKind, MockWallet>>;
  infos: Partial<Record<'dev' | 'second', EIP6963ProviderInfo>>;
  /** Calls a provider method and returns `{ result }` or `{ error }` (never throws). */
  request(kind: DevWalletKind, method: string, params?: unknown[]): Promise<BrowserRequestResult>;
  uninstall(): void;
}

type EntryWindow = WalletWindow & { __LATCHKEY_WALLETS__?: WalletConfig; __latchkeyWallets?: BrowserWalletControls };

function install(win: EntryWindow): void {
  const config = win.__LATCHKEY_WALLETS__;
  // Init scripts also run in iframes and after navigations; install once per document, only
  // when the test asked for wallets.
  if (!config || win.__latchkeyWallets) return;
  const { wallets, infos, uninstall } = installDevWallets(win, config);
  win.__latchkeyWallets = {
    wallets,
    infos,
    async request(kind, method, params) {
      const wallet = wallets[kind];
      if (!wallet) return { error: { code: -32603, message: `wallet "${kind}" is not installed` } };
      try {
        return { result: await wallet.provider.request({ method, params }) };
      } catch (error) {
        return { error: toProviderRpcError(error).toJSON() };
      }
    },
    uninstall,
  };
}

install(window as unknown as EntryWindow);
