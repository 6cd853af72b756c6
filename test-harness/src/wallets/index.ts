// Public API of the mock wallets.
export { createMockWallet } from './mock-wallet';
export { createDevWallets, installDevWallets, DEV_WALLET_INFO } from './dev-wallets';
export type { DevWalletKind, DevWallets, WalletConfig, WalletWindow } from './dev-wallets';
export { walletConfigFromChains } from './from-chains';
export { announceProvider, uuidV4, ANNOUNCE_EVENT, REQUEST_EVENT } from './eip6963';
export type { AnnounceTarget, EIP6963ProviderDetail, EIP6963ProviderInfo } from './eip6963';
export { ProviderRpcError, RPC_ERRORS, rpcError, toProviderRpcError, messageForCode } from './errors';
export type { RpcErrorName } from './errors';
export { isData, isQuantity, parseChainIdParam, toHexChainId } from './hex';
export { svgIcon, DEV_WALLET_ICON, SECOND_WALLET_ICON } from './icons';
export { FORWARDED_METHODS, INTERACTIVE_METHODS } from './methods/index';
export type {
  EIP1193Provider,
  Hex,
  MockWallet,
  MockWalletControls,
  MockWalletOptions,
  ProviderEvent,
  RejectNextOptions,
  RequestArguments,
  RequestLogEntry,
  WalletChain,
} from './types';
