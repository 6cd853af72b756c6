// Test-only: a Wallet Standard Solana wallet double, a registry double and a kit to run them in.
import { internals, createKit, createMemoryStorage, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import { vi } from 'vitest';
import { solana } from '../index';
import type { SolanaOptions } from '../types';
import type { WalletRegistry } from '../wallet/discover';
import type { Wallet, WalletAccount } from '../wallet/standard';
import { fromBase58 } from '../wire/encoding';
import { encodeTransaction, parseTransaction } from '../wire/transaction';

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const;
export const DEFAULT_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const;

export interface FakeWalletOptions {
  name?: string;
  icon?: string;
  chains?: readonly string[];
  addresses: readonly string[];
  signAndSend?: boolean;
  disconnectFeature?: boolean;
  signMessage?: boolean;
}

/** A deterministic fake signature: 64 bytes derived from the signer and the data (not ed25519). */
export function fakeSignature(address: string, data: Uint8Array): Uint8Array {
  const key = fromBase58(address)!;
  return Uint8Array.from({ length: 64 }, (_, i) => (key[i % 32]! ^ (data[i % data.length] ?? 0) ^ i) || 1);
}

/** Puts `address`'s signature into its slot of a wire transaction. */
export function signWire(bytes: Uint8Array, address: string): Uint8Array {
  const tx = parseTransaction(bytes);
  const at = tx.staticAccounts.indexOf(address);
  if (at < 0 || at >= tx.numRequiredSignatures) throw new Error(`${address} is not a signer`);
  const signatures = tx.signatures.map((s, i) => (i === at ? fakeSignature(address, tx.messageBytes) : s));
  return encodeTransaction(signatures, tx.messageBytes);
}

export type FakeWallet = ReturnType<typeof fakeWallet>;

/** A Wallet Standard wallet whose prompts can be approved or rejected per call. */
export function fakeWallet(options: FakeWalletOptions) {
  const chains = [...(options.chains ?? DEFAULT_CHAINS)] as `${string}:${string}`[];
  const listeners = new Set<(props: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void>();
  const account = (address: string): WalletAccount =>
    Object.freeze({ address, publicKey: fromBase58(address)!, chains, features: ['solana:signMessage', 'solana:signTransaction'] as `${string}:${string}`[] });
  let accounts: WalletAccount[] = [];
  const state = { authorised: false, reject: false };
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: vi.fn(async (input?: { silent?: boolean }) => {
        if (input?.silent && !state.authorised) return { accounts: [] };
        if (!input?.silent && state.reject) throw rejection();
        state.authorised = true;
        accounts = options.addresses.map(account);
        return { accounts };
      }),
    },
    'standard:events': {
      version: '1.0.0',
      on: vi.fn((event: string, listener: (props: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void) => {
        if (event !== 'change') return () => {};
        listeners.add(listener);
        return () => void listeners.delete(listener);
      }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: vi.fn(async (...inputs: Array<{ account: WalletAccount; transaction: Uint8Array; chain?: string }>) => {
        if (state.reject) throw rejection();
        return inputs.map((i) => ({ signedTransaction: signWire(i.transaction, i.account.address) }));
      }),
    },
  };
  if (options.signMessage !== false) {
    features['solana:signMessage'] = {
      version: '1.1.0',
      signMessage: vi.fn(async (...inputs: Array<{ account: WalletAccount; message: Uint8Array }>) => {
        if (state.reject) throw rejection();
        return inputs.map((i) => ({ signedMessage: i.message, signature: fakeSignature(i.account.address, i.message), signatureType: 'ed25519' }));
      }),
    };
  }
  if (options.signAndSend !== false) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: vi.fn(async (...inputs: Array<{ account: WalletAccount; transaction: Uint8Array; chain: string }>) => {
        if (state.reject) throw rejection();
        return inputs.map((i) => ({ signature: parseTransaction(signWire(i.transaction, i.account.address)).signatures[0]! }));
      }),
    };
  }
  if (options.disconnectFeature !== false) {
    features['standard:disconnect'] = {
      version: '1.0.0',
      disconnect: vi.fn(async () => {
        state.authorised = false;
        accounts = [];
      }),
    };
  }

  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? 'Fake Wallet',
    icon: (options.icon ?? ICON) as Wallet['icon'],
    chains,
    features,
    get accounts() {
      return accounts;
    },
  };
  return {
    wallet: wallet as Wallet,
    state,
    feature: <T = Record<string, ReturnType<typeof vi.fn>>>(name: string) => features[name] as T,
    listenerCount: () => listeners.size,
    /** The wallet changes its accounts (or chains) and tells the app. */
    change(next: { addresses?: readonly string[]; chains?: readonly string[] }) {
      if (next.chains) chains.splice(0, chains.length, ...(next.chains as `${string}:${string}`[]));
      if (next.addresses) accounts = next.addresses.map(account);
      const props = { ...(next.addresses ? { accounts } : {}), ...(next.chains ? { chains: [...chains] } : {}) };
      for (const l of [...listeners]) l(props);
    },
  };
}

/** A Wallet Standard registry double (what `getWallets()` returns), with no window involved. */
export function fakeRegistry(initial: Wallet[] = []) {
  const wallets = new Set(initial);
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() };
  const registry: WalletRegistry & { register(w: Wallet): () => void; listeners: typeof listeners } = {
    listeners,
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener);
      return () => void listeners[event].delete(listener);
    },
    register(w) {
      wallets.add(w);
      for (const l of [...listeners.register]) l(w);
      return () => {
        wallets.delete(w);
        for (const l of [...listeners.unregister]) l(w);
      };
    },
  };
  return registry;
}

export const memoryStorage = () => createMemoryStorage();

export const silentLogger = { warn() {}, error() {}, info() {}, debug() {} };

/** A fetch double answering Solana JSON-RPC (single or batched) from a method table. */
export function rpcFetch(answers: Record<string, (params: unknown) => unknown>) {
  const calls: Array<{ method: string; params: unknown }> = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown } | Array<{ id: number; method: string; params: unknown }>;
    const one = (r: { id: number; method: string; params: unknown }) => {
      calls.push({ method: r.method, params: r.params });
      const answer = answers[r.method];
      return answer ? { jsonrpc: '2.0', id: r.id, result: answer(r.params) } : { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: 'Method not found' } };
    };
    const reply = Array.isArray(body) ? body.map(one) : one(body);
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export function makeKit(networks: readonly NetworkInput[], extra: Partial<KitOptions> & { solana?: SolanaOptions } = {}): Kit {
  const { solana: pluginOptions, ...rest } = extra;
  return createKit({
    metadata: { name: 'solana tests', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: memoryStorage(),
    logger: silentLogger,
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [solana(pluginOptions)],
  });
}

/** Waits for the next request in the transaction stack and approves it, as ApproveTransaction would. */
export async function approveNext(kit: Kit, method?: string): Promise<string> {
  const id = await vi.waitFor(() => {
    const pending = kit.getState().requests.find((r) => !method || r.method === method);
    if (!pending) throw new Error('no pending request yet');
    return pending.id;
  });
  internals(kit).requests.approve(id);
  return id;
}
