import { eip155, type Eip155Options } from '@latchkey/eip155';
import type { AnyPlugin } from '@latchkey/kernel';

export type EvmPresetOptions = Eip155Options;

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
