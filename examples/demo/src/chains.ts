// The Polkadot, Bitcoin and Cosmos side of the demo: the name the kit shows for the harness's
// mock Polkadot extension, and what the panels show of an account.
import type { PolkadotWalletDisplay } from '@latchkey/polkadot';

/** The key the mock Polkadot extension injects under (`window.injectedWeb3['latchkey-dev']`). */
export const POLKADOT_DEV_EXTENSION = 'latchkey-dev';

const POLKADOT_ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#e6007a"/><circle cx="48" cy="48" r="18" fill="#fff"/></svg>';

/** How the Connect view lists the mock Polkadot extension (the polkadot plugin's `wallets` option). */
export const polkadotDevWallet: PolkadotWalletDisplay = Object.freeze({
  name: 'Latchkey Polkadot Dev Wallet',
  icon: `data:image/svg+xml;base64,${btoa(POLKADOT_ICON)}`,
});

/** The Bitcoin account kinds in the words the page uses (SPEC §3: payment is index 0, ordinal index 1). */
export const BITCOIN_ACCOUNT_KINDS: Readonly<Record<string, string>> = Object.freeze({ payment: 'Payment', ordinal: 'Ordinals' });
