// Public API of the Solana dev wallets (Wallet Standard).
export { createSolanaDevWallet, SOLANA_DEV_WALLET_NAME } from './dev-wallet';
export { createSolanaDevWallets, installSolanaDevWallets, solanaWalletConfigFromEndpoint, SOLANA_DEV_WALLET_INFO } from './install';
export type { SolanaDevWalletKind, SolanaDevWallets, SolanaWalletConfig } from './install';
export { registerWallet, REGISTER_WALLET_EVENT, APP_READY_EVENT } from './register';
export { signerFromSeed, verifyEd25519 } from './keys';
export type { Ed25519Signer } from './keys';
export { signWireTransaction } from './sign-transaction';
export { createSignInMessageText } from './sign-in';
export { svgIconBase64, SOLANA_DEV_WALLET_ICON, SOLANA_SECOND_WALLET_ICON } from './icons';
export { buildSolanaWalletBundle, solanaWalletInitScript } from './bundle';
export type { BrowserSolanaWalletControls } from './browser-entry';
export type { SolanaDevWallet, SolanaDevWalletControls, SolanaDevWalletFeatures, SolanaDevWalletOptions, SolanaStandardWallet } from './types';
