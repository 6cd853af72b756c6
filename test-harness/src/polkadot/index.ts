// Public API of the Polkadot test doubles: the mock injected extension (Node and, bundled, a page)
// and the Substrate JSON-RPC stand-in. Import from '@latchkey/test-harness/polkadot/index'.
export { createPolkadotDevAccounts, POLKADOT_DEV_ACCOUNTS } from './accounts';
export type { PolkadotDevAccount, PolkadotDevAccountSpec, PolkadotKeyType } from './accounts';
export { createPolkadotMockExtension, CANCELLED_SIGNATURE, REJECTED_AUTHORIZATION } from './extension';
export type {
  AuthorizationStore,
  MockExtensionCall,
  MockInjected,
  MockInjectedAccount,
  MockInjectedWindowProvider,
  MockPrompt,
  MockSignerResult,
  PolkadotMockExtension,
  PolkadotMockExtensionOptions,
} from './extension';
export { installPolkadotExtensions, authorizationKey } from './install';
export type { InjectedWeb3Target, PolkadotExtensionsConfig } from './install';
export { payloadSigningBytes, signPayloadWith } from './payload';
export type { MockSignerPayload } from './payload';
export { startSubstrateRpc, DEV_GENESIS_HASH, POLKADOT_GENESIS_HASH, KUSAMA_GENESIS_HASH, WESTEND_GENESIS_HASH } from './rpc';
export type { ChainProperties, StartSubstrateRpcOptions, SubstrateRpc, SubstrateRpcFault } from './rpc';
export { encodeAccountInfo, systemAccountKey, SYSTEM_ACCOUNT_PREFIX } from './storage';
export type { AccountBalance } from './storage';
export { buildPolkadotExtensionBundle, polkadotExtensionInitScript } from './bundle';
export type { BrowserPolkadotControls } from './browser-entry';
