// Public API of @latchkey/testing: mock wallets for every namespace, installed in a Playwright
// page or context, with handles that approve, reject or delay their prompts. The local stack is
// '@latchkey/testing/stack'; the plugin contract suite '@latchkey/testing/contract'.
export { installWallets, walletScripts } from './install';
export type { InstalledWallets } from './install';
export { walletConfigFromStack } from './from-stack';
export type { StackLike, StackWalletConfig, WalletConfigFromStackOptions } from './from-stack';
export { WALLET_NAMESPACES } from './types';
export type {
  Approval,
  BitcoinWalletsConfig,
  CosmosChain,
  CosmosWalletsConfig,
  EvmChain,
  EvmWalletKind,
  EvmWalletsConfig,
  Hex,
  InstallWalletsOptions,
  JsonValue,
  PendingPrompt,
  PolkadotAccountSpec,
  PolkadotWalletsConfig,
  RejectOptions,
  SolanaWalletKind,
  SolanaWalletsConfig,
  WaitForPromptOptions,
  WalletCall,
  WalletHandle,
  WalletNamespace,
} from './types';
export type { ScriptTarget, WalletContext, WalletPage, WalletTarget } from './target';
export type { PageController as PageWalletControls } from './browser/controller';
export { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/accounts';
export { SOLANA_TEST_ACCOUNTS } from '@latchkey/test-harness/solana/accounts';
export type { TestAccount } from '@latchkey/test-harness/chain/types';
export type { SolanaTestAccount } from '@latchkey/test-harness/solana/accounts';
