import { configure } from '@testing-library/react';

// The modal and views are lazy chunks; on a busy 2-core machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });
// Test support for the view tests (not part of the package: nothing in src imports it).
import { createKit, defineNamespace, definePlugin, type ConnectorAdapter, type ConnectorInfo, type KitOptions } from '@latchkey/kernel';
import type { WalletEntry } from '../../ui/directory/directory';
import { describeEvmRequest } from '@latchkey/eip155/describe';
import { ethereum, standInNamespace } from '@latchkey/test-harness/kit';

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The hostile directory entries (mirroring the cloud double's): markup in names, unsafe links, bad images. */
export const HOSTILE = {
  html: '<img src=x onerror="alert(1)"><b>Bold</b> Wallet',
  script: '<script>alert("xss")</script>Script Wallet',
  jsLinks: 'Javascript Link Wallet',
  dataLinks: 'Data Link Wallet',
  huge: 'Huge Image Wallet',
  broken: 'Broken Image Wallet',
} as const;

const entry = (id: string, name: string, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name,
  image_id: `img-${id}`,
  rdns: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  badge_type: 'none',
  ...extra,
});

/** 640 wallets: the dev wallet (has a connector), hostile and excluded ones, then ordinary ones (every 9th certified). */
export function makeDirectory(generated = 630): WalletEntry[] {
  const list: WalletEntry[] = [
    entry('dir-dev', 'Latchkey Dev Wallet', { rdns: 'dev.latchkey.wallet', badge_type: 'certified' }),
    entry('dir-html', HOSTILE.html),
    entry('dir-script', HOSTILE.script),
    entry('dir-js', HOSTILE.jsLinks, { mobile_link: 'javascript:alert(document.cookie)', desktop_link: 'JavaScript:alert(1)//', webapp_link: 'javascript:fetch("//evil.example")', homepage: 'javascript:alert(1)' }),
    entry('dir-data', HOSTILE.dataLinks, { mobile_link: 'data:text/html,<script>alert(1)</script>', desktop_link: 'data:text/html;base64,PHNjcmlwdD4=', webapp_link: 'data:text/html,<h1>x</h1>' }),
    entry('dir-huge', HOSTILE.huge),
    entry('dir-broken', HOSTILE.broken),
    entry('dir-excluded', 'Excluded By Id'),
    entry('dir-nope', 'Nope Wallet'),
    entry('dir-javascript-image', 'Script Image Wallet', { image_id: 'javascript:alert(1)' }),
  ];
  for (let i = 1; i <= generated; i++) {
    const n = String(i).padStart(3, '0');
    list.push(
      entry(`w${n}`, `Wallet ${n}`, {
        badge_type: i % 9 === 0 ? 'certified' : 'none',
        desktop_link: i % 2 === 0 ? `wallet${n}://connect` : null,
        webapp_link: i % 3 === 0 ? `https://app${n}.example/` : null,
        mobile_link: `wallet${n}://`,
      }),
    );
  }
  return list;
}

export interface FetchCall {
  url: URL;
  signal: AbortSignal | undefined;
}

/**
 * A fake `fetch` serving `/getWallets` like the cloud double (page, entries ≤ 100, search,
 * badge_type, include, exclude). `reply` overrides the answer (a malformed body, a hang).
 */
export function directoryFetch(entries: WalletEntry[]) {
  const calls: FetchCall[] = [];
  const control: { reply?: (url: URL) => unknown | Promise<unknown> } = {};
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, signal: init?.signal ?? undefined });
    const q = url.searchParams;
    let body: unknown = control.reply ? await control.reply(url) : undefined;
    if (body !== undefined) {
      // The test's own answer.
    } else if (url.pathname.endsWith('/getWallets')) {
      const list = (name: string) => (q.get(name) ?? '').split(',').filter(Boolean);
      const include = list('include');
      const exclude = new Set(list('exclude'));
      const search = q.get('search')?.toLowerCase();
      const badge = q.get('badge_type');
      const chains = list('chains');
      // Like the cloud double: an entry matches when it serves any of the chains asked for.
      const matching = entries.filter(
        (e) =>
          (!include.length || include.includes(e.id)) &&
          !exclude.has(e.id) &&
          (!search || e.name.toLowerCase().includes(search)) &&
          (!badge || e.badge_type === badge) &&
          (!chains.length || (e.chains ?? []).some((c) => chains.includes(c))),
      );
      const page = Number(q.get('page') ?? 1);
      const size = Math.min(100, Number(q.get('entries') ?? 40));
      body = { data: matching.slice((page - 1) * size, page * size), count: matching.length };
    } else body = {};
    const text = JSON.stringify(body);
    return { ok: true, status: 200, text: async () => text, blob: async () => new Blob([text]) } as unknown as Response;
  }) as typeof fetch;
  const wallets = () => calls.filter((c) => c.url.pathname.endsWith('/getWallets'));
  return { fetch: fetchImpl, calls, wallets, control };
}

