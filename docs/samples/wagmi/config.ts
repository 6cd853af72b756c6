import { createKit } from '@latchkey/kernel';
import { evm } from '@latchkey/presets/evm';
import { latchkey } from '@latchkey/wagmi';
import { createConfig, http } from 'wagmi';
import { base, mainnet } from 'viem/chains';
import { metadata } from '../metadata';

// The kit owns the connection: its modal, its wallets (announced, injected, WalletConnect, embedded).
export const kit = createKit({ metadata, networks: [mainnet, base], plugins: evm() });

// wagmi sees that connection through one connector; its own transports read the chains.
export const config = createConfig({
  chains: [mainnet, base],
  connectors: [latchkey({ kit })],
  transports: { [mainnet.id]: http(), [base.id]: http() },
  // The kit's modal lists the page's wallets; wagmi need not discover them too.
  multiInjectedProviderDiscovery: false,
});
