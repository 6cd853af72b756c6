// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with eip155, onramp and a stand-in polkadot plugin (one wallet that connects at
// once: a namespace onramp does not serve) against the local stack: the cloud double as every
// endpoint, chain A as the network. `?basic=1` creates the kit in basic mode.
import { createKit, defineNamespace, definePlugin, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { createRoot } from 'react-dom/client';
import { onramp } from './index';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
}

const DOT_GENESIS = '91b171bb158e2d3848fa23a9f1c25182';
const config = (await (await fetch('/config.json')).json()) as PageConfig;
const query = new URLSearchParams(location.search);
const networks: NetworkInput[] = [
  { id: config.chain.chainId, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [config.chain.rpcUrl] } } },
  { id: DOT_GENESIS, name: 'Polkadot stand-in', chainNamespace: 'polkadot', nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: [config.cloudUrl] } } },
];
const polkadotStandIn = definePlugin({
  id: 'polkadot-stand-in',
  kind: 'chain',
  namespaces: [defineNamespace({ namespace: 'polkadot', chainReference: (id) => String(id).replace(/^polkadot:/, '') || undefined, accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => undefined })],
  setup(ctx) {
    ctx.connectors.add({
      info: { id: 'dot.stand-in', name: 'Polkadot stand-in', type: 'INJECTED', namespaces: ['polkadot'], installed: true },
      connect: async () => ({ sessions: [{ namespace: 'polkadot', accounts: [{ address: '5GrwvaEF5zDGzUDojPB5GP4YMY5Bnk7Cd3HswG1ssqNU8vte' }], chainId: DOT_GENESIS }] }),
      disconnect: async () => {},
      request: async () => null,
      async switchNetwork() {},
    });
  },
});
const kit = createKit({
  metadata: { name: 'Onramp test', description: 'onramp in Chromium', url: location.origin, icons: [] },
  networks,
  projectId: config.projectId,
  storage: localStorage,
  basic: query.get('basic') === '1',
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  locale: query.get('lang') ?? 'en',
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false }), polkadotStandIn, onramp({ meldPublicKey: 'test-public-key' })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
