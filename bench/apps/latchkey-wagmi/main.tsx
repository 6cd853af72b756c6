// Latchkey with wagmi: the evm preset's kit and its modal, and wagmi (3, the workspace's) on top
// through the latchkey() connector — what a wagmi dapp adopting Latchkey ships. Compare with the
// RainbowKit and ConnectKit apps (wagmi 2) and AppKit's (wagmi 3).
import { createRoot } from 'react-dom/client';
import { createKit } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '@latchkey/react';
import { evm } from '@latchkey/presets/evm';
import { latchkey } from '@latchkey/wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, createConfig, http } from 'wagmi';
import { mainnet } from 'wagmi/chains';

const relay = new URLSearchParams(location.search).get('relay');

const kit = createKit({
  metadata: { name: 'Bench', description: 'Latchkey + wagmi bench dapp', url: location.origin, icons: [] },
  networks: [mainnet],
  plugins: evm({ walletConnect: relay ? { relayUrl: relay } : undefined }),
  basic: true,
});
const config = createConfig({ chains: [mainnet], connectors: [latchkey({ kit })], transports: { [mainnet.id]: http() }, multiInjectedProviderDiscovery: false });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
