import type { LocalChains } from '../chain/types';
import type { WalletConfig } from './dev-wallets';

const CHAIN_NAMES = ['Latchkey Chain A', 'Latchkey Chain B'];

/**
 * Builds a {@link WalletConfig} for chains started by `startChains`, using the first
 * `accountCount` funded accounts (default 3).
 *
 * @example
 * ```ts
 * const local = await startChains({ ports: 'free' });
 * const wallets = createDevWallets(walletConfigFromChains(local));
 * ```
 */
export function walletConfigFromChains(local: Pick<LocalChains, 'chains' | 'accounts'>, options: Partial<WalletConfig> & { accountCount?: number } = {}): WalletConfig {
  const { accountCount = 3, ...rest } = options;
  return {
    chains: local.chains.map((chain, index) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: CHAIN_NAMES[index] ?? `Latchkey Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    privateKeys: local.accounts.slice(0, accountCount).map((account) => account.privateKey),
    ...rest,
  };
}
