// ConnectKit with wagmi, as in its quick start: createConfig(getDefaultConfig(…)) with a dummy
// WalletConnect projectId, ConnectKitProvider and ConnectKitButton.
import { createRoot } from 'react-dom/client';
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit';
import { WagmiProvider, createConfig } from 'wagmi';
import { mainnet } from 'wagmi/chains';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const config = createConfig(getDefaultConfig({ appName: 'Bench', walletConnectProjectId: '00000000000000000000000000000000', chains: [mainnet] }));
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
