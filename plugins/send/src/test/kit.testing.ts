// Test support (nothing in the package imports it): a kit with the send plugin beside stand-ins
// for the eip155 and solana chain plugins (their namespace adapters with the real asset reads
// through the scripted RPC, one wallet each, and a recording `assets.transfer` that queues a real
// request at the kit's gate), and a scripted blockchain API (balances, names, JSON-RPC).
import { defineNamespace, definePlugin, type AssetTransfer, type ConnectorAdapter, type ConnectorType, type Kit, type KitOptions, type NamespaceAssets, type NamespaceTools, type NetworkInput } from '@latchkey/kernel';
import { eip155Namespace, getEip155AddressError } from '@latchkey/eip155';
import { getSolanaAddressError, solanaNamespace as solanaAdapter } from '@latchkey/solana';
import { send } from '../index';
import type { SendOptions } from '../types';
import { ethereum, solanaMainnet, standInNamespace, testKit } from '@latchkey/test-harness/kit';
export { approveNext, until } from '@latchkey/test-harness/kit';
export { solanaMainnet };

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const EVM_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const SOL_2 = 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97';
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
export const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const API = 'https://api.example';
export const HASH = `0x${'ab'.repeat(32)}`;
export const SIGNATURE = '5'.repeat(88);

export const mainnet = ethereum;
export const base: NetworkInput = { id: 8453, chainNamespace: 'eip155', name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } } };
export const sepolia: NetworkInput = { id: 11155111, chainNamespace: 'eip155', name: 'Sepolia', testnet: true, nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://sepolia.example'] } } };

/** A balance row as the blockchain API answers it. */
export function row(chainId: string, symbol: string, numeric: string, extra: Record<string, unknown> = {}) {
  const decimals = symbol === 'ETH' ? '18' : symbol === 'SOL' ? '9' : '6';
  const price = symbol === 'ETH' ? 3000 : symbol === 'SOL' ? 150 : 1;
  return { name: symbol === 'ETH' ? 'Ether' : symbol === 'SOL' ? 'Solana' : `${symbol} Coin`, symbol, chainId, value: Number(numeric) * price, price, quantity: { decimals, numeric }, iconUrl: `${API}/public/getTokenImage/${symbol}`, ...extra };
}

/** The default holdings: 1.5 ETH, 1234.5678 USDC and 10 USDT on Ethereum; 2 SOL and 50 of an SPL token on Solana. */
export const HOLDINGS: Record<string, unknown[]> = {
  'eip155:1': [row('eip155:1', 'ETH', '1.5'), row('eip155:1', 'USDC', '1234.5678', { address: `eip155:1:${USDC}` }), row('eip155:1', 'USDT', '10', { address: `eip155:1:${USDT}` })],
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [row('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', '2'), row('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'USDC', '50', { address: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${MINT}` })],
};

type Reply = { status: number; body: unknown };

/** The scripted cloud: what it answers, and every call it got. */
export interface FakeCloud {
  /** Balance rows by chain id (all addresses), or a status code to answer with. */
  balances: Record<string, unknown[] | number>;
  /** Name records by full name. */
  names: Record<string, unknown>;
  /** Every request, in order. */
  calls: URL[];
  balanceCalls(): URL[];
  /** JSON-RPC results by method (the kit's RPC proxy). */
  rpc: Record<string, (params: unknown[]) => unknown>;
  /** Held until released, when set: a balance read that takes its time. */
  hold?: Promise<void>;
}

export function fakeCloud(): FakeCloud {
  const cloud: FakeCloud = {
    balances: { ...HOLDINGS },
    names: {},
    calls: [],
    balanceCalls: () => cloud.calls.filter((u) => u.pathname.endsWith('/balance')),
    rpc: {
      eth_getBalance: () => '0x14d1120d7b160000', // 1.5 ETH
      eth_gasPrice: () => '0x3b9aca00', // 1 gwei
      getBalance: () => ({ context: { slot: 1 }, value: 2_000_000_000 }),
      getMinimumBalanceForRentExemption: () => 890_880,
    },
  };
  return cloud;
}

function answer(cloud: FakeCloud, url: URL, body: unknown): Reply {
  const balance = /\/v1\/account\/([^/]+)\/balance$/.exec(url.pathname);
  if (balance) {
    const rows = cloud.balances[url.searchParams.get('chainId') ?? ''] ?? [];
    return typeof rows === 'number' ? { status: rows, body: { status: 'FAILED', message: 'scripted failure' } } : { status: 200, body: { balances: rows } };
  }
  const name = /\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname);
  if (name) {
    const record = cloud.names[decodeURIComponent(name[1]!)];
    if (typeof record === 'number') return { status: record, body: { status: 'FAILED', message: 'scripted failure' } };
    return record ? { status: 200, body: record } : { status: 404, body: { status: 'FAILED', message: 'not registered' } };
  }
  // The RPC proxy, or (without a project id) a network's own RPC URL.
  if ((url.pathname === '/v1/' || url.pathname === '/') && body && typeof body === 'object') {
    const call = body as { id: number; method: string; params?: unknown[] };
    const handler = cloud.rpc[call.method];
    return { status: 200, body: handler ? { jsonrpc: '2.0', id: call.id, result: handler(call.params ?? []) } : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } } };
  }
  return { status: 200, body: {} };
}

function cloudFetch(cloud: FakeCloud): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    cloud.calls.push(url);
    if (cloud.hold && url.pathname.endsWith('/balance')) await cloud.hold;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = Array.isArray(body) ? { status: 200, body: body.map((b) => answer(cloud, url, b).body) } : answer(cloud, url, body);
    const text = JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

