// Test support (nothing in the package imports it): the dapp page of identity.browser.test.ts,
// bundled at test time. A kit with eip155 against the local stack (the cloud double as every
// endpoint, so its identity API answers the ENS name and avatar), chain A as the network, and the
// ConnectButton; the Account view is the modal's.
import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';
import { eip155 } from './index';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
}

const config = (await (await fetch('/config.json')).json()) as PageConfig;
const query = new URLSearchParams(location.search);
const kit = createKit({
  metadata: { name: 'Identity test', description: 'the account identity in Chromium', url: location.origin, icons: [] },
  networks: [{ id: config.chain.chainId, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [config.chain.rpcUrl] } } }],
  projectId: config.projectId,
  storage: localStorage,
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  locale: query.get('lang') ?? 'en',
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
