// '@latchkey/testing/stack': the local stack the wallets talk to, on 127.0.0.1 only: two Hardhat
// chains with test tokens, a Solana JSON-RPC endpoint over litesvm, the cloud double (config,
// RPC proxy, blockchain API), a WalletConnect relay double, the reference secure frame and a
// Substrate RPC stand-in. Needs the optional peers hardhat, solc, litesvm, viem, ws and the
// others listed in the README.
export { startStack, startStack as startLocalStack, resolveStackPorts, resolveSolanaPort, resolveRelayPort, resolveFramePort, formatPlanck, DEFAULT_CLOUD_PORT, DEFAULT_POLKADOT_PORT, POLKADOT_STACK_BALANCES } from '@latchkey/test-harness/stack';
export type { Stack, StackOptions, StackPorts, StackPolkadot, StackPolkadotAccount } from '@latchkey/test-harness/stack';
export type { Hex, LocalChain, LocalChains, TestAccount } from '@latchkey/test-harness/chain/types';
export { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/accounts';
export { SOLANA_TEST_ACCOUNTS } from '@latchkey/test-harness/solana/accounts';
export { walletConfigFromStack } from './from-stack';
