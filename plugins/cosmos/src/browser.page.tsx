// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with the cosmos plugin on Cosmos Hub and Osmosis, the modal and a connect button;
// the config service's wallet directory answered in the page.
import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';
import { cosmos, cosmosHub, osmosis } from './index';

// The wallet directory (the Connect view's suggestions) answered in the page: nothing leaves it.
const cloud = (async (input: string | URL | Request) => {
  const body = new URL(String(input)).pathname.endsWith('/getWallets') ? { data: [], count: 0 } : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const kit = createKit({
  metadata: { name: 'Cosmos test', description: 'cosmos in Chromium', url: location.origin, icons: [] },
  networks: [cosmosHub, osmosis],
  storage: localStorage,
  basic: true,
  fetch: cloud,
  // Keplr confirms requests on its own screen; ?approvals=all: the kit's review before it too.
  approvals: new URLSearchParams(location.search).get('approvals') === 'all' ? 'all' : 'auto',
  themeMode: new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [cosmos()],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
