import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createKit, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { evm } from '@latchkey/presets';
import { loadConfig } from './config';
import { App } from './App';

async function start() {
  const config = await loadConfig();
  if (config.devWallets) {
    // Demo mode: the harness's mock wallets, backed by the local chains' well-known test keys.
    const { installDevWallets } = await import('@latchkey/test-harness/wallets/index');
    installDevWallets(window, {
      chains: config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } })),
      privateKeys: config.devWallets.privateKeys,
      wallets: ['dev', 'second'],
    });
  }
  const networks: NetworkInput[] = config.chains.map((c) => ({
    id: c.chainId,
    name: c.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
    testnet: true,
  }));
  const kit = createKit({
    projectId: config.projectId,
    metadata: { name: 'Latchkey Demo', description: 'The Latchkey demo dapp', url: location.origin, icons: [] },
    networks,
    plugins: evm(),
    endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
    themeMode: new URLSearchParams(location.search).get('theme') === 'light' ? 'light' : 'dark',
    locale: new URLSearchParams(location.search).get('lang') ?? 'en',
  });
  (window as unknown as { __latchkeyKit: typeof kit }).__latchkeyKit = kit;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <KitProvider kit={kit} prefetch={!new URLSearchParams(location.search).has('noprefetch')}>
        <App config={config} />
      </KitProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  document.body.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
});
