// Test support (nothing the package exports imports it): the dapp page of browser.test.ts, bundled
// at test time with the harness's page bundler. A kit as a dapp would make it: the multichain preset,
// this package's sui() beside it, and sign-in; the mock Sui wallet registered through the Wallet
// Standard's window protocol; Sui reads go to the JSON-RPC double whose URL the query gives.
import { createKit } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets/multichain';
import { ConnectButton, KitProvider, NetworkButton } from '@latchkey/react';
import { send } from '@latchkey/send';
import { siwx } from '@latchkey/siwx';
import { createRoot } from 'react-dom/client';
import { sui, suiDevnet, suiLocalnet, suiTestnet } from './index';

const query = new URLSearchParams(location.search);
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:9000';

// The config service answered in the page (an empty wallet directory); the Sui node's calls go out.
const fetchInPage = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith(rpcUrl)) return fetch(input, init);
  const body = new URL(url).pathname.endsWith('/getWallets') ? { data: [], count: 0 } : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

/** A local EVM network: the preset's EVM side is there, as in a multichain dapp; nothing calls it. */
const evmLocal = { id: 31337, name: 'Local EVM', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } };

const kit = createKit({
  metadata: { name: 'Sui beside multichain', description: 'A sixth chain family from a third-party package', url: location.origin, icons: [] },
  networks: [suiLocalnet(rpcUrl), suiTestnet, suiDevnet, evmLocal],
  storage: localStorage,
  // ?send: the wallet features too (Send is not offered in basic mode).
  basic: !query.has('send'),
  fetch: fetchInPage,
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [...multichain(), sui(), siwx(), ...(query.has('send') ? [send()] : [])],
});
Object.assign(window, { kit });
// The mock wallet (and the Sui SDK it signs with) loads after the kit and registers late, as an
// extension that injects itself after the page's scripts does. Its key: 32 fixed bytes, so the
// test knows the address.
void Promise.all([import('./test/mockWallet'), import('@mysten/sui/keypairs/ed25519')]).then(([{ createMockSuiWallet, registerMockSuiWallet }, { Ed25519Keypair }]) => {
  const mock = createMockSuiWallet({ rpcUrl, keypair: Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)), chains: ['sui:localnet', 'sui:testnet', 'sui:devnet'] });
  registerMockSuiWallet(window, mock.wallet);
  Object.assign(window, { suiMock: mock });
});
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
    <NetworkButton />
  </KitProvider>,
);
