import { createKit } from '@latchkey/kernel';
// The preset's own subpath keeps the other chain families out of the module graph.
import { evm } from '@latchkey/presets/evm';
import { arbitrum, mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet, arbitrum],
  plugins: evm({
    injected: false, // no legacy window.ethereum "Browser Wallet" entry
    walletConnect: { relayUrl: 'wss://relay.example.org' }, // or false: no WalletConnect
  }),
});
