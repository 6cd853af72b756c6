// Test support, never production (nothing the package exports imports it): a mock Sui wallet that
// implements the real Wallet Standard interface (`@wallet-standard/base` Wallet with the
// `standard:*` features and the Sui features `sui:signPersonalMessage` 1.1.0 and
// `sui:signAndExecuteTransaction` 2.0.0). It holds an Ed25519 keypair from @mysten/sui and signs
// for real (so @mysten/sui/verify verifies what it signs); a transaction it is given as JSON is
// completed the way a wallet does (gas price and gas coin read from the node), built to BCS bytes,
// signed and executed on the node it is pointed at (the JSON-RPC double). Runs in Node and in a page.
import type { IdentifierString, Wallet, WalletAccount, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base';
import type { StandardConnectOutput, StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { toBase64 } from '@mysten/sui/utils';

/** A Sui wallet's refusal, worded as Sui wallets word it. */
export class MockWalletRejection extends Error {
  constructor() {
    super('User rejected the request');
    this.name = 'UserRejectedRequestError';
  }
}

export interface MockSuiWalletOptions {
  /** The JSON-RPC endpoint transactions are executed on (the double's URL). */
  rpcUrl: string;
  name?: string;
  /** The chains it claims (default `sui:localnet`). */
  chains?: IdentifierString[];
  /** Its key (a fresh one by default). */
  keypair?: Ed25519Keypair;
}

/** What a test steers the mock wallet with. */
export interface MockSuiWallet {
  wallet: Wallet;
  address: string;
  keypair: Ed25519Keypair;
  /** The next call of a feature is refused as by the visitor ('connect', 'sign', 'execute'). */
  rejectNext(what: 'connect' | 'sign' | 'execute'): void;
  /** Replaces the key (a second account): connected apps see `change` with the new account. */
  switchAccount(keypair: Ed25519Keypair): void;
  /** Personal messages it signed (their UTF-8 text). */
  readonly signed: string[];
}

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4DA2FF"/><path d="M16 6c4 5 7 8.5 7 12a7 7 0 0 1-14 0c0-3.5 3-7 7-12z" fill="#fff"/></svg>')}` as const;

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result as T;
}

/**
 * A mock Sui wallet.
 *
 * @example
 * const mock = createMockSuiWallet({ rpcUrl: node.url });
 * registerMockSuiWallet(window, mock.wallet);
 */
export function createMockSuiWallet(options: MockSuiWalletOptions): MockSuiWallet {
  let keypair = options.keypair ?? new Ed25519Keypair();
  const chains: IdentifierString[] = options.chains ?? ['sui:localnet'];
  const listeners = new Set<StandardEventsListeners['change']>();
  const rejections = new Set<string>();
  const signed: string[] = [];
  let authorised = false;

  const makeAccount = (): WalletAccount =>
    Object.freeze({
      address: keypair.toSuiAddress(),
      publicKey: keypair.getPublicKey().toRawBytes(),
      chains,
      features: ['sui:signPersonalMessage', 'sui:signAndExecuteTransaction'] as const,
      label: 'Mock account',
    });
  let account = makeAccount();
  const accounts = () => (authorised ? [account] : []);
  const refuse = (what: string) => {
    if (rejections.delete(what)) throw new MockWalletRejection();
  };
  const own = (input: { account: WalletAccount }) => {
    if (!authorised || input.account.address !== account.address) throw new Error('The account is not connected');
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Mock Sui Wallet',
    icon: ICON,
    chains,
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }): Promise<StandardConnectOutput> {
          if (input?.silent) return { accounts: accounts() };
          refuse('connect');
          authorised = true;
          for (const listener of listeners) listener({ accounts: accounts() });
          return { accounts: accounts() };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          authorised = false;
        },
      },
      'standard:events': {
        version: '1.0.0',
        on<E extends StandardEventsNames>(_event: E, listener: StandardEventsListeners[E]) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      },
      'sui:signPersonalMessage': {
        version: '1.1.0',
        async signPersonalMessage(input: { message: Uint8Array; account: WalletAccount; chain?: IdentifierString }) {
          own(input);
          refuse('sign');
          signed.push(new TextDecoder().decode(input.message));
          return keypair.signPersonalMessage(input.message);
        },
      },
      'sui:signAndExecuteTransaction': {
        version: '2.0.0',
        async signAndExecuteTransaction(input: { transaction: { toJSON(): Promise<string> }; account: WalletAccount; chain: IdentifierString }) {
          own(input);
          if (!chains.includes(input.chain)) throw new Error(`Unsupported chain ${input.chain}`);
          refuse('execute');
          const tx = Transaction.from(await input.transaction.toJSON());
          if (tx.getData().sender !== account.address) throw new Error('The transaction is not from this account');
          // What a wallet completes: the gas price and the gas coin, read from the node.
          const [price, coins] = await Promise.all([
            rpc<string>(options.rpcUrl, 'suix_getReferenceGasPrice', []),
            rpc<{ data: Array<{ coinObjectId: string; version: string; digest: string }> }>(options.rpcUrl, 'suix_getCoins', [account.address, '0x2::sui::SUI']),
          ]);
          const coin = coins.data[0];
          if (!coin) throw new Error('No SUI to pay gas with');
          tx.setGasPrice(BigInt(price));
          tx.setGasPayment([{ objectId: coin.coinObjectId, version: coin.version, digest: coin.digest }]);
          const bytes = await tx.build();
          const { signature } = await keypair.signTransaction(bytes);
          const result = await rpc<{ digest: string; effects: unknown }>(options.rpcUrl, 'sui_executeTransactionBlock', [toBase64(bytes), [signature], { showEffects: true }, 'WaitForLocalExecution']);
          // `effects` is BCS on a real node (`showRawEffects`); the double has no BCS effects, so its JSON goes along, base64.
          return { digest: result.digest, bytes: toBase64(bytes), signature, effects: toBase64(new TextEncoder().encode(JSON.stringify(result.effects))) };
        },
      },
    },
  };

  return {
    wallet,
    get address() {
      return account.address;
    },
    get keypair() {
      return keypair;
    },
    signed,
    rejectNext: (what) => void rejections.add(what),
    switchAccount(next) {
      keypair = next;
      account = makeAccount();
      for (const listener of listeners) listener({ accounts: accounts() });
    },
  };
}

