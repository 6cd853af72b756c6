import { createRoot } from 'react-dom/client';
import { KitProvider } from '@latchkey/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { App } from './App';
import { setUp, type ExampleConfig } from './config';

const settings = (await (await fetch('/config.json')).json()) as ExampleConfig;
const { kit, config, chains } = setUp(settings);
const queryClient = new QueryClient();
(window as unknown as { kit: typeof kit }).kit = kit;

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <KitProvider kit={kit}>
        <App usdc={settings.usdc} chainB={chains[1]!.id} />
      </KitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
