import { eip155, type Eip155Options } from '@latchkey/eip155';
import type { AnyPlugin } from '@latchkey/kernel';
import { solana as solanaPlugin, type SolanaOptions } from '@latchkey/solana';

export type EvmPresetOptions = Eip155Options;
export type SolanaPresetOptions = SolanaOptions;

/** Options of {@link multichain}: each chain plugin's own. */
export interface MultichainPresetOptions {
  evm?: EvmPresetOptions;
  solana?: SolanaPresetOptions;
}

/**
 * The plugins a typical EVM dapp needs: EIP-6963 announced wallets, the injected Browser Wallet,
 * custom connectors, signing and sending.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, base], plugins: evm() })
 */
export function evm(options: EvmPresetOptions = {}): AnyPlugin[] {
  return [eip155(options)];
}

/**
 * The plugins a typical Solana dapp needs: Wallet Standard wallets, signing (`@solana/web3.js` 1.x
 * or `@solana/kit` transactions) and sending SOL.
 *
 * @example
 * const kit = createKit({ metadata, networks: [solanaMainnet, solanaDevnet], plugins: solana() })
 */
export function solana(options: SolanaPresetOptions = {}): AnyPlugin[] {
  return [solanaPlugin(options)];
}

/**
 * EVM and Solana side by side: the visitor connects a wallet on either, or one on each.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, solanaMainnet], plugins: multichain() })
 */
export function multichain(options: MultichainPresetOptions = {}): AnyPlugin[] {
  return [eip155(options.evm), solanaPlugin(options.solana)];
}
