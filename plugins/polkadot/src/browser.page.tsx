// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with the polkadot plugin only, on Polkadot served by the harness's RPC
// stand-in; the config service is answered in the page (the test machine is offline).
import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';
import { polkadot, polkadotMainnet } from './index';

// Kept for a reload, which comes back without the query.
const query = new URLSearchParams(location.search);
for (const key of ['rpc', 'theme', 'locale', 'approvals']) if (query.has(key)) sessionStorage.setItem(key, query.get(key)!);
const rpc = sessionStorage.getItem('rpc') ?? '';
const theme = sessionStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
const locale = sessionStorage.getItem('locale') ?? 'en';

/** The RPC goes to the stand-in; anything for the cloud is answered here. */
const cloud = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith(rpc)) return fetch(input, init);
  const path = new URL(url).pathname;
  const body = path.endsWith('/getWallets') ? { data: [], count: 0 } : path.endsWith('/getAnalyticsConfig') ? { isAnalyticsEnabled: false } : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#e6007a"/></svg>')}`;

const kit = createKit({
  metadata: { name: 'Polkadot test', description: 'polkadot in Chromium', url: location.origin, icons: [] },
  networks: [{ ...polkadotMainnet, rpcUrls: { default: { http: [rpc] } } }],
  storage: localStorage,
  fetch: cloud,
  basic: true,
  // The extension confirms requests on its own screen; ?approvals=all: the kit's review before it too.
  approvals: sessionStorage.getItem('approvals') === 'all' ? 'all' : 'auto',
  themeMode: theme,
  locale,
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [polkadot({ wallets: { 'latchkey-dev': { name: 'Latchkey Polkadot Dev', icon } } })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
