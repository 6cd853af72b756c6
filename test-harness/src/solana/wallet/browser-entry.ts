// Entry of the Solana dev wallets' browser bundle (see bundle.ts). Runs as a page init script,
// before any page script: reads the config set just before on window.__LATCHKEY_SOLANA_WALLETS__,
// registers the wallets by the Wallet Standard protocol and puts their controls on
// window.__latchkeySolanaWallets for page.evaluate.
import { installSolanaDevWallets } from './install';
import type { SolanaDevWallets, SolanaWalletConfig } from './install';

/** What `window.__latchkeySolanaWallets` holds. */
export interface BrowserSolanaWalletControls {
  /** The wallets, with their controls: `wallets.dev.rejectNext()`, `wallets.dev.wallet.features[...]`. */
  wallets: SolanaDevWallets;
  uninstall(): void;
}

type EntryWindow = Window & { __LATCHKEY_SOLANA_WALLETS__?: SolanaWalletConfig; __latchkeySolanaWallets?: BrowserSolanaWalletControls };

function install(win: EntryWindow): void {
  const config = win.__LATCHKEY_SOLANA_WALLETS__;
  // Init scripts also run in iframes and after navigations: once per document, only when asked.
  if (!config || win.__latchkeySolanaWallets) return;
  win.__latchkeySolanaWallets = installSolanaDevWallets(win, config);
}

install(window as EntryWindow);
