// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with eip155, solana, send and pay against the local stack: the cloud double as
// every endpoint, chain A (given an https explorer address, which is never visited) and the local
// Solana validator as networks, and a stand-in polkadot plugin (a namespace pay cannot serve).
// `?pay=0` leaves the pay feature off (its SPEC §9 default); `?basic=1` creates the kit in basic mode;
// `?approvals=all` puts the kit's ApproveTransaction before the wallets' own prompts.
import { createKit, defineNamespace, definePlugin, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { solana, solanaLocalnet } from '@latchkey/solana';
import { send } from '@latchkey/send';
import { createRoot } from 'react-dom/client';
import { pay } from './index';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
  solana: { rpcUrl: string; genesisHash: string };
}

const DOT_GENESIS = '91b171bb158e2d3848fa23a9f1c25182';
const config = (await (await fetch('/config.json')).json()) as PageConfig;
const query = new URLSearchParams(location.search);
const networks: NetworkInput[] = [
  {
    id: config.chain.chainId,
    name: 'Latchkey Chain A',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.chain.rpcUrl] } },
    blockExplorers: { default: { name: 'Chain A Explorer', url: 'https://explorer.chain-a.invalid' } },
  },
  solanaLocalnet(config.solana.rpcUrl, { genesisHash: config.solana.genesisHash, name: 'Solana Localnet' }),
  { id: DOT_GENESIS, name: 'Polkadot stand-in', chainNamespace: 'polkadot', nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: [config.cloudUrl] } } },
];
const polkadotStandIn = definePlugin({
  id: 'polkadot-stand-in',
  kind: 'chain',
  namespaces: [defineNamespace({ namespace: 'polkadot', chainReference: (id) => String(id).replace(/^polkadot:/, '') || undefined, accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => undefined })],
});
const kit = createKit({
  metadata: { name: 'Pay test', description: 'pay in Chromium', url: location.origin, icons: [] },
  networks,
  projectId: config.projectId,
  storage: localStorage,
  basic: query.get('basic') === '1',
  approvals: query.get('approvals') === 'all' ? 'all' : 'auto',
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  locale: query.get('lang') ?? 'en',
  features: { analytics: false, pay: query.get('pay') !== '0' },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false, receiptPollingIntervalMs: 100 }), solana({ confirmationPollingIntervalMs: 100 }), polkadotStandIn, send(), pay()],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
