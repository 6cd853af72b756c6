// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with bip122 on mainnet and testnet, the connect button and the modal; balances
// from an Esplora double answered in the page. The mock wallet is injected by an init script.
import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';
import { bip122, bitcoin, bitcoinTestnet } from './index';

const query = new URLSearchParams(location.search);
const theme = query.get('theme') === 'dark' ? 'dark' : 'light';

// The Esplora double: every mainnet address holds 0.0135 BTC (confirmed).
const esplora = (async () =>
  new Response(JSON.stringify({ chain_stats: { funded_txo_sum: 1_350_000, spent_txo_sum: 0 }, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch;

const kit = createKit({
  metadata: { name: 'Bitcoin test', description: 'bip122 in Chromium', url: location.origin, icons: [] },
  networks: [bitcoin, bitcoinTestnet],
  storage: localStorage,
  basic: true,
  // The wallet confirms requests on its own screen; ?approvals=all: the kit's review before it too.
  approvals: query.get('approvals') === 'all' ? 'all' : 'auto',
  themeMode: theme,
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [bip122({ balance: { urls: { [bitcoin.caipNetworkId]: `${location.origin}/esplora` }, fetch: esplora } })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
