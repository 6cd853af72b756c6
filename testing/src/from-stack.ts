// The mock wallets' configs for a running local stack (`startLocalStack` from
// '@latchkey/testing/stack'), typed by shape so the main entry never loads the stack's code.
import type { EvmWalletsConfig, Hex, SolanaWalletsConfig } from './types';

/** The parts of a running stack the wallets need. */
export interface StackLike {
  chains: { chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>; accounts: ReadonlyArray<{ privateKey: Hex }> };
  solana: { url: string; accounts: ReadonlyArray<{ seed: string }> };
}

/** Options of {@link walletConfigFromStack}. */
export interface WalletConfigFromStackOptions {
  /** How many funded test accounts each wallet holds (default 3; the first is selected). */
  accountCount?: number;
}

/** What {@link walletConfigFromStack} returns: ready for installWallets. */
export interface StackWalletConfig {
  evm: EvmWalletsConfig;
  solana: SolanaWalletsConfig;
}

const CHAIN_NAMES = ['Latchkey Chain A', 'Latchkey Chain B'];

/**
 * The EVM wallets on the stack's chains (chain A selected) with its funded accounts, and the
 * Solana wallets on its endpoint. The Polkadot, Bitcoin and Cosmos mocks need no stack config.
 *
 * @example
 * ```ts
 * const stack = await startLocalStack({ ports: 'free' });
 * const wallets = await installWallets(page, walletConfigFromStack(stack));
 * ```
 */
export function walletConfigFromStack(stack: StackLike, options: WalletConfigFromStackOptions = {}): StackWalletConfig {
  const count = options.accountCount ?? 3;
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`walletConfigFromStack: accountCount must be a positive integer, got ${String(count)}`);
  const evm: EvmWalletsConfig = {
    chains: stack.chains.chains.map((chain, index) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: CHAIN_NAMES[index] ?? `Latchkey Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    privateKeys: stack.chains.accounts.slice(0, count).map((account) => account.privateKey),
  };
  return { evm, solana: { rpcUrl: stack.solana.url, seeds: stack.solana.accounts.slice(0, count).map((account) => account.seed) } };
}
