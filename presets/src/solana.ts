import type { AnyPlugin } from '@latchkey/kernel';
import { solana as solanaPlugin, type SolanaOptions } from '@latchkey/solana';
import { relay, type WithWalletConnect } from './relay';

export type SolanaPresetOptions = SolanaOptions & WithWalletConnect;

/**
 * The plugins a typical Solana dapp needs: Wallet Standard wallets, signing (`@solana/web3.js` 1.x
 * or `@solana/kit` transactions) and sending SOL.
 *
 * @example
 * const kit = createKit({ metadata, networks: [solanaMainnet, solanaDevnet], plugins: solana() })
 */
export function solana(options: SolanaPresetOptions = {}): AnyPlugin[] {
  const { walletConnect: wc, ...rest } = options;
  return [solanaPlugin(rest), ...relay(wc)];
}