/**
 * Registers `wallet` with the apps on `target` by the Wallet Standard's window protocol
 * (`wallet-standard:register-wallet` now, and an answer to every `wallet-standard:app-ready`).
 * Returns the function that unregisters it everywhere.
 */
export function registerMockSuiWallet(target: EventTarget, wallet: Wallet): () => void {
  const unregisters: Array<() => void> = [];
  const callback: WindowRegisterWalletEventCallback = ({ register }) => void unregisters.push(register(wallet));
  const onAppReady = (event: Event) => callback((event as CustomEvent<WindowAppReadyEventAPI>).detail);
  target.addEventListener('wallet-standard:app-ready', onAppReady);
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}

/**
 * A Wallet Standard registry for Node tests (a browser has `getWallets()`): `get`, `on` and `register`.
 */
export function createTestRegistry() {
  const wallets = new Set<Wallet>();
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() };
  return {
    get: () => [...wallets] as readonly Wallet[],
    on<E extends 'register' | 'unregister'>(event: E, listener: (...w: Wallet[]) => void) {
      listeners[event].add(listener);
      return () => void listeners[event].delete(listener);
    },
    register(...added: Wallet[]) {
      for (const w of added) wallets.add(w);
      for (const l of listeners.register) l(...added);
      return () => {
        for (const w of added) wallets.delete(w);
        for (const l of listeners.unregister) l(...added);
      };
    },
  };
}
