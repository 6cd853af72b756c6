// RainbowKit with wagmi, as in its quick start: getDefaultConfig with a dummy projectId,
// RainbowKitProvider and ConnectButton.
import '@rainbow-me/rainbowkit/styles.css';
import { createRoot } from 'react-dom/client';
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit';
import { WagmiProvider } from 'wagmi';
import { mainnet } from 'wagmi/chains';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const config = getDefaultConfig({ appName: 'Bench', projectId: '00000000000000000000000000000000', chains: [mainnet], ssr: false });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
