// Test support (nothing in the package imports it): the page of icons.browser.test.ts, bundled at
// test time. A kit whose config service is the harness's cloud double (its image routes), with
// two networks — one carrying `assets.imageId`, one an unsafe `imageUrl` — a wallet known by its
// directory image id (no announced icon), one announcing a `javascript:` icon, and the balance
// of the network's own currency. Query: cloud, projectId, assetId, walletImageId, symbol.
import { createKit, defineNamespace, definePlugin, type ConnectorAdapter } from '@latchkey/kernel';
import { ConnectButton, KitProvider, NetworkButton } from '@latchkey/react';
import { TokenIcon } from '@latchkey/react/ui';
import { createRoot } from 'react-dom/client';

const q = new URLSearchParams(location.search);
const cloud = q.get('cloud')!;
const symbol = q.get('symbol') ?? 'ETH';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type PageWindow = Window & { release?: () => void };
const session = { sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 31337 }] };

const wallets: ConnectorAdapter[] = [
  {
    // Known to the directory by its image id, announcing no icon of its own.
    info: { id: 'icons.wallet', name: 'Picture Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true, imageId: q.get('walletImageId')!, info: { rdns: 'icons.wallet' } },
    // Held until the test releases it, so the Connecting view can be looked at.
    connect: () => new Promise((resolve) => void ((window as PageWindow).release = () => resolve(session))),
    disconnect: async () => {},
    request: async () => null,
  },
  {
    info: { id: 'evil.wallet', name: 'Hostile Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true, imageUrl: 'javascript:alert(1)' },
    connect: async () => session,
    disconnect: async () => {},
    request: async () => null,
  },
];

const eip155 = defineNamespace({
  namespace: 'eip155',
  bareNetworks: true,
  chainReference: (id) => String(id).replace(/^eip155:/, '') || undefined,
  networkId: (ref) => Number(ref),
  accountTypes: ['eoa'],
  methods: { safe: [], unsafe: [] },
  addressError: () => undefined,
  getBalance: async () => ({ balance: '1.5', symbol }),
});

const kit = createKit({
  metadata: { name: 'Icons test', description: 'one picture per wallet, network and token', url: location.origin, icons: [] },
  projectId: q.get('projectId')!,
  networks: [
    { id: 31337, name: 'Latchkey Chain A', nativeCurrency: { name: 'Coin', symbol, decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } }, assets: { imageId: q.get('assetId')! } },
    { id: 31338, name: 'Bravo Chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } }, assets: { imageUrl: 'http://evil.example/bravo.png' } },
  ],
  storage: sessionStorage,
  endpoints: { api: cloud, rpc: cloud, analytics: cloud, blockchainApi: cloud },
  features: { analytics: false },
  isMobile: () => false,
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: [eip155], setup: (ctx) => void wallets.forEach((w) => ctx.connectors.add(w)) })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
    <NetworkButton />
    {/* The network's currency as Send and Swap list a token the balance reply gives no image. */}
    <p id="send-like">
      <TokenIcon symbol={symbol} />
    </p>
  </KitProvider>,
);
