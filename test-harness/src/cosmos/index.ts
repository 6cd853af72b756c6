// Public API of the mock Cosmos wallets (Keplr-compatible window.keplr / window.leap).
export { COSMOS_TEST_ACCOUNTS, signerFromSeed } from './accounts';
export type { CosmosTestAccount, Secp256k1Signer } from './accounts';
export { createMockKeplr, MOCK_KEPLR_CHAINS, KEPLR_ERRORS } from './mock-keplr';
export { installMockCosmosWallets } from './install';
export type { CosmosDevWallets, CosmosWalletConfig, CosmosWalletGlobal, CosmosWalletWindow } from './install';
export { adr36SignDoc, aminoSignBytes, directSignBytes } from './sign-doc';
export { buildCosmosWalletBundle, cosmosWalletInitScript } from './bundle';
export type { BrowserCosmosWalletControls } from './browser-entry';
export type {
  DirectSignDocInput,
  DirectSignOutput,
  LongLike,
  MockAccountData,
  MockCosmosChain,
  MockKeplr,
  MockKeplrControls,
  MockKeplrLogEntry,
  MockKeplrOptions,
  MockKeplrProvider,
  MockKeplrSnapshot,
  MockOfflineSigner,
  PromptMode,
  Tamper,
} from './types';
