// Test support (nothing in the package imports it): a kit with the names plugin beside a stand-in
// for the eip155 chain plugin (its namespace adapter, a wallet that answers personal_sign, and the
// `signMessage` API that queues a real request at the kit's gate) and a scripted names API.
import { configure } from '@testing-library/react';
import { definePlugin, type ConnectorAdapter, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { getEip155AddressError } from '@latchkey/eip155';
import { names } from '../index';
import type { NamesOptions } from '../types';
import { standInNamespace, testKit } from '@latchkey/test-harness/kit';
export { approveNext, until } from '@latchkey/test-harness/kit';

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

export const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const API = 'https://api.example';
export const SIGNATURE = `0x${'ab'.repeat(65)}`;

export const mainnet: NetworkInput = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } };
export const base: NetworkInput = { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } } };

/** A name record as the API answers it. */
export const record = (name: string, address = ME, o: { coinType?: string; updated?: number; attributes?: Record<string, string> } = {}) => ({
  name,
  registered: 1_700_000_000,
  updated: o.updated ?? 1_700_000_000,
  addresses: { [o.coinType ?? '60']: { address, created: '1700000000' } },
  attributes: o.attributes ?? {},
});

type Route = 'lookup' | 'suggestions' | 'reverse' | 'register';

/** The scripted names API. */
export interface FakeNames {
  /** Records by full name. */
  names: Record<string, ReturnType<typeof record>>;
  /** A failure per route: an HTTP status (with `reason` as the body's first reason, when given), or a malformed body. */
  fail: Partial<Record<Route, { status: number; reason?: string } | 'malformed' | 'hang'>>;
  calls: Array<{ route: Route; url: URL; body?: unknown }>;
  of(route: Route): Array<{ url: URL; body?: unknown }>;
}

function cloudFetch(cloud: FakeNames): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const path = url.pathname;
    const route: Route | undefined = /^\/v1\/profile\/account\/[^/]+$/.test(path)
      ? 'lookup'
      : path.startsWith('/v1/profile/suggestions/')
        ? 'suggestions'
        : path.startsWith('/v1/profile/reverse/')
          ? 'reverse'
          : path === '/v1/profile/account' && init?.method === 'POST'
            ? 'register'
            : undefined;
    if (!route) return json(200, {});
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    cloud.calls.push({ route, url, body });
    const fault = cloud.fail[route];
    if (fault === 'hang') return new Promise<Response>(() => {});
    if (fault === 'malformed') return new Response('{"name":', { status: 200 });
    // As the harness's cloud double answers: the reason as `message` and as the first of `reasons`.
    if (fault) return json(fault.status, { status: 'FAILED', ...(fault.reason ? { message: fault.reason, reasons: [{ description: fault.reason }] } : {}) });
    const last = decodeURIComponent(path.split('/').pop()!);
    switch (route) {
      case 'lookup':
        return cloud.names[last] ? json(200, cloud.names[last]) : json(404, { status: 'FAILED', reasons: [{ description: `Name ${last} is not registered` }] });
      case 'suggestions':
        return json(200, { suggestions: [last, `${last}-1`, `the-${last}`].map((l) => ({ name: `${l}.reown.id`, registered: Boolean(cloud.names[`${l}.reown.id`]) })) });
      case 'reverse':
        return json(200, Object.values(cloud.names).filter((r) => Object.values(r.addresses).some((a) => a.address.toLowerCase() === last.toLowerCase())));
      case 'register': {
        const message = JSON.parse(String(body!.message)) as { name: string };
        const created = record(message.name, String(body!.address), { coinType: String(body!.coinType), updated: 1_800_000_000 });
        cloud.names[message.name] = created;
        return json(200, created);
      }
    }
  }) as typeof fetch;
}

/** What the wallet was asked to sign. */
export interface WalletLog {
  signed: Array<{ message: string; address: string }>;
}

function wallet(log: WalletLog, chainId: number): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true },
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: ME }], chainId }] }),
    disconnect: async () => {},
    async request({ method, params }) {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'personal_sign') {
        const [hex, address] = params as [string, string];
        log.signed.push({ message: new TextDecoder().decode(Uint8Array.from((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)))), address });
        return SIGNATURE;
      }
      return null;
    },
    async switchNetwork() {},
  };
}

const evmNamespace = standInNamespace('eip155', { methods: { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['personal_sign'] }, addressError: (a) => getEip155AddressError(a) });

export interface MakeOptions extends Partial<KitOptions> {
  names?: NamesOptions;
  /** The chain the wallet is on when it connects. */
  chainId?: number;
}

/**
 * A kit with `names()`, a stand-in eip155 plugin (wallet 'dev.wallet', `signMessage` through the
 * gate) and the scripted names API as the blockchain API.
 *
 * @example
 * const { kit, cloud } = makeNamesKit(); await kit.connect('dev.wallet');
 */
export function makeNamesKit({ names: namesOptions, chainId = 1, ...extra }: MakeOptions = {}) {
  const cloud: FakeNames = { names: {}, fail: {}, calls: [], of: (route) => cloud.calls.filter((c) => c.route === route) };
  const log: WalletLog = { signed: [] };
  const evm = definePlugin({
    id: 'eip155',
    kind: 'chain',
    namespaces: [evmNamespace],
    setup(ctx) {
      ctx.connectors.add(wallet(log, chainId));
      const hex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      return {
        api: {
          signMessage: (message: string) => ctx.kit.request<string>({ namespace: 'eip155', method: 'personal_sign', params: [hex(message), ctx.kit.getState().chains.eip155?.account.address] }),
        },
      };
    },
  });
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, base],
    projectId: 'p1',
    fetch: cloudFetch(cloud),
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    features: { analytics: false },
    basic: true,
    isMobile: () => false,
    plugins: [evm, names(namesOptions)],
    ...extra,
  });
  return { kit, cloud, log };
}
