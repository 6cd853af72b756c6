// Test fixtures shared by every package's tests (through `@latchkey/test-harness/kit`; index.ts). Not exported from the kernel.
import { definePlugin } from '../plugins/definePlugin';
import { defineNamespace, type NamespaceAdapter } from '../plugins/namespace';
import type { ConnectorAdapter, ConnectorEvents, ConnectResult } from '../plugins/types';
import type { KitOptions } from '../plugins/types';
import { createMemoryStorage } from '../storage/storage';
import type { NetworkInput } from '../types/chain';
import { UserRejectedError } from '../errors';

export const mainnet: NetworkInput = {
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.example' } },
};
export const base: NetworkInput = { ...mainnet, id: 8453, name: 'Base', rpcUrls: { default: { http: ['https://base.example'] } } };
export const solanaMainnet: NetworkInput = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
};

export const metadata = { name: 'Test dapp', description: 'A test dapp', url: 'https://dapp.example', icons: [] };

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ADDRESS_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** The kernel's in-memory storage (one implementation for the kit and every test). */
export const memoryBackend = createMemoryStorage;

export interface FakeWallet {
  adapter: ConnectorAdapter;
  events: ConnectorEvents | undefined;
  calls: Array<{ method: string; params?: unknown }>;
  /** What connect/reconnect resolve with; set `reject` to make them fail. */
  state: { accounts: string[]; chainId: number | string; authorized: boolean; reject?: unknown; switchReject?: unknown; never?: boolean };
}

/** A scripted EIP-1193-ish wallet behind a ConnectorAdapter. */
export function fakeWallet(id = 'dev.wallet', overrides: Partial<ConnectorAdapter> = {}, namespace: 'eip155' | 'solana' = 'eip155'): FakeWallet {
  const w: FakeWallet = {
    events: undefined,
    calls: [],
    state: { accounts: [ADDRESS], chainId: 1, authorized: false },
    adapter: undefined as never,
  };
  const result = (): ConnectResult => ({ sessions: [{ namespace, accounts: w.state.accounts.map((address) => ({ address, type: 'eoa' as const })), chainId: w.state.chainId }] });
  const hang = () => new Promise<never>(() => {});
  w.adapter = {
    info: { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespaces: [namespace], info: { rdns: id }, imageUrl: 'data:image/svg+xml,<svg/>' },
    async connect() {
      w.calls.push({ method: 'connect' });
      if (w.state.never) return hang();
      if (w.state.reject) throw w.state.reject;
      w.state.authorized = true;
      return result();
    },
    async reconnect() {
      w.calls.push({ method: 'reconnect' });
      return w.state.authorized ? result() : null;
    },
    async disconnect() {
      w.calls.push({ method: 'disconnect' });
      if (w.state.never) return hang();
      w.state.authorized = false;
    },
    async switchNetwork({ network }) {
      w.calls.push({ method: 'switchNetwork', params: network.caipNetworkId });
      if (w.state.switchReject) throw w.state.switchReject;
      w.state.chainId = network.id;
    },
    async request(args) {
      w.calls.push(args);
      if (args.method === 'eth_chainId') return `0x${Number(w.state.chainId).toString(16)}`;
      if (args.method === 'personal_sign') return '0x' + 'ab'.repeat(65);
      return null;
    },
    async signMessage({ message }) {
      w.calls.push({ method: 'signMessage', params: message });
      if (w.state.reject) throw w.state.reject;
      return '0x' + 'cd'.repeat(65);
    },
    subscribe(events) {
      w.events = events;
      return () => {
        w.events = undefined;
      };
    },
    ...overrides,
  };
  return w;
}

/** A chain plugin that adds the given fake wallets. */
export function walletsPlugin(wallets: FakeWallet[], id = 'fake-chain', namespace: 'eip155' | 'solana' = 'eip155', balance?: NamespaceAdapter['getBalance']) {
  return definePlugin({
    id,
    kind: 'chain',
    namespaces: [testNamespace(namespace, balance)],
    setup(ctx) {
      for (const w of wallets) ctx.connectors.add(w.adapter);
    },
  });
}

/**
 * A namespace adapter for kernel tests: numeric or CAIP chain ids, '/address/' explorer pages,
 * a few EVM-like methods (personal_sign and eth_sendTransaction unsafe, eth_sign refused) and a
 * scripted balance. The real ones live in the chain plugins.
 */
export function testNamespace(namespace: 'eip155' | 'solana' = 'eip155', balance: NamespaceAdapter['getBalance'] = async () => ({ balance: '1.234', symbol: 'ETH' })): NamespaceAdapter {
  return defineNamespace({
    namespace,
    chainReference(chainId) {
      const raw = String(chainId).startsWith(`${namespace}:`) ? String(chainId).slice(namespace.length + 1) : String(chainId);
      return /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : raw || undefined;
    },
    networkId: (ref) => (/^\d+$/.test(ref) ? Number(ref) : ref),
    addressExplorerUrl: (network, address) => (network.blockExplorers ? `${network.blockExplorers.default.url.replace(/\/+$/, '')}/address/${address}` : undefined),
    bareNetworks: namespace === 'eip155',
    accountTypes: namespace === 'eip155' ? ['smartAccount', 'eoa'] : ['eoa'],
    methods: {
      safe: ['eth_chainId', 'eth_accounts', 'eth_getBalance', 'eth_blockNumber', 'eth_call', 'wallet_getCapabilities'],
      unsafe: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signMessage'],
      refused: ['eth_sign'],
    },
    addressError: (address) => (typeof address === 'string' && address.length > 0 ? undefined : 'Expected an address'),
    getBalance: balance,
    // As the eip155 plugin does: EIP-1193's 4001 is the visitor saying no (the kernel knows no code).
    toKitError: (error) => {
      const code = (error as { code?: unknown } | null | undefined)?.code;
      return namespace === 'eip155' && (code === 4001 || code === 'ACTION_REJECTED') ? new UserRejectedError(undefined, { cause: error }) : undefined;
    },
  });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type Responder = (req: RecordedRequest) => Response | Promise<Response> | undefined;

/** A fetch double that records every request and answers by path; unknown paths get 404. */
export function recordingFetch(routes: Record<string, Responder | unknown> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const req: RecordedRequest = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(req);
    const route = routes[url.pathname];
    if (route === undefined) return new Response('{"message":"not found"}', { status: 404 });
    if (typeof route === 'function') return (await (route as Responder)(req)) ?? new Response('null');
    return Response.json(route);
  }) as typeof fetch;
  return { fetch: fetchFn, requests };
}

export function baseOptions(extra: Partial<KitOptions> = {}): KitOptions {
  return { metadata, networks: [mainnet, base], storage: memoryBackend(), logger: quietLogger(), ...extra };
}

export function quietLogger() {
  const lines: Array<{ level: string; args: unknown[] }> = [];
  const log = (level: string) => (...args: unknown[]) => void lines.push({ level, args });
  return { warn: log('warn'), error: log('error'), info: log('info'), debug: log('debug'), lines };
}

/** Lets queued microtasks and promise chains run. */
export const flush = () => new Promise((r) => setTimeout(r, 0));

/** A promise and its resolve / reject, to answer a wallet call when a test says so. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
