import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createKit, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { evm } from '@latchkey/presets';
import { greeter } from '@acme/latchkey-greeter';
import { App } from './App';
import { loadConfig } from './config';

declare global {
  interface Window {
    __kit?: Kit;
  }
}

async function start() {
  const config = await loadConfig();
  const kit = createKit({
    projectId: config.projectId,
    metadata: { name: 'Registry consumer', description: 'A dapp built from the published packages', url: location.origin, icons: [] },
    networks: [
      {
        id: config.chain.chainId,
        name: config.chain.name,
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [config.chain.rpcUrl] } },
        testnet: true,
      },
    ],
    // A preset and a third-party plugin side by side, as a dapp installs them.
    plugins: [evm(), greeter({ greeting: 'Hello' })],
    endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
    locale: new URLSearchParams(location.search).get('lang') ?? 'en',
  });
  window.__kit = kit;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <KitProvider kit={kit}>
        <App />
      </KitProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  document.body.textContent = `The app could not start: ${error instanceof Error ? error.message : String(error)}`;
});
