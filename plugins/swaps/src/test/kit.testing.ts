// Test support (nothing in the package imports it): a kit with the swaps plugin beside stand-in
// eip155 and solana plugins (namespace adapters, one wallet each; the eip155 one answers
// `waitForReceipt`), and a scripted cloud that is also a small chain: the swap API (tokens,
// quotes, allowance, build-approve, build-transaction, gas price, prices) and the JSON-RPC reads
// (eth_getBalance, balanceOf) over balances that the wallet's transactions really change.
import { defineNamespace, definePlugin, type ConnectorAdapter, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { eip155Namespace, getEip155AddressError } from '@latchkey/eip155';
import { swaps } from '../index';
import type { SwapsOptions } from '../types';
import { solanaMainnet, standInNamespace, testKit } from '@latchkey/test-harness/kit';
export { approveNext, rejectNext, until } from '@latchkey/test-harness/kit';
export { solanaMainnet };

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const API = 'https://api.example';
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
export const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
export const SWAP_CONTRACT = '0x5ca1ab1e00000000000000000000000000005a9f';
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** Gas every transaction of the stand-in chain uses, and its price (1 gwei). */
export const GAS_USED = 50_000n;
export const GAS_PRICE = 1_000_000_000n;

const evmNet = (id: number, name: string, testnet = false): NetworkInput => ({
  id,
  name,
  testnet,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://${id}.example`] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
});
export const mainnet = evmNet(1, 'Ethereum');
export const base = evmNet(8453, 'Base');
export const local = evmNet(31337, 'Local chain');
export const sepolia = evmNet(11155111, 'Sepolia', true);

const PRICES: Record<string, number> = { ETH: 3000, USDC: 1, USDT: 1, DAI: 1 };
const DECIMALS: Record<string, number> = { [NATIVE]: 18, [USDC.toLowerCase()]: 6, [USDT.toLowerCase()]: 6, [DAI.toLowerCase()]: 18 };
const SYMBOLS: Record<string, string> = { [NATIVE]: 'ETH', [USDC.toLowerCase()]: 'USDC', [USDT.toLowerCase()]: 'USDT', [DAI.toLowerCase()]: 'DAI' };

/** The tokens route's rows for a chain (plus rows the plugin must drop: 0 decimals, another chain, a repeat). */
export function tokenRows(chainId: number): unknown[] {
  const c = `eip155:${chainId}`;
  return [
    { name: 'Ether', symbol: 'ETH', address: `${c}:${NATIVE}`, decimals: 18, logoUri: `${API}/public/getTokenImage/ETH` },
    { name: 'USD Coin', symbol: 'USDC', address: `${c}:${USDC}`, decimals: 6, logoUri: `${API}/public/getTokenImage/USDC` },
    { name: 'Tether USD', symbol: 'USDT', address: `${c}:${USDT}`, decimals: 6, logoUri: 'javascript:alert(1)' },
    { name: 'Dai Stablecoin\u202e', symbol: 'DAI', address: `${c}:${DAI}`, decimals: 18, logoUri: null },
    { name: 'No Decimals', symbol: 'ZERO', address: `${c}:0x${'1'.repeat(40)}`, decimals: 0 },
    { name: 'Elsewhere', symbol: 'ELSE', address: `eip155:999:0x${'2'.repeat(40)}`, decimals: 18 },
    { name: 'USD Coin again', symbol: 'USDC', address: `${c}:${USDC.toLowerCase()}`, decimals: 6 },
  ];
}

type Reply = { status: number; body: unknown };

/** A swap the API built, applied when the wallet sends its data. */
interface Built {
  from: string;
  to: string;
  amount: bigint;
  minOut: bigint;
}

/** The scripted cloud and chain: what it answers, what it holds, every call it got. */
export interface FakeCloud {
  /** The remote `swaps` feature: its provider list, or false (off). */
  swaps: string[] | false;
  /** Balances by lower-case token address (NATIVE for the coin), then owner (lower case). */
  balances: Map<string, Map<string, bigint>>;
  /** Allowances given to the swap contract, by token then owner. */
  allowances: Map<string, Map<string, bigint>>;
  /** Replaces a route's answer (by path, e.g. '/v1/convert/quotes'). */
  override: Record<string, (url: URL, body: unknown) => Reply | undefined>;
  /** Multiplies every swap's output when it runs (below 1: the price moved since the quote). */
  executionFactor: number;
  /** Receipts by hash. */
  receipts: Map<string, { status: 'success' | 'reverted'; gasUsed: bigint; effectiveGasPrice: bigint }>;
  calls: Array<{ url: URL; body: unknown }>;
  paths(): string[];
  /** Held until released, when set: quotes that take their time. */
  hold?: Promise<void>;
  built: Map<string, Built>;
}

/** 0.3 % fee, fixed USD prices: what `amount` of `from` buys of `to`, in base units. */
export function quoteOf(from: string, to: string, amount: bigint, factor = 1): bigint {
  const fp = BigInt(Math.round(PRICES[SYMBOLS[from]!]! * 1e6));
  const tp = BigInt(Math.round(PRICES[SYMBOLS[to]!]! * 1e6));
  const out = (amount * fp * 10n ** BigInt(DECIMALS[to]!)) / (tp * 10n ** BigInt(DECIMALS[from]!));
  const fee = (out * 9_970n) / 10_000n;
  return factor === 1 ? fee : (fee * BigInt(Math.round(factor * 1e6))) / 1_000_000n;
}

export function fakeCloud(): FakeCloud {
  const owner = EVM.toLowerCase();
  const cloud: FakeCloud = {
    swaps: ['1inch'],
    balances: new Map([
      [NATIVE, new Map([[owner, 2n * 10n ** 18n]])],
      [USDC.toLowerCase(), new Map([[owner, 1_000n * 10n ** 6n]])],
      [USDT.toLowerCase(), new Map([[owner, 0n]])],
    ]),
    allowances: new Map(),
    override: {},
    executionFactor: 1,
    receipts: new Map(),
    calls: [],
    paths: () => cloud.calls.map((c) => c.url.pathname),
    built: new Map(),
  };
  return cloud;
}

export const balanceOf = (cloud: FakeCloud, token: string, who = EVM): bigint => cloud.balances.get(token.toLowerCase())?.get(who.toLowerCase()) ?? 0n;
const setBalance = (cloud: FakeCloud, token: string, who: string, value: bigint) => {
  const map = cloud.balances.get(token.toLowerCase()) ?? new Map<string, bigint>();
  map.set(who.toLowerCase(), value);
  cloud.balances.set(token.toLowerCase(), map);
};
const allowanceOf = (cloud: FakeCloud, token: string, who: string): bigint => cloud.allowances.get(token.toLowerCase())?.get(who.toLowerCase()) ?? 0n;

const parseToken = (id: string | null): string | undefined => (id && /^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(id) ? id.split(':')[2]!.toLowerCase() : undefined);
const fail = (status: number, message: string): Reply => ({ status, body: { message } });

function answer(cloud: FakeCloud, url: URL, body: unknown): Reply {
  const scripted = cloud.override[url.pathname]?.(url, body);
  if (scripted) return scripted;
  const q = url.searchParams;
  // The networks' own RPC URLs answer JSON-RPC too (the kit may read through them or the proxy).
  const path = url.origin === API ? url.pathname : '/v1/';
  switch (path) {
    case '/appkit/v1/config':
      return { status: 200, body: { features: [{ id: 'swaps', isEnabled: cloud.swaps !== false, config: cloud.swaps || null }, { id: 'email', isEnabled: false, config: null }, { id: 'socials', isEnabled: false, config: null }] } };
    case '/v1/convert/tokens':
      return { status: 200, body: { tokens: tokenRows(Number((q.get('chainId') ?? '').split(':')[1])) } };
    case '/v1/convert/quotes': {
      const from = parseToken(q.get('from'));
      const to = parseToken(q.get('to'));
      const amount = q.get('amount') ?? '';
      if (!from || !to || !/^[1-9]\d*$/.test(amount) || !SYMBOLS[from] || !SYMBOLS[to]) return fail(400, 'Token not supported for swaps on this chain');
      return { status: 200, body: { quotes: [{ id: null, fromAmount: amount, fromAccount: q.get('userAddress'), toAmount: quoteOf(from, to, BigInt(amount)).toString(), toAccount: q.get('userAddress') }] } };
    }
    case '/v1/convert/allowance': {
      const token = parseToken(q.get('tokenAddress'));
      if (!token) return fail(400, 'tokenAddress must be a CAIP-10 token address');
      return { status: 200, body: { allowance: token === NATIVE ? (2n ** 255n).toString() : allowanceOf(cloud, token, q.get('userAddress') ?? '').toString() } };
    }
    case '/v1/convert/build-approve': {
      const token = parseToken(q.get('from'));
      const amount = BigInt(q.get('amount') ?? '0');
      const data = `0x095ea7b3${SWAP_CONTRACT.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`;
      return { status: 200, body: { tx: { from: q.get('userAddress'), to: token, data, value: '0', eip155: { gasPrice: GAS_PRICE.toString() } } } };
    }
    case '/v1/convert/build-transaction': {
      const b = body as { userAddress: string; amount: string; from: string; to: string; eip155: { slippage: string } };
      const from = parseToken(b.from)!;
      const to = parseToken(b.to)!;
      const amount = BigInt(b.amount);
      const quoted = quoteOf(from, to, amount);
      const minOut = (quoted * BigInt(100 - Number(b.eip155.slippage))) / 100n;
      const data = `0x5a5a${(cloud.built.size + 1).toString(16).padStart(8, '0')}`;
      cloud.built.set(data, { from, to, amount, minOut });
      return { status: 200, body: { tx: { from: b.userAddress, to: SWAP_CONTRACT, data, amount: from === NATIVE ? amount.toString() : '0', eip155: { gas: GAS_USED.toString(), gasPrice: GAS_PRICE.toString() } } } };
    }
    case '/v1/convert/gas-price':
      return { status: 200, body: { standard: GAS_PRICE.toString(), fast: (2n * GAS_PRICE).toString(), instant: (3n * GAS_PRICE).toString() } };
    case '/v1/fungible/price': {
      const addresses = (body as { addresses: string[] }).addresses;
      return { status: 200, body: { fungibles: addresses.map((a) => SYMBOLS[parseToken(a) ?? '']).filter(Boolean).map((symbol) => ({ name: symbol, symbol, iconUrl: null, price: PRICES[symbol!] })) } };
    }
    case '/v1/': {
      const call = body as { id: number; method: string; params: unknown[] };
      const result = rpc(cloud, call.method, call.params);
      return { status: 200, body: result === undefined ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } } : { jsonrpc: '2.0', id: call.id, result } };
    }
  }
  return fail(404, 'not found');
}

