// Test support (nothing in the package imports it): the page of layout.browser.test.ts, bundled at
// test time. A kit serving five namespaces with long network names, wallets with 24-character
// names (one on every chain, WalletConnect on every chain), the embedded wallet's connector and
// email and social methods standing in for their plugins; the wallet directory answered in the
// page. Query: theme, lang, collapse (collapseWallets), connect (connect the wallet on all five).
import { createKit, defineNamespace, definePlugin, type ChainNamespace, type ConnectorAdapter, type KitOptions } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';

const q = new URLSearchParams(location.search);
const theme = q.get('theme') === 'dark' ? 'dark' : 'light';
const lang = q.get('lang') ?? 'en';

/** Five 24-character names, the longest the directory shows whole. */
const LONG_NAMES = ['Wombat Wallet Multichain', 'Maximum Wallet Portfolio', 'Goldfinch Mobile Wallets', 'Halcyon Wallet Extension', 'Okapi Web3 Wallet Deluxe'];

const FIVE: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];
const CHAINS: Record<string, { ref: string; name: string; address: string }> = {
  eip155: { ref: '31337', name: 'Latchkey Chain A Long Network Name', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  solana: { ref: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana Localnet Validator', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
  polkadot: { ref: '91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot Relay Chain Testnet', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' },
  bip122: { ref: '000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet Four', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
  cosmos: { ref: 'cosmoshub-4', name: 'Cosmos Hub Mainnet Four', address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu' },
};
const namespace = (ns: ChainNamespace) =>
  defineNamespace({ namespace: ns, chainReference: (id) => String(id).replace(new RegExp(`^${ns}:`), '') || undefined, ...(ns === 'eip155' ? { networkId: (ref: string) => Number(ref) } : {}), accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => undefined });
const networks: KitOptions['networks'] = FIVE.map((ns) => ({
  id: ns === 'eip155' ? 31337 : CHAINS[ns]!.ref,
  chainNamespace: ns,
  name: CHAINS[ns]!.name,
  nativeCurrency: { name: 'Coin', symbol: 'CN', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}));

const adapter = (info: ConnectorAdapter['info']): ConnectorAdapter => ({
  info,
  connect: async (request) => ({ sessions: request.namespaces.map((ns) => ({ namespace: ns, accounts: [{ address: CHAINS[ns]!.address }], chainId: ns === 'eip155' ? 31337 : CHAINS[ns]!.ref })) }),
  disconnect: async () => {},
  request: async () => null,
});
const connectors = [
  adapter({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: FIVE }),
  adapter({ id: 'multi', name: LONG_NAMES[0]!, type: 'MULTI_CHAIN', namespaces: FIVE, installed: true }),
  adapter({ id: 'evm', name: LONG_NAMES[1]!, type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }),
  adapter({ id: 'AUTH', name: 'Email and socials', type: 'AUTH', namespaces: ['eip155', 'solana'] }),
];

const Stub = () => <p className="lk-text">Stand-in</p>;
/** Email and social rows where the real plugins would put them (their own views are not under test here). */
const methods = definePlugin({
  id: 'methods',
  kind: 'feature',
  locale: { en: { 'm.email': 'Continue with email', 'm.social': 'Continue with Google' }, ar: { 'm.email': 'المتابعة بالبريد الإلكتروني', 'm.social': 'المتابعة باستخدام Google' } },
  views: [{ id: 'MethodStub', load: async () => ({ default: Stub }) }],
  slots: [
    { slot: 'connectMethods', id: 'email', labelKey: 'm.email', order: 10, icon: 'mail', view: 'MethodStub', when: { connected: false } },
    { slot: 'connectMethods', id: 'socials', labelKey: 'm.social', order: 20, icon: 'user', view: 'MethodStub', when: { connected: false } },
  ],
});

const directory = [
  ...LONG_NAMES.slice(2).map((name, i) => ({ id: `long-${i}`, name, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'] })),
  ...Array.from({ length: 30 }, (_, i) => ({ id: `w${i}`, name: i % 3 === 0 ? `Wallet Number ${String(i).padStart(3, '0')} Plus Extra` : `Wallet ${i}`, chains: ['eip155:1'] })),
].map((e) => ({ image_id: null, rdns: null, mobile_link: null, desktop_link: null, webapp_link: null, homepage: null, badge_type: 'none', ...e }));

const cloud = (async (input: string | URL | Request) => {
  const url = new URL(String(input));
  const body = url.pathname.endsWith('/getWallets') ? { data: directory, count: directory.length } : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const kit = createKit({
  metadata: { name: 'Layout test', description: 'the modal at 360 and 1280 px', url: location.origin, icons: [] },
  networks,
  storage: sessionStorage,
  basic: true,
  fetch: cloud,
  themeMode: theme,
  locale: lang,
  isMobile: () => false,
  features: { collapseWallets: q.get('collapse') === '1' },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: FIVE.map(namespace), setup: (ctx) => void connectors.forEach((c) => ctx.connectors.add(c)) }), methods],
});
(window as unknown as { kit: typeof kit; connectAll: () => Promise<void> }).kit = kit;
(window as unknown as { connectAll: () => Promise<void> }).connectAll = async () => {
  for (const ns of FIVE) await kit.connect('multi', { namespace: ns });
};
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
