import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { walletConnect } from '@latchkey/walletconnect';
import { solanaMainnet } from '@latchkey/solana';
import { multichain } from '@latchkey/presets/multichain';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

// In a preset: configure it through the preset's `walletConnect` option (or `false` to leave it out).
export const kit = createKit({
  metadata,
  networks: [mainnet, solanaMainnet],
  plugins: multichain({ walletConnect: { projectId: 'your-cloud-project-id', relayUrl: 'wss://relay.example.org' } }),
});

// Without a preset: add the plugin next to the chain plugins it serves.
export const evmOnly = createKit({
  projectId: 'your-cloud-project-id',
  metadata,
  networks: [mainnet],
  plugins: [eip155(), walletConnect()],
});
