// Test support (nothing in the package imports it): a kit with send() and pay() beside stand-ins
// for the eip155 and solana chain plugins (their namespace adapters with the asset capability's
// `transfer` send uses, one wallet each: each transfer queues a real request at the kit's gate,
// then "waits for the receipt" as the script says) and a polkadot one (a namespace that
// cannot send); a scripted RPC proxy answers the balance and decimals reads.
import { ConnectorError, TimeoutError, defineNamespace, definePlugin, type CaipNetworkId, type ChainNamespace, type ConnectorAdapter, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { eip155Namespace, getEip155AddressError } from '@latchkey/eip155';
import { getSolanaAddressError, solanaNamespace } from '@latchkey/solana';
import { send } from '@latchkey/send';
import { pay } from '../index';
import type { PayOptions, PaymentAsset } from '../types';
import { standInNamespace, testKit } from '@latchkey/test-harness/kit';
export { approveNext, rejectNext, until } from '@latchkey/test-harness/kit';

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const SOL_RECIPIENT = 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97';
export const DOT = '5GrwvaEF5zDGzUDojPB5GP4YMY5Bnk7Cd3HswG1ssqNU8vte';
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const API = 'https://api.example';
export const HASH = `0x${'ab'.repeat(32)}`;
export const SIGNATURE = '5'.repeat(88);
export const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const POLKADOT: CaipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

export const mainnet: NetworkInput = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
export const base: NetworkInput = { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } }, blockExplorers: { default: { name: 'Basescan', url: 'http://basescan.example' } } };
export const solanaMainnet: NetworkInput = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=mainnet-beta' } },
};
export const polkadotNet: NetworkInput = { id: '91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot', name: 'Polkadot', nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: ['https://dot.example'] } } };

/** USDC on Ethereum, as a dapp asks for it. */
export const usdcAsset = (network: CaipNetworkId = 'eip155:1'): PaymentAsset => ({ network, asset: USDC, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } });
export const ethAsset = (network: CaipNetworkId = 'eip155:1'): PaymentAsset => ({ network, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } });

/** How the stand-in chain plugins end a transfer the wallet sent. */
export type Outcome = 'success' | 'reverted' | 'timeout' | 'hang';

/** The script of the stand-ins: what the next transfer does, and what was asked. */
export interface Script {
  outcome: Outcome;
  /** Held until released, when set: the receipt takes its time. */
  hold?: Promise<void>;
  switchFails: boolean;
  sent: Array<{ method: string; params: Record<string, unknown> }>;
  /** JSON-RPC results by method (the kit's RPC proxy). */
  rpc: Record<string, (params: unknown[]) => unknown>;
  rpcCalls: string[];
}

export function script(): Script {
  return {
    outcome: 'success',
    switchFails: false,
    sent: [],
    rpcCalls: [],
    rpc: {
      // 1.5 ETH; USDC: decimals() 6, balanceOf 1234.5.
      eth_getBalance: () => '0x14d1120d7b160000',
      eth_call: (params) => {
        const { data } = params[0] as { data: string };
        if (data === '0x313ce567') return `0x${'6'.padStart(64, '0')}`;
        return `0x${(1_234_500_000).toString(16).padStart(64, '0')}`;
      },
      getBalance: () => ({ context: { slot: 1 }, value: 2_000_000_000 }),
    },
  };
}

function cloudFetch(s: Script): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = (b: unknown) => {
      const call = b as { id: number; method: string; params?: unknown[] };
      s.rpcCalls.push(call.method);
      const handler = s.rpc[call.method];
      return handler ? { jsonrpc: '2.0', id: call.id, result: handler(call.params ?? []) } : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } };
    };
    if (url.pathname === '/v1/' && body) return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function wallet(id: string, namespace: ChainNamespace, address: string, chainId: number | string, s: Script): ConnectorAdapter {
  return {
    info: { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespaces: [namespace], installed: true },
    connect: async () => ({ sessions: [{ namespace, accounts: [{ address }], chainId }] }),
    disconnect: async () => {},
    async request({ method }) {
      if (method === 'eth_sendTransaction') return HASH;
      if (method === 'solana_signAndSendTransaction') return { signature: SIGNATURE };
      return null;
    },
    async switchNetwork() {
      if (s.switchFails) throw new ConnectorError('The wallet refused to switch');
    },
  };
}

