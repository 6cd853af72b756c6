// Test support (nothing in the package imports it): a kit with the activity plugin beside a
// stand-in for the eip155 chain plugin (its namespace adapter, one wallet that answers
// eth_sendTransaction with a hash, a Solana one to switch namespace) and a scripted blockchain API
// (history pages with a cursor, failures on demand, JSON-RPC for token reads).
import { configure } from '@testing-library/react';
import { internals, definePlugin, type ConnectorAdapter, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { getEip155AddressError } from '@latchkey/eip155';
import { getSolanaAddressError } from '@latchkey/solana';
import { activity } from '../index';
import type { ActivityOptions } from '../types';
import { solanaMainnet, standInNamespace, testKit, until } from '@latchkey/test-harness/kit';

export { solanaMainnet, until };

// The view is a lazy chunk; on a busy machine its first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

export const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const API = 'https://api.example';
export const HASH = `0x${'ab'.repeat(32)}`;

export const mainnet: NetworkInput = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } };
export const base: NetworkInput = { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } } };

/** A history item as the blockchain API answers it. */
export function historyItem(n: number, o: { op?: string; status?: string; minedAt?: string; from?: string; to?: string; chain?: string; transfers?: unknown[]; hash?: string } = {}) {
  const hash = o.hash ?? `0x${n.toString(16).padStart(64, '0')}`;
  return {
    id: hash,
    metadata: {
      operationType: o.op ?? 'receive',
      hash,
      minedAt: o.minedAt ?? new Date(Date.now() - n * 60_000).toISOString(),
      sentFrom: o.from ?? OTHER,
      sentTo: o.to ?? ME,
      status: o.status ?? 'confirmed',
      nonce: n,
      chain: o.chain ?? 'eip155:1',
    },
    transfers: o.transfers ?? [fungible('ETH', '0.5', 'in')],
  };
}

export const fungible = (symbol: string, numeric: string, direction: 'in' | 'out' | 'self') => ({
  fungible_info: { name: symbol === 'ETH' ? 'Ether' : `${symbol} Coin`, symbol, icon: { url: `${API}/public/getTokenImage/${symbol}` } },
  direction,
  quantity: { numeric },
  value: 1,
  price: 1,
});

export const nft = (name: string, spam = false, direction: 'in' | 'out' = 'in') => ({
  nft_info: { name, content: { preview: { url: 'https://nft.example/preview.png' } }, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
});

/** The scripted blockchain API: history by lower-case address, or a status to fail with. */
export interface FakeCloud {
  history: Record<string, unknown[]>;
  /** Answer every history read with this status (a failure), when set. */
  fail?: number | 'malformed';
  /** Items per page. */
  pageSize: number;
  /** Every request, in order. */
  calls: URL[];
  historyCalls(): URL[];
  /** The JSON-RPC calls made (token reads). */
  rpcCalls: Array<{ method: string; params: unknown }>;
  /** Held until released, when set: a history read that takes its time. */
  hold?: Promise<void>;
}

const erc20 = (symbol: string, decimals: number): Record<string, string> => {
  const hex = [...new TextEncoder().encode(symbol)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return {
    '0x95d89b41': `0x${(32).toString(16).padStart(64, '0')}${symbol.length.toString(16).padStart(64, '0')}${hex.padEnd(64, '0')}`,
    '0x313ce567': `0x${decimals.toString(16).padStart(64, '0')}`,
  };
};

export function fakeCloud(): FakeCloud {
  const cloud: FakeCloud = {
    history: {},
    pageSize: 20,
    calls: [],
    historyCalls: () => cloud.calls.filter((u) => u.pathname.endsWith('/history')),
    rpcCalls: [],
  };
  return cloud;
}

function cloudFetch(cloud: FakeCloud): typeof fetch {
  const token = erc20('USDC', 6);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    cloud.calls.push(url);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const history = /\/v1\/account\/([^/]+)\/history$/.exec(url.pathname);
    if (history) {
      if (cloud.hold) await cloud.hold;
      if (cloud.fail === 'malformed') return new Response('{"data":[{"id', { status: 200 });
      if (cloud.fail) return json(cloud.fail, { status: 'FAILED', message: 'scripted failure', reasons: [{ description: 'scripted failure' }] });
      const chain = url.searchParams.get('chainId');
      const all = (cloud.history[decodeURIComponent(history[1]!).toLowerCase()] ?? []).filter((i) => (i as { metadata: { chain: string } }).metadata.chain === chain);
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const end = offset + cloud.pageSize;
      return json(200, { data: all.slice(offset, end), next: end < all.length ? String(end) : null });
    }
    if (url.pathname === '/v1/') {
      type Call = { id: number; method: string; params: Array<{ data: string }> };
      const body = JSON.parse(String(init?.body)) as Call | Call[];
      const answer = (call: Call) => {
        cloud.rpcCalls.push({ method: call.method, params: call.params });
        return { jsonrpc: '2.0', id: call.id, result: call.method === 'eth_call' ? (token[call.params[0]!.data] ?? null) : null };
      };
      return json(200, Array.isArray(body) ? body.map(answer) : answer(body));
    }
    return json(200, {});
  }) as typeof fetch;
}