export function adapter(info: ConnectorInfo, overrides: Partial<ConnectorAdapter> = {}): ConnectorAdapter {
  return {
    info,
    connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
    ...overrides,
  };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** A kit with the given connectors (one eip155 chain plugin, then `more` plugins) and the fake directory. */
/**
 * A relay plugin's connecting view for directory wallets, found by its role (WalletConnect's plays
 * it; React names no such view). The test kits have it unless a test leaves it out.
 */
export const relayViews = definePlugin({ id: 'relay', kind: 'feature', views: [{ id: 'ConnectingWalletConnect', role: 'connect-directory', load: async () => ({ default: () => null }) }] });

export function makeKit(adapters: ConnectorAdapter[], extra: Partial<KitOptions> = {}, more: KitOptions['plugins'] = [relayViews]) {
  return createKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [ethereum],
    storage: memoryStorage(),
    basic: true,
    isMobile: () => false,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [testEip155Namespace], setup: (ctx) => void adapters.forEach((a) => ctx.connectors.add(a)) }), more],
    ...extra,
  });
}

/**
 * An eip155 namespace adapter for React tests: numeric chain ids and the EVM plugin's request
 * describer (React's own code never imports a chain plugin; its tests may).
 */
export const testEip155Namespace = defineNamespace({
  namespace: 'eip155',
  bareNetworks: true,
  chainReference: (id) => {
    const raw = String(id).replace(/^eip155:/, '');
    return /^0x[0-9a-f]+$/i.test(raw) ? String(parseInt(raw, 16)) : /^\d+$/.test(raw) ? raw : undefined;
  },
  networkId: (ref) => Number(ref),
  accountTypes: ['smartAccount', 'eoa'],
  methods: { safe: ['eth_chainId', 'eth_accounts', 'eth_getBalance'], unsafe: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'], refused: ['eth_sign'] },
  addressError: (a) => (typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a) ? undefined : 'Expected 0x and 40 hex digits'),
  // The real EVM describer: these tests check how the view shows what an adapter says.
  describeRequest: ({ method, params }) => describeEvmRequest(method, params, { symbol: 'ETH', decimals: 18 }),
});

export const ADDRESS_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
export const SOL_ADDRESS_2 = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** A Solana namespace adapter for React tests (CAIP-2 references as they are). */
export const testSolanaNamespace = standInNamespace('solana', { methods: { safe: ['getBalance'], unsafe: ['solana_signMessage'] } });

const rpc = (url: string) => ({ default: { http: [url] } });
/** Ethereum and Base (EVM), Solana and Solana Devnet. */
export const MULTI_NETWORKS: KitOptions['networks'] = [
  ethereum,
  { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: rpc('https://base.example') },
  { id: SOLANA_MAINNET, chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: rpc('https://sol.example') },
  { id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', name: 'Solana Devnet', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: rpc('https://devnet.example'), testnet: true },
];

/**
 * A wallet serving the namespaces of `addresses` (an EVM address, a Solana one, or both): it
 * grants a session for each namespace it is asked for.
 */
export function multiAdapter(id: string, name: string, addresses: { eip155?: string; solana?: string }, overrides: Partial<ConnectorAdapter> = {}): ConnectorAdapter {
  const namespaces = (['eip155', 'solana'] as const).filter((ns) => addresses[ns]);
  return adapter(
    { id, name, type: namespaces.length > 1 ? 'MULTI_CHAIN' : 'ANNOUNCED', namespaces: [...namespaces], installed: true, imageUrl: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E' },
    {
      connect: async (request) => ({
        sessions: request.namespaces.map((ns) => (ns === 'solana' ? { namespace: ns, accounts: [{ address: addresses.solana! }], chainId: SOLANA_MAINNET } : { namespace: ns, accounts: [{ address: addresses.eip155! }], chainId: 1 })),
      }),
      ...overrides,
    },
  );
}

/** A kit serving eip155 and Solana (one chain plugin with both namespace adapters), then `more` plugins. */
export function makeMultiKit(adapters: ConnectorAdapter[], extra: Partial<KitOptions> = {}, more: KitOptions['plugins'] = [relayViews]) {
  return makeKit(adapters, {
    networks: MULTI_NETWORKS,
    plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: [testEip155Namespace, testSolanaNamespace], setup: (ctx) => void adapters.forEach((a) => ctx.connectors.add(a)) }), more],
    ...extra,
  });
}
