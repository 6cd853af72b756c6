import { createKit } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets/multichain';
import { bitcoin } from '@latchkey/bip122';
import { cosmosHub } from '@latchkey/cosmos';
import { solanaMainnet } from '@latchkey/solana';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  // Only the families the kit has networks of offer wallets.
  networks: [mainnet, solanaMainnet, bitcoin, cosmosHub],
  plugins: multichain({
    polkadot: false, // leave a family out entirely
    bitcoin: { connectMessage: 'Share your Bitcoin addresses with My dapp' },
    cosmos: { bech32Prefixes: { 'juno-1': 'juno' } },
  }),
});

// The visitor may be connected on several namespaces; the buttons show the active one.
export const showSolana = () => kit.setActiveNamespace('solana');
