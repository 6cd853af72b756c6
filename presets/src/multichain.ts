import { bip122, type Bip122Options } from '@latchkey/bip122';
import { cosmos as cosmosPlugin, type CosmosOptions } from '@latchkey/cosmos';
import { eip155, type Eip155Options } from '@latchkey/eip155';
import type { AnyPlugin } from '@latchkey/kernel';
import { polkadot as polkadotPlugin, type PolkadotOptions } from '@latchkey/polkadot';
import { solana as solanaPlugin, type SolanaOptions } from '@latchkey/solana';
import { relay, type WithWalletConnect } from './relay';

/**
 * Options of {@link multichain}: each chain plugin's own (or `false` to leave a chain out), and
 * WalletConnect's. A chain whose namespace has no network in the kit offers no wallet.
 */
export interface MultichainPresetOptions extends WithWalletConnect {
  evm?: Eip155Options;
  solana?: SolanaOptions;
  polkadot?: PolkadotOptions | false;
  bitcoin?: Bip122Options | false;
  cosmos?: CosmosOptions | false;
}

/**
 * The five chain families side by side (EVM, Solana, Polkadot, Bitcoin, Cosmos) and WalletConnect
 * across them: the visitor connects a wallet on any, or one on each. Only the chains the kit has
 * networks of offer wallets; each chain's SDK loads when one of its wallets is picked.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, solanaMainnet, polkadotMainnet, bitcoin, cosmosHub], plugins: multichain() })
 */
export function multichain(options: MultichainPresetOptions = {}): AnyPlugin[] {
  return [
    eip155(options.evm),
    solanaPlugin(options.solana),
    ...(options.polkadot === false ? [] : [polkadotPlugin(options.polkadot)]),
    ...(options.bitcoin === false ? [] : [bip122(options.bitcoin)]),
    ...(options.cosmos === false ? [] : [cosmosPlugin(options.cosmos)]),
    ...relay(options.walletConnect),
  ];
}