/** The receipt as the script says: success, a revert, a timeout, or never (until released). */
async function receipt(s: Script, id: string, key: 'hash' | 'signature'): Promise<void> {
  if (s.hold) await s.hold;
  if (s.outcome === 'reverted') throw new ConnectorError(key === 'hash' ? 'Transaction reverted' : 'Transaction failed', { details: id, data: { [key]: id } });
  if (s.outcome === 'timeout') throw new TimeoutError();
  if (s.outcome === 'hang') await new Promise(() => undefined);
}

const chainPlugin = (namespace: 'eip155' | 'solana', s: Script) =>
  definePlugin({
    id: namespace,
    kind: 'chain',
    namespaces: [
      defineNamespace({
        namespace,
        chainReference: (id) => {
          const raw = String(id).replace(new RegExp(`^${namespace}:`), '');
          return namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : raw || undefined;
        },
        ...(namespace === 'eip155' ? { networkId: (ref: string) => Number(ref), bareNetworks: true } : {}),
        accountTypes: ['eoa'],
        methods: namespace === 'eip155' ? { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['eth_sendTransaction'] } : { safe: ['getBalance'], unsafe: ['solana_signAndSendTransaction'] },
        addressError: (a) => (namespace === 'eip155' ? getEip155AddressError(a) : getSolanaAddressError(a)),
        // The asset capability send uses: each transfer queues a real request at the kit's gate
        // (through the tools' request), then waits for the scripted receipt.
        assets: {
          // The real reads (balances, decimals) over the scripted RPC; a scripted transfer.
          ...(namespace === 'eip155' ? eip155Namespace.assets! : solanaNamespace.assets!),
          transfer: async (t, tools) => {
            s.sent.push({ method: 'transfer', params: { ...(t.token ? { token: t.token.address } : {}), to: t.to, amount: t.amount } });
            if (namespace === 'eip155') {
              const hash = await tools.request<string>({ method: 'eth_sendTransaction', params: [{ from: EVM, to: t.token ? t.token.address : t.to }] });
              await receipt(s, hash, 'hash');
              return { id: hash };
            }
            const { signature } = await tools.request<{ signature: string }>({ method: 'solana_signAndSendTransaction', params: { transaction: 'AA==' } });
            await receipt(s, signature, 'signature');
            return { id: signature };
          },
        },
      }),
    ],
    setup(ctx) {
      ctx.connectors.add(namespace === 'eip155' ? wallet('evm.wallet', 'eip155', EVM, 1, s) : wallet('sol.wallet', 'solana', SOL, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', s));
    },
  });

const polkadotStandIn = definePlugin({
  id: 'polkadot',
  kind: 'chain',
  namespaces: [standInNamespace('polkadot')],
  setup(ctx) {
    ctx.connectors.add({
      info: { id: 'dot.wallet', name: 'Wallet dot', type: 'ANNOUNCED', namespaces: ['polkadot'], installed: true },
      connect: async () => ({ sessions: [{ namespace: 'polkadot', accounts: [{ address: DOT }], chainId: '91b171bb158e2d3848fa23a9f1c25182' }] }),
      disconnect: async () => {},
      request: async () => null,
    });
  },
});

export interface MakeOptions extends Partial<KitOptions> {
  pay?: PayOptions;
  script?: Script;
}

/**
 * A kit with `send()` and `pay()` (the feature on), stand-in eip155, solana and polkadot plugins
 * (wallets 'evm.wallet', 'sol.wallet', 'dot.wallet') and the scripted RPC proxy.
 *
 * @example
 * const { kit, script } = makePayKit(); await kit.connect('evm.wallet');
 */
export function makePayKit({ pay: payOptions, script: s = script(), features, ...extra }: MakeOptions = {}) {
  const kit: Kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [mainnet, base, solanaMainnet, polkadotNet],
    projectId: 'p1',
    fetch: cloudFetch(s),
    endpoints: { api: API, rpc: API, analytics: API, blockchainApi: API },
    isMobile: () => false,
    features: { analytics: false, pay: true, ...features },
    plugins: [chainPlugin('eip155', s), chainPlugin('solana', s), polkadotStandIn, send({ autoBalances: false }), pay(payOptions)],
    ...extra,
  });
  return { kit, script: s };
}




/** A promise's rejection (or undefined when it resolved). */
export const errorOf = async (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e);