/** What a stand-in's `assets.transfer` was asked to send: base units, and the token's address and decimals. */
export interface Sent {
  namespace: string;
  to: string;
  amount: bigint;
  token?: string;
  decimals?: number;
}

/**
 * A recording `assets.transfer`: notes the transfer, queues `method` at the kit's gate (through
 * `tools.request`, as a chain plugin does) and answers with `id`.
 */
export function recordingTransfer(sent: Sent[], method: string, params: (t: AssetTransfer) => unknown, id: string): NonNullable<NamespaceAssets['transfer']> {
  return async (t: AssetTransfer, tools: NamespaceTools) => {
    sent.push({ namespace: t.network.chainNamespace, to: t.to, amount: t.amount, ...(t.token ? { token: t.token.address, decimals: t.token.decimals } : {}) });
    await tools.request({ method, params: params(t) });
    return { id };
  };
}

/** Scripted answers of the embedded wallet (an AUTH connector) to `wallet_getCapabilities` and `wallet_getAssets`. */
export interface WalletScript {
  capabilities?: unknown;
  assets?: unknown;
  requests: Array<{ method: string; params: unknown }>;
}

function wallet(id: string, type: ConnectorType, namespace: 'eip155' | 'solana', address: string, chainId: number | string, script: WalletScript): ConnectorAdapter {
  return {
    info: { id, name: id === 'auth' ? 'Email wallet' : `Wallet ${id}`, type, namespaces: [namespace], installed: true },
    connect: async () => ({ sessions: [{ namespace, accounts: [{ address }], chainId }] }),
    disconnect: async () => {},
    async request({ method, params }) {
      script.requests.push({ method, params });
      if (method === 'eth_chainId') return `0x${Number(chainId).toString(16)}`;
      if (method === 'wallet_getCapabilities') return script.capabilities ?? {};
      if (method === 'wallet_getAssets') return script.assets ?? {};
      if (method === 'eth_sendTransaction') return HASH;
      if (method === 'solana_signAndSendTransaction') return { signature: SIGNATURE };
      return null;
    },
    async switchNetwork() {},
  };
}

const evmNamespace = (sent: Sent[]) => defineNamespace({
  namespace: 'eip155',
  bareNetworks: true,
  chainReference: (id) => {
    const raw = String(id).replace(/^eip155:/, '');
    return /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : /^\d+$/.test(raw) ? raw : undefined;
  },
  networkId: (ref) => Number(ref),
  accountTypes: ['eoa'],
  methods: { safe: ['eth_chainId', 'eth_accounts', 'wallet_getCapabilities', 'wallet_getAssets'], unsafe: ['eth_sendTransaction'] },
  addressError: (a) => getEip155AddressError(a),
  // What the eip155 plugin reads over RPC (it reads local testnets too).
  getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
  // The eip155 plugin's own reads (through the scripted RPC); transfers recorded.
  assets: { ...eip155Namespace.assets!, transfer: recordingTransfer(sent, 'eth_sendTransaction', (t) => [{ to: t.token?.address ?? t.to }], HASH) },
});

const solanaNamespace = (sent: Sent[]) =>
  standInNamespace('solana', {
    methods: { safe: ['getBalance'], unsafe: ['solana_signAndSendTransaction'] },
    addressError: (a) => getSolanaAddressError(a),
    getBalance: async () => ({ balance: '2', symbol: 'SOL' }),
    assets: { ...solanaAdapter.assets!, transfer: recordingTransfer(sent, 'solana_signAndSendTransaction', (t) => ({ transaction: 'AA==', to: t.to }), SIGNATURE) },
  });

export interface MakeOptions extends Partial<KitOptions> {
  /** The kind of the EVM wallet (AUTH: the embedded wallet). */
  connectorType?: ConnectorType;
  send?: SendOptions;
  /** The EVM wallet's chain at connect. */
  chainId?: number;
}

/**
 * A kit with `send()`, stand-in eip155 and solana plugins (wallets 'dev.wallet' and 'sol.wallet'),
 * a project id and the scripted cloud as every endpoint.
 *
 * @example
 * const { kit, cloud, sent } = makeSendKit(); await kit.connect('dev.wallet');
 */
export function makeSendKit({ connectorType = 'ANNOUNCED', send: sendOptions, chainId = 1, ...extra }: MakeOptions = {}) {
  const cloud = fakeCloud();
  const sent: Sent[] = [];
  const script: WalletScript = { requests: [] };
  const evm = definePlugin({
    id: 'eip155',
    kind: 'chain',
    namespaces: [evmNamespace(sent)],
    setup(ctx) {
      ctx.connectors.add(wallet(connectorType === 'AUTH' ? 'auth' : 'dev.wallet', connectorType, 'eip155', EVM, chainId, script));
    },
  });
  const sol = definePlugin({
    id: 'solana',
    kind: 'chain',
    namespaces: [solanaNamespace(sent)],
    setup(ctx) {
      ctx.connectors.add(wallet('sol.wallet', 'ANNOUNCED', 'solana', SOL, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', script));
    },
  });
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, base, sepolia, solanaMainnet],
    projectId: 'p1',
    fetch: cloudFetch(cloud),
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    isMobile: () => false,
    plugins: [evm, sol, send(sendOptions)],
    ...extra,
  });
  return { kit, cloud, sent, script };
}
