// Entry of the Bitcoin mock wallet's browser bundle (see bundle.ts). Runs as a page init script,
// before any page script: reads the config set just before on window.__LATCHKEY_BITCOIN_WALLET__,
// installs the wallet (WBIP004) and puts its controls on window.__latchkeyBitcoinWallet for
// page.evaluate.
import { installBitcoinMockWallet, type BitcoinWindow, type InstalledBitcoinWallet } from './install';
import type { BitcoinMockWalletConfig } from './types';

type EntryWindow = BitcoinWindow & { __LATCHKEY_BITCOIN_WALLET__?: BitcoinMockWalletConfig; __latchkeyBitcoinWallet?: InstalledBitcoinWallet };

function install(win: EntryWindow): void {
  const config = win.__LATCHKEY_BITCOIN_WALLET__;
  // Init scripts also run in iframes and after navigations: once per document, only when asked.
  if (!config || win.__latchkeyBitcoinWallet) return;
  win.__latchkeyBitcoinWallet = installBitcoinMockWallet(win, config);
}

install(window as unknown as EntryWindow);
