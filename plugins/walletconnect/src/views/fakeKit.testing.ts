// Test support (nothing in the package imports it): a kit with a stand-in for the WalletConnect
// plugin (same id, state, strings and views, but a scripted connector: no SDK loads).
import { configure } from '@testing-library/react';
import { AbortedError, definePlugin, type ConnectorAdapter, type ConnectResult, type KitOptions, type PluginContext } from '@latchkey/kernel';
import { PAIRING_EXPIRY_MS, WALLET_CONNECT_ID } from '../constants';
import { wcEnv } from '../env';
import { ar } from '../locale/ar';
import { en } from '../locale/en';
import type { WalletConnectApi, WalletConnectState } from '../types';
import { standInNamespace, testKit } from '@latchkey/test-harness/kit';

type ConnectRequest = Parameters<ConnectorAdapter['connect']>[0];

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** What the plugin's entry hands its views (render them with `env={WC_ENV}`). */
export const WC_ENV = wcEnv();

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A real-looking WalletConnect v2 pairing URI (`n` makes another topic). */
export const wcUri = (n = 0) =>
  `wc:${n.toString(16).padStart(4, '0')}504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600`;

const eip155 = standInNamespace('eip155', { methods: { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['personal_sign'] } });

/** Drives the fake connector: each `connect` waits until the test settles it. */
export interface FakeWalletConnect {
  /** Every connect request, in order. */
  connects: ConnectRequest[];
  refreshes: number;
  /** As the real connector does while it asks the relay for a pairing. */
  loading(): void;
  /** A pairing URI on offer (expiring in 4 minutes unless told). */
  pairing(uri: string, expiresAt?: number): void;
  /** The wallet approved: the pending connect resolves. */
  approve(): void;
  /** The pending connect fails (state 'error' with the message, as the real connector does). */
  fail(error: Error): void;
}

export function makeWcKit({ connector = true, ...extra }: Partial<KitOptions> & { connector?: boolean } = {}) {
  let ctx: PluginContext<WalletConnectState> | undefined;
  let pending: { resolve: (r: ConnectResult) => void; reject: (e: unknown) => void } | undefined;
  const set = (patch: Partial<WalletConnectState>) =>
    ctx!.store.set((s) => {
      Object.assign(s, patch);
      if (patch.status && patch.status !== 'pairing') {
        s.uri = undefined;
        s.expiresAt = undefined;
      }
    });
  const wc: FakeWalletConnect = {
    connects: [],
    refreshes: 0,
    loading: () => set({ status: 'loading', error: undefined }),
    pairing: (uri, expiresAt = Date.now() + PAIRING_EXPIRY_MS) => set({ status: 'pairing', uri, expiresAt }),
    approve() {
      set({ status: 'idle' });
      pending?.resolve({ sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] });
    },
    fail(error) {
      set({ status: 'error', error: error.message });
      pending?.reject(error);
    },
  };
  const plugin = definePlugin<'walletconnect', WalletConnectApi, WalletConnectState>({
    id: 'walletconnect',
    kind: 'feature',
    locale: { en: { ...en }, ar: { ...ar } },
    state: () => ({ status: 'idle' }),
    views: [
      { id: 'ConnectingWalletConnect', titleKey: 'wc.connector', load: () => import('./ConnectingWalletConnect').then((m) => m.forEnv(WC_ENV)) },
      { id: 'ConnectingWalletConnectBasic', titleKey: 'wc.connector', load: () => import('./ConnectingWalletConnectBasic').then((m) => m.forEnv(WC_ENV)) },
    ],
    setup(c) {
      ctx = c;
      if (connector) {
        c.connectors.add({
          info: { id: WALLET_CONNECT_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: ['eip155'], imageUrl: WC_ENV.icon },
          connect(request) {
            wc.connects.push(request);
            set({ status: 'loading' });
            return new Promise<ConnectResult>((resolve, reject) => {
              pending = { resolve, reject };
              request.signal.addEventListener('abort', () => {
                set({ status: 'idle' });
                reject(new AbortedError('Request was aborted'));
              });
            });
          },
          disconnect: async () => {},
          request: async () => null,
        });
      }
      return { api: { connectorId: WALLET_CONNECT_ID, refresh: () => void (wc.refreshes += 1) } };
    },
  });
  const kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } }],
    basic: true,
    isMobile: () => false,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [eip155] }), plugin],
    ...extra,
  });
  return { kit, wc };
}

export const COINBASE_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa';
export const PHANTOM_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393';

export interface Entry {
  id: string;
  name: string;
  mobile_link: string | null;
  badge_type: string;
  image_id?: string | null;
  rdns?: string | null;
}
/** The directory: a certified (featured) wallet last in rank, wallets with and without a mobile link, hostile links, and the redirect wallets. */
export const DIRECTORY: Entry[] = [
  { id: 'rainbow', name: 'Rainbow', mobile_link: 'https://rnbwapp.com/', badge_type: 'none' },
  { id: 'desktop-only', name: 'Desktop Only Wallet', mobile_link: null, badge_type: 'none' },
  { id: 'trust', name: 'Trust Wallet', mobile_link: 'trust://', badge_type: 'none' },
  { id: 'hostile', name: 'Hostile Wallet', mobile_link: 'javascript:alert(1)', badge_type: 'none' },
  { id: PHANTOM_ID, name: 'Phantom', mobile_link: 'phantom://', badge_type: 'none', rdns: 'app.phantom' },
  { id: COINBASE_ID, name: 'Coinbase Wallet', mobile_link: 'cbwallet://', badge_type: 'none', rdns: 'com.coinbase.wallet' },
  { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://', badge_type: 'certified', image_id: 'mm' },
];

/** A `fetch` serving `/getWallets` (certified ones for the featured request, `search` by name) and recording the searches. */
export function directoryFetch(entries: Entry[] = DIRECTORY) {
  const searches: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const q = url.searchParams;
    let body: unknown = {};
    if (url.pathname.endsWith('/getWallets')) {
      const search = q.get('search')?.toLowerCase();
      if (search) searches.push(search);
      const matching = entries.filter((e) => (!search || e.name.toLowerCase().includes(search)) && (!q.get('badge_type') || e.badge_type === q.get('badge_type')));
      const size = Number(q.get('entries') ?? 40);
      const page = Number(q.get('page') ?? 1);
      const data = matching.slice((page - 1) * size, page * size);
      body = { data: data.map((e) => ({ image_id: null, rdns: null, chains: ['eip155:1'], desktop_link: null, webapp_link: null, homepage: null, ...e })), count: matching.length };
    }
    const text = JSON.stringify(body);
    return { ok: true, status: 200, text: async () => text, blob: async () => new Blob([text]) } as unknown as Response;
  }) as typeof fetch;
  return { fetch: fetchImpl, searches };
}
