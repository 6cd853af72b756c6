import { eip155, type Eip155Options } from '@latchkey/eip155';
import type { AnyPlugin } from '@latchkey/kernel';
import { relay, type WithWalletConnect } from './relay';

export type EvmPresetOptions = Eip155Options & WithWalletConnect;

/**
 * The plugins a typical EVM dapp needs: EIP-6963 announced wallets, the injected Browser Wallet,
 * custom connectors, signing and sending, and phone wallets over WalletConnect.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, base], plugins: evm() })
 */
export function evm(options: EvmPresetOptions = {}): AnyPlugin[] {
  const { walletConnect: wc, ...rest } = options;
  return [eip155(rest), ...relay(wc)];
}
