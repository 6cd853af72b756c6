// Entry of the mock Cosmos wallets' browser bundle (see bundle.ts). Runs as a page init script,
// before any page script: reads the config set just before on window.__LATCHKEY_COSMOS_WALLETS__,
// installs window.keplr (now or on load), keeps the permission and the selected key in
// localStorage across reloads, and puts the controls on window.__latchkeyCosmosWallets.
import { installMockCosmosWallets, type CosmosDevWallets, type CosmosWalletConfig } from './install';

/** What `window.__latchkeyCosmosWallets` holds. */
export interface BrowserCosmosWalletControls {
  /** The wallets, with their controls: `wallets.keplr.rejectNext()`, `wallets.keplr.selectAccount(1)`. */
  wallets: CosmosDevWallets;
  uninstall(): void;
}

type EntryWindow = Window & { __LATCHKEY_COSMOS_WALLETS__?: CosmosWalletConfig; __latchkeyCosmosWallets?: BrowserCosmosWalletControls };

function install(win: EntryWindow): void {
  const config = win.__LATCHKEY_COSMOS_WALLETS__;
  // Init scripts also run in iframes and after navigations: once per document, only when asked.
  if (!config || win.__latchkeyCosmosWallets || win !== win.top) return;
  win.__latchkeyCosmosWallets = installMockCosmosWallets(win as never, { persistKey: '__latchkey_mock_cosmos__', ...config }, win.localStorage);
}

install(window as EntryWindow);
