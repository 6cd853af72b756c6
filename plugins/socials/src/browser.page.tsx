// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with eip155, the embedded wallet on the harness's reference frame and socials;
// the config service answered in the page (socials on, this origin allowed).
import { createKit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { createRoot } from 'react-dom/client';
import { socials } from './index';

const frameUrl = new URLSearchParams(location.search).get('frame') ?? sessionStorage.getItem('frame') ?? '';
sessionStorage.setItem('frame', frameUrl);
const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light';

const cloud = (async (input: string | URL | Request) => {
  const path = new URL(String(input)).pathname;
  const body = path.endsWith('/appkit/v1/config')
    ? { features: [{ id: 'socials', isEnabled: true }, { id: 'email', isEnabled: false }] }
    : path.endsWith('/projects/v1/origins')
      ? { allowedOrigins: [location.origin] }
      : path.endsWith('/getWallets')
        ? { data: [], count: 0 }
        : path.endsWith('/getAnalyticsConfig')
          ? { isAnalyticsEnabled: false }
          : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const kit = createKit({
  metadata: { name: 'Socials test', description: 'socials in Chromium', url: location.origin, icons: [] },
  networks: [{ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
  storage: localStorage,
  projectId: 'latchkey-dev',
  fetch: cloud,
  themeMode: theme,
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false }), embeddedWallet({ url: frameUrl }), socials({ frameOrigin: frameUrl })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