function wallet(id: string, namespace: 'eip155' | 'solana', address: string, chainId: number | string): ConnectorAdapter {
  return {
    info: { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespaces: [namespace], installed: true },
    connect: async () => ({ sessions: [{ namespace, accounts: [{ address }], chainId }] }),
    disconnect: async () => {},
    async request({ method }) {
      if (method === 'eth_chainId') return `0x${Number(chainId).toString(16)}`;
      if (method === 'eth_sendTransaction') return HASH;
      return null;
    },
    async switchNetwork() {},
  };
}

const evmNamespace = standInNamespace('eip155', { methods: { safe: ['eth_chainId', 'eth_accounts', 'eth_call'], unsafe: ['eth_sendTransaction'] }, addressError: (a) => getEip155AddressError(a) });

const solanaNamespace = standInNamespace('solana', { methods: { safe: ['getBalance'], unsafe: ['solana_signAndSendTransaction'] }, addressError: (a) => getSolanaAddressError(a) });

export interface MakeOptions extends Partial<KitOptions> {
  activity?: ActivityOptions;
  /** The remote `activity` feature (on by default). */
  remote?: boolean;
}

/**
 * A kit with `activity()`, stand-in eip155 and solana plugins (wallets 'dev.wallet' and
 * 'sol.wallet'), a project id and the scripted cloud as every endpoint (the config service says
 * whether `activity` is on).
 *
 * @example
 * const { kit, cloud } = makeActivityKit(); await kit.connect('dev.wallet');
 */
export function makeActivityKit({ activity: activityOptions, remote = true, ...extra }: MakeOptions = {}) {
  const cloud = fakeCloud();
  const history = cloudFetch(cloud);
  const fetchAll = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/appkit/v1/config')) {
      return new Response(JSON.stringify({ features: [{ id: 'activity', isEnabled: remote }] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return history(input, init);
  }) as typeof fetch;
  const evm = definePlugin({ id: 'eip155', kind: 'chain', namespaces: [evmNamespace], setup: (ctx) => void ctx.connectors.add(wallet('dev.wallet', 'eip155', ME, 1)) });
  const sol = definePlugin({ id: 'solana', kind: 'chain', namespaces: [solanaNamespace], setup: (ctx) => void ctx.connectors.add(wallet('sol.wallet', 'solana', SOL, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')) });
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, base, solanaMainnet],
    projectId: 'p1',
    fetch: fetchAll,
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    features: { analytics: false },
    isMobile: () => false,
    plugins: [evm, sol, activity(activityOptions)],
    ...extra,
  });
  return { kit, cloud };
}

/** Sends through the gate as the eip155 plugin would, and approves it (what the visitor does). */
export async function sendAndApprove(kit: Kit, tx: Record<string, string>): Promise<unknown> {
  const sent = kit.request({ namespace: 'eip155', method: 'eth_sendTransaction', params: [tx] });
  await until(() => kit.getState().requests.length > 0, 'the request at the gate');
  internals(kit).requests.approve(kit.getState().requests[0]!.id);
  return sent;
}