const hex = (v: bigint) => `0x${v.toString(16)}`;

function rpc(cloud: FakeCloud, method: string, params: unknown[]): unknown {
  if (method === 'eth_getBalance') return hex(balanceOf(cloud, NATIVE, String(params[0])));
  if (method === 'eth_gasPrice') return hex(GAS_PRICE);
  // The fake chain's contracts: the swap router and the tokens have code, accounts none.
  if (method === 'eth_getCode') return [SWAP_CONTRACT, USDC, USDT, DAI].some((a) => a.toLowerCase() === String(params[0]).toLowerCase()) ? '0x6080604052' : '0x';
  if (method === 'eth_call') {
    const { to, data } = params[0] as { to: string; data: string };
    if (data.startsWith('0x70a08231')) return `0x${balanceOf(cloud, to, `0x${data.slice(-40)}`).toString(16).padStart(64, '0')}`;
  }
  return undefined;
}

function cloudFetch(cloud: FakeCloud): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    cloud.calls.push({ url, body });
    if (cloud.hold && url.pathname === '/v1/convert/quotes') await cloud.hold;
    const reply = Array.isArray(body) ? { status: 200, body: body.map((b) => answer(cloud, url, b).body) } : answer(cloud, url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

/** What the stand-in wallet does with eth_sendTransaction: apply it to the fake chain. */
export interface WalletScript {
  sent: Array<Record<string, string>>;
  /** Decline the next transactions (a 4001 from the wallet). */
  reject: boolean;
}

function applyTransaction(cloud: FakeCloud, tx: Record<string, string>): 'success' | 'reverted' {
  const from = tx.from!.toLowerCase();
  const to = tx.to!.toLowerCase();
  const value = BigInt(tx.value ?? '0x0');
  const fee = GAS_USED * GAS_PRICE;
  const nativeBalance = balanceOf(cloud, NATIVE, from);
  if (nativeBalance < fee + value) return 'reverted';
  setBalance(cloud, NATIVE, from, nativeBalance - fee);
  if (tx.data?.startsWith('0x095ea7b3')) {
    const map = cloud.allowances.get(to) ?? new Map<string, bigint>();
    map.set(from, BigInt(`0x${tx.data.slice(-64)}`));
    cloud.allowances.set(to, map);
    return 'success';
  }
  const built = to === SWAP_CONTRACT ? cloud.built.get(tx.data ?? '') : undefined;
  if (!built) return 'reverted';
  if (built.from === NATIVE ? value !== built.amount : value !== 0n) return 'reverted';
  if (built.from !== NATIVE && (allowanceOf(cloud, built.from, from) < built.amount || balanceOf(cloud, built.from, from) < built.amount)) return 'reverted';
  const out = quoteOf(built.from, built.to, built.amount, cloud.executionFactor);
  if (out < built.minOut) return 'reverted';
  setBalance(cloud, built.from, from, balanceOf(cloud, built.from, from) - built.amount);
  if (built.from !== NATIVE) cloud.allowances.get(built.from)!.set(from, allowanceOf(cloud, built.from, from) - built.amount);
  setBalance(cloud, built.to, from, balanceOf(cloud, built.to, from) + out);
  return 'success';
}

function evmWallet(cloud: FakeCloud, script: WalletScript): ConnectorAdapter {
  return {
    info: { id: 'evm.wallet', name: 'Wallet evm', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true },
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: EVM }], chainId: 1 }] }),
    disconnect: async () => {},
    async request({ method, params }) {
      if (method === 'eth_chainId') return '0x1';
      if (method === 'eth_sendTransaction') {
        if (script.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        const tx = (params as Array<Record<string, string>>)[0]!;
        script.sent.push(tx);
        const hash = `0x${(cloud.receipts.size + 1).toString(16).padStart(64, '0')}`;
        // Mined a moment later, as a chain would.
        const status = applyTransaction(cloud, tx);
        setTimeout(() => cloud.receipts.set(hash, { status, gasUsed: GAS_USED, effectiveGasPrice: GAS_PRICE }), 5);
        return hash;
      }
      return null;
    },
    async switchNetwork() {},
  };
}

