// Test support (nothing imports it): the dapp page of trust.browser.test.ts, bundled at test time.
// A kit with eip155 on the harness's chain A and the React modal (its Account view shows the
// balance). `?scenario=hostile`: no project id, the network's RPC URLs are a hostile endpoint
// (first) and the chain's own. `?scenario=burst`: the cloud double as RPC proxy and names API, and
// the names plugin (a reverse lookup per account shown).
import { createKit, type KitPlugin } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { names } from '@latchkey/names';
import { createRoot } from 'react-dom/client';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
  hostileUrl: string;
}

const config = (await (await fetch('/config.json')).json()) as PageConfig;
const hostile = new URLSearchParams(location.search).get('scenario') === 'hostile';
const kit = createKit({
  metadata: { name: 'Trust test', description: 'hostile RPC, wallet bursts', url: location.origin, icons: [] },
  networks: [
    {
      id: config.chain.chainId,
      name: 'Latchkey Chain A',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: hostile ? [config.hostileUrl, config.chain.rpcUrl] : [config.chain.rpcUrl] } },
    },
  ],
  ...(hostile ? {} : { projectId: config.projectId }),
  storage: localStorage,
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false }), ...(hostile ? [] : [names() as KitPlugin])],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
