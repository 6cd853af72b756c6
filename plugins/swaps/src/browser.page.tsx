// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with eip155, send (the token balances) and swaps against the local stack: the
// cloud double as every endpoint (config, RPC proxy, swap API), chains A and B as networks, and a
// stand-in solana plugin (one wallet that connects at once: a namespace swaps do not serve).
// Swaps run on chain A only (`networks: [A]`), so chain B is a network not in the list. The
// chains are marked non-testnet on purpose: token balances are never read on a testnet (SPEC §9).
// `?basic=1` creates the kit in basic mode; `?theme=dark`, `?lang=ar`; `?approvals=all` shows the
// kit's own review (ApproveTransaction) before the wallet's, which the dev wallet does not need.
import { createKit, defineNamespace, definePlugin, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { send } from '@latchkey/send';
import { createRoot } from 'react-dom/client';
import { swaps } from './index';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chains: Array<{ chainId: number; rpcUrl: string }>;
}

const SOLANA_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const config = (await (await fetch('/config.json')).json()) as PageConfig;
const query = new URLSearchParams(location.search);
const [chainA, chainB] = config.chains;
const evm = (chain: { chainId: number; rpcUrl: string }, name: string): NetworkInput => ({
  id: chain.chainId,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: false,
});
const networks: NetworkInput[] = [
  evm(chainA!, 'Latchkey Chain A'),
  evm(chainB!, 'Latchkey Chain B'),
  { id: SOLANA_GENESIS, name: 'Solana stand-in', chainNamespace: 'solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [config.cloudUrl] } } },
];
const solanaStandIn = definePlugin({
  id: 'solana-stand-in',
  kind: 'chain',
  namespaces: [defineNamespace({ namespace: 'solana', chainReference: (id) => String(id).replace(/^solana:/, '') || undefined, accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => undefined })],
  setup(ctx) {
    ctx.connectors.add({
      info: { id: 'sol.stand-in', name: 'Solana stand-in', type: 'INJECTED', namespaces: ['solana'], installed: true },
      connect: async () => ({ sessions: [{ namespace: 'solana', accounts: [{ address: 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b' }], chainId: SOLANA_GENESIS }] }),
      disconnect: async () => {},
      request: async () => null,
      async switchNetwork() {},
    });
  },
});
const kit = createKit({
  metadata: { name: 'Swaps test', description: 'swaps in Chromium', url: location.origin, icons: [] },
  networks,
  projectId: config.projectId,
  storage: localStorage,
  basic: query.get('basic') === '1',
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  locale: query.get('lang') ?? 'en',
  approvals: query.get('approvals') === 'all' ? 'all' : 'auto',
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false, receiptPollingIntervalMs: 100 }), solanaStandIn, send(), swaps({ networks: [chainA!.chainId] })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
