// Public API of the WalletConnect wallet peer (Node only: it runs the official SDK on the relay double).
export { createWcWallet, DEFAULT_SDK_TIMEOUT_MS, WC_WALLET_METADATA } from './wallet';
export { wcWalletOptions, WC_WALLET_EVM_ACCOUNTS, WC_WALLET_SOLANA_ACCOUNT } from './from-stack';
export type { WcWalletStackView } from './from-stack';
export { EVM_METHODS, EVM_EVENTS } from './evm';
export { SOLANA_METHODS, SOLANA_EVENTS } from './solana';
export { memoryStorage, uniqueStoragePrefix, offlineClientOptions, tameVerify, closeClient } from './offline';
export type { OfflineClientOptions, WcStorage } from './offline';
export type {
  WcPendingItem,
  WcRejectOptions,
  WcRequestLogEntry,
  WcWallet,
  WcWalletEvent,
  WcWalletEvmOptions,
  WcWalletOptions,
  WcWalletSession,
  WcWalletSolanaOptions,
} from './types';