const evmNamespace = defineNamespace({
  namespace: 'eip155',
  bareNetworks: true,
  chainReference: (id) => {
    const raw = String(id).replace(/^eip155:/, '');
    return /^\d+$/.test(raw) ? raw : undefined;
  },
  networkId: (ref) => Number(ref),
  accountTypes: ['eoa'],
  methods: { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['eth_sendTransaction'] },
  addressError: (a) => getEip155AddressError(a),
  // What EVM wallets' refusals mean (EIP-1193's 4001): the eip155 plugin's own mapping.
  toKitError: eip155Namespace.toKitError,
});

const solanaNamespace = standInNamespace('solana', { addressError: () => undefined });

export interface MakeOptions extends Partial<KitOptions> {
  swaps?: SwapsOptions;
  cloud?: FakeCloud;
}

/**
 * A kit with `swaps()`, stand-in eip155 (wallet 'evm.wallet' on Ethereum) and solana ('sol.wallet')
 * plugins, a project id and the scripted cloud as every endpoint.
 *
 * @example
 * const { kit, cloud } = makeSwapsKit(); await kit.ready; await kit.connect('evm.wallet');
 */
export function makeSwapsKit({ swaps: swapsOptions, cloud = fakeCloud(), ...extra }: MakeOptions = {}) {
  const script: WalletScript = { sent: [], reject: false };
  const evm = definePlugin({
    id: 'eip155',
    kind: 'chain',
    namespaces: [evmNamespace],
    setup(ctx) {
      ctx.connectors.add(evmWallet(cloud, script));
      return {
        api: {
          async waitForReceipt(hash: string) {
            for (let i = 0; i < 400; i++) {
              const receipt = cloud.receipts.get(hash);
              if (receipt) return receipt;
              await new Promise((r) => setTimeout(r, 5));
            }
            throw new Error(`no receipt for ${hash}`);
          },
        },
      };
    },
  });
  const sol = definePlugin({
    id: 'solana',
    kind: 'chain',
    namespaces: [solanaNamespace],
    setup(ctx) {
      ctx.connectors.add({
        info: { id: 'sol.wallet', name: 'Wallet sol', type: 'ANNOUNCED', namespaces: ['solana'], installed: true },
        connect: async () => ({ sessions: [{ namespace: 'solana', accounts: [{ address: SOL }], chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }] }),
        disconnect: async () => {},
        request: async () => null,
        async switchNetwork() {},
      });
    },
  });
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, base, local, sepolia, solanaMainnet],
    projectId: 'p1',
    fetch: cloudFetch(cloud),
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    isMobile: () => false,
    // Not a restricted region (SPEC §9), whatever the machine's zone.
    timeZone: 'Europe/Paris',
    features: { analytics: false },
    plugins: [evm, sol, swaps(swapsOptions)],
    ...extra,
  });
  return { kit, cloud, script };
}
