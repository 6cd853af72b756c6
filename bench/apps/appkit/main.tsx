// Reown AppKit with its wagmi adapter, as in AppKit's React + wagmi quick start: a dummy projectId,
// networks [mainnet] and the kit's own <appkit-button>.
import { createRoot } from 'react-dom/client';
import { createAppKit } from '@reown/appkit/react';
import { mainnet } from '@reown/appkit/networks';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { WagmiProvider } from 'wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const projectId = '00000000000000000000000000000000';
const networks: [typeof mainnet] = [mainnet];
const wagmiAdapter = new WagmiAdapter({ networks, projectId });

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Bench', description: 'AppKit bench dapp', url: location.origin, icons: [] },
});

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
);
