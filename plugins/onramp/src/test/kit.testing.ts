// Test support (nothing in the package imports it): a kit with the onramp plugin beside stand-in
// chain plugins (eip155, solana and polkadot namespace adapters with one wallet each) and a
// scripted cloud (the remote config with its `onramp` list, the onramp options and quotes).
import { definePlugin, type ChainNamespace, type ConnectorAdapter, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { onramp } from '../index';
import type { OnrampOptions } from '../types';
import { solanaMainnet, standInNamespace, testKit } from '@latchkey/test-harness/kit';
export { until } from '@latchkey/test-harness/kit';
export { solanaMainnet };

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const DOT = '5GrwvaEF5zDGzUDojPB5GP4YMY5Bnk7Cd3HswG1ssqNU8vte';
export const API = 'https://api.example';

const evmNet = (id: number, name: string, testnet = false): NetworkInput => ({ id, chainNamespace: 'eip155', name, testnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`https://${id}.example`] } } });
export const mainnet = evmNet(1, 'Ethereum');
export const polygon = evmNet(137, 'Polygon');
export const base = evmNet(8453, 'Base');
export const sepolia = evmNet(11155111, 'Sepolia', true);
export const polkadotNet: NetworkInput = { id: '91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot', name: 'Polkadot', nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: ['https://dot.example'] } } };

/** The SPEC §9 options as the cloud double serves them (plus ETH and EUR). */
export const OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7000.00' }] },
  ],
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' }] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
  ],
};

type Reply = { status: number; body: unknown };

/** The scripted cloud: what it answers, and every call it got. */
export interface FakeCloud {
  /** The remote `onramp` feature: its provider list, or false (off). */
  onramp: string[] | false;
  /** The options reply, or a status code. */
  options: unknown;
  /** Answers a quote request body. */
  quote: (body: Record<string, unknown>) => Reply;
  calls: Array<{ url: URL; body: unknown }>;
  quoteCalls(): Array<Record<string, unknown>>;
  /** Held until released, when set: a quote that takes its time. */
  hold?: Promise<void>;
}

/** 100 USD → 98 USDC (1.5 % and 0.50), the cloud double's arithmetic. */
export function defaultQuote(body: Record<string, unknown>): Reply {
  const amount = Number(body.amount);
  if (!(amount >= 10 && amount <= 7500)) return { status: 400, body: { status: 'FAILED', message: 'amount must be between 10.00 and 7500.00 USD' } };
  const fee = Math.round(amount * 1.5) / 100;
  return { status: 200, body: { purchaseAmount: { amount: (amount - fee - 0.5).toFixed(6), currency: String(body.purchaseCurrency) }, quoteId: 'q-1' } };
}

export function fakeCloud(): FakeCloud {
  const cloud: FakeCloud = {
    onramp: ['meld', 'coinbase'],
    options: OPTIONS,
    quote: defaultQuote,
    calls: [],
    quoteCalls: () => cloud.calls.filter((c) => c.url.pathname === '/v1/onramp/quote').map((c) => c.body as Record<string, unknown>),
  };
  return cloud;
}

function answer(cloud: FakeCloud, url: URL, body: unknown): Reply {
  if (url.pathname === '/appkit/v1/config') {
    return { status: 200, body: { features: [{ id: 'onramp', isEnabled: cloud.onramp !== false, config: cloud.onramp || null }, { id: 'email', isEnabled: false, config: null }, { id: 'socials', isEnabled: false, config: null }] } };
  }
  if (url.pathname === '/v1/onramp/options') return typeof cloud.options === 'number' ? { status: cloud.options, body: { message: 'scripted failure' } } : { status: 200, body: cloud.options };
  if (url.pathname === '/v1/onramp/quote') return cloud.quote((body ?? {}) as Record<string, unknown>);
  return { status: 404, body: { message: 'not found' } };
}

function cloudFetch(cloud: FakeCloud): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    cloud.calls.push({ url, body });
    if (cloud.hold && url.pathname === '/v1/onramp/quote') await cloud.hold;
    const reply = answer(cloud, url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function wallet(id: string, namespace: ChainNamespace, address: string, chainId: number | string): ConnectorAdapter {
  return {
    info: { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespaces: [namespace], installed: true },
    connect: async () => ({ sessions: [{ namespace, accounts: [{ address }], chainId }] }),
    disconnect: async () => {},
    request: async () => null,
    async switchNetwork() {},
  };
}

const standIn = (namespace: ChainNamespace, walletId: string, address: string, chainId: number | string) =>
  definePlugin({
    id: namespace,
    kind: 'chain',
    namespaces: [
      // No bare networks: every network here names its namespace.
      standInNamespace(namespace, { addressError: () => undefined, bareNetworks: false }),
    ],
    setup(ctx) {
      ctx.connectors.add(wallet(walletId, namespace, address, chainId));
    },
  });

export interface MakeOptions extends Partial<KitOptions> {
  onramp?: OnrampOptions;
  /** The EVM wallet's chain at connect. */
  chainId?: number;
  cloud?: FakeCloud;
}

/**
 * A kit with `onramp()`, stand-in eip155, solana and polkadot plugins (wallets 'evm.wallet',
 * 'sol.wallet', 'dot.wallet'), a project id and the scripted cloud as every endpoint.
 *
 * @example
 * const { kit, cloud } = makeOnrampKit(); await kit.ready; await kit.connect('evm.wallet');
 */
export function makeOnrampKit({ onramp: onrampOptions, chainId = 1, cloud = fakeCloud(), ...extra }: MakeOptions = {}) {
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, polygon, base, sepolia, solanaMainnet, polkadotNet],
    projectId: 'p1',
    fetch: cloudFetch(cloud),
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    isMobile: () => false,
    features: { analytics: false },
    plugins: [standIn('eip155', 'evm.wallet', EVM, chainId), standIn('solana', 'sol.wallet', SOL, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), standIn('polkadot', 'dot.wallet', DOT, '91b171bb158e2d3848fa23a9f1c25182'), onramp(onrampOptions)],
    ...extra,
  });
  return { kit, cloud };
}

/** A popup as `window.open` returns it: where it was sent, whether it is closed. */
export interface FakePopup {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

/**
 * Makes `window.open` return a fake popup (or null: a blocker). Restore with `vi.restoreAllMocks()`.
 *
 * @example
 * const { popup, open } = stubOpen(vi); api.openProvider('meld'); popup.location.href
 */
export function stubOpen(spyOn: (target: Window, name: 'open') => { mockImplementation(fn: typeof window.open): unknown }, blocked = false): { popup: FakePopup } {
  const popup: FakePopup = { closed: false, opener: window, location: { href: 'about:blank' }, close: () => void (popup.closed = true) };
  spyOn(window, 'open').mockImplementation((() => (blocked ? null : popup)) as unknown as typeof window.open);
  return { popup };
}
