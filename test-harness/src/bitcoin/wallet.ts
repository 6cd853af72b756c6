// The Bitcoin mock wallet: a provider object that answers sats-connect's `request(method, params)`
// with JSON-RPC 2.0 objects (never throws), as Xverse-style WBIP004 wallets do, signing with real
// keys derived from a fixed phrase. Controls for tests: reject, delay, hold for approval, switch
// network or disconnect from the wallet's side.
import { base64 } from '@scure/base';
import { iconSvg } from '../wallets/icons';
import { BITCOIN_TEST_MNEMONIC, deriveWalletKeys, mnemonicToSeed } from './keys';
import { createLedger, DEFAULT_UTXOS, fundingUtxos, LedgerError, type MockLedger } from './ledger';
import { signBip322Message, signLegacyMessage } from './message';
import { PsbtError, signPsbt } from './psbt';
import type { BitcoinKeyPair, BitcoinMockWalletConfig, BitcoinNetworkName, BitcoinWalletKeys, MockBroadcast, RpcResponse, SatsAddress, SatsProvider, Wbip004Entry, WalletEvent } from './types';

/** sats-connect's RpcErrorCode values the mock answers with. */
export const RPC_ERRORS = {
  invalidParams: -32602,
  methodNotFound: -32601,
  internal: -32603,
  userRejection: -32000,
  accessDenied: -32002,
} as const;

export const BITCOIN_MOCK_WALLET_ID = 'LatchkeyProviders.BitcoinProvider';
export const BITCOIN_MOCK_WALLET_NAME = 'Latchkey Bitcoin Wallet';
export const BITCOIN_MOCK_WALLET_ICON = `data:image/svg+xml;base64,${btoa(iconSvg('#f7931a', 'B'))}`;

/** The methods the mock answers (its `getInfo().methods` and WBIP004 `methods`). */
export const BITCOIN_MOCK_METHODS = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'wallet_renouncePermissions',
] as const;

class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request waiting for the test to approve or reject it (manual mode). */
export interface PendingPrompt {
  method: string;
  params: unknown;
}

export interface BitcoinMockWallet {
  /** The WBIP004 entry to push onto `window.btc_providers`. */
  entry: Wbip004Entry;
  provider: SatsProvider;
  /** Every request, in order (getInfo included). */
  calls: Array<{ method: string; params: unknown }>;
  /** Resolves once the keys of the starting network are derived. */
  ready: Promise<void>;
  network(): BitcoinNetworkName;
  keys(network?: BitcoinNetworkName): Promise<BitcoinWalletKeys>;
  isAuthorized(): boolean;
  /** The next prompt (connect, sign, send, switch) is refused with this code (default: user rejection). */
  rejectNext(code?: number, message?: string): void;
  /** Every answer waits this long first. */
  setDelay(ms: number): void;
  /** Manual mode: prompts wait until `approvePending` / `rejectPending`. */
  setManual(on: boolean): void;
  pending(): PendingPrompt[];
  approvePending(): void;
  rejectPending(): void;
  /** The visitor switches network in the wallet: a `networkChange` event with the new addresses. */
  setNetwork(network: BitcoinNetworkName): Promise<void>;
  /** The visitor disconnects the site in the wallet: a `disconnect` event. */
  disconnectFromWallet(): void;
  /** The stand-in UTXO set and mempool of a network. */
  ledger(network?: BitcoinNetworkName): Promise<MockLedger>;
  broadcasts(network?: BitcoinNetworkName): Promise<MockBroadcast[]>;
}

/** Where the browser build keeps its state across reloads (localStorage). */
export interface PersistStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface Persisted {
  authorized: boolean;
  network: BitcoinNetworkName;
  ledgers: Partial<Record<BitcoinNetworkName, ReturnType<MockLedger['snapshot']>>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/**
 * Creates the mock wallet (not installed on any window: see `installBitcoinMockWallet`).
 *
 * @example
 * const wallet = createBitcoinMockWallet({ network: 'Testnet' });
 * const reply = await wallet.provider.request('getInfo', null); // { jsonrpc: '2.0', id: '1', result: { version, methods, … } }
 */
export function createBitcoinMockWallet(config: BitcoinMockWalletConfig = {}, store?: PersistStore): BitcoinMockWallet {
  const persisted = readPersisted(config, store);
  const state = {
    network: persisted?.network ?? config.network ?? 'Mainnet',
    authorized: persisted?.authorized ?? config.authorized ?? false,
    delayMs: 0,
    manual: false,
    rejection: undefined as { code: number; message: string } | undefined,
  };
  const ordinals = config.ordinals !== false;
  const seed = mnemonicToSeed(config.mnemonic ?? BITCOIN_TEST_MNEMONIC);
  const keyCache = new Map<BitcoinNetworkName, Promise<BitcoinWalletKeys>>();
  const ledgers = new Map<BitcoinNetworkName, Promise<MockLedger>>();
  const listeners = new Map<WalletEvent['type'], Set<(e: WalletEvent) => void>>();
  const queue: Array<PendingPrompt & { resolve: () => void; reject: (e: Error) => void }> = [];
  const calls: BitcoinMockWallet['calls'] = [];
  let counter = 0;

  const keys = (network: BitcoinNetworkName = state.network) => {
    let k = keyCache.get(network);
    if (!k) keyCache.set(network, (k = seed.then((s) => deriveWalletKeys(s, network))));
    return k;
  };
  const ledger = (network: BitcoinNetworkName = state.network) => {
    let l = ledgers.get(network);
    if (!l) {
      l = keys(network).then((k) => {
        const saved = persisted?.ledgers[network];
        if (saved) {
          const utxos = saved.utxos.map((u) => ({ ...u, amount: BigInt(u.amount) }));
          const sent = saved.broadcasts.map((b) => ({ ...b, fee: BigInt(b.fee), prevouts: b.prevouts.map((p) => ({ ...p, amount: BigInt(p.amount) })) }));
          return createLedger(k.payment, network, utxos, config.feeRate ?? 2, sent);
        }
        return createLedger(k.payment, network, fundingUtxos(k.payment, config.utxos ?? DEFAULT_UTXOS), config.feeRate ?? 2);
      });
      ledgers.set(network, l);
    }
    return l;
  };

  const persist = async () => {
    if (!store || !config.persistKey) return;
    const out: Persisted = { authorized: state.authorized, network: state.network, ledgers: {} };
    for (const [network, l] of ledgers) out.ledgers[network] = (await l).snapshot();
    store.setItem(config.persistKey, JSON.stringify(out));
  };

  const emit = (event: WalletEvent) => {
    for (const cb of [...(listeners.get(event.type) ?? [])]) {
      try {
        cb(event);
      } catch {
        // A dapp listener that throws does not break the wallet.
      }
    }
  };

  const addressOf = (k: BitcoinKeyPair): SatsAddress => ({ address: k.address, publicKey: hexOf(k.publicKey), purpose: k.purpose, addressType: k.addressType, walletType: 'software', derivationPath: k.path });
  const addresses = async (purposes: readonly unknown[] = ['payment', 'ordinals']) => {
    const k = await keys();
    const out: SatsAddress[] = [];
    if (purposes.includes('payment')) out.push(addressOf(k.payment));
    if (ordinals && purposes.includes('ordinals')) out.push(addressOf(k.ordinal));
    return out;
  };
  const networkInfo = () => ({ bitcoin: { name: state.network }, stacks: { name: state.network === 'Mainnet' ? 'mainnet' : 'testnet' }, spark: { name: 'mainnet' } });
  const account = async () => ({ id: 'latchkey-mock-account', addresses: await addresses(), walletType: 'software', network: networkInfo() });

  const prompt = async (method: string, params: unknown) => {
    if (state.rejection) {
      const r = state.rejection;
      state.rejection = undefined;
      throw new RpcFault(r.code, r.message);
    }
    if (state.manual) await new Promise<void>((resolve, reject) => queue.push({ method, params, resolve, reject }));
  };
  const needAuth = () => {
    if (!state.authorized) throw new RpcFault(RPC_ERRORS.accessDenied, 'Access denied: connect this site first');
  };
  const paramsOf = (params: unknown) => {
    if (!isRecord(params)) throw new RpcFault(RPC_ERRORS.invalidParams, 'Expected an object of params');
    return params;
  };
  const purposesOf = (value: unknown) => {
    if (!Array.isArray(value) || !value.every((p) => typeof p === 'string')) throw new RpcFault(RPC_ERRORS.invalidParams, 'purposes must be a list of strings');
    return value as string[];
  };
  const switchTo = async (network: BitcoinNetworkName) => {
    if (network === state.network) return;
    state.network = network;
    await ledger();
    if (state.authorized) emit({ type: 'networkChange', bitcoin: { name: network }, stacks: { name: network === 'Mainnet' ? 'mainnet' : 'testnet' }, addresses: await addresses() });
  };
  const ownKey = async (address: unknown) => {
    const k = await keys();
    const key = [k.payment, ...(ordinals ? [k.ordinal] : [])].find((x) => x.address === address);
    if (!key) throw new RpcFault(RPC_ERRORS.invalidParams, `${String(address)} is not an address of this wallet on ${state.network}`);
    return key;
  };

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    getInfo: async () => ({ version: '2.0.0', platform: 'web', methods: [...BITCOIN_MOCK_METHODS], supports: ['WBIP001', 'WBIP002', 'WBIP004'] }),
    async getAccounts(params) {
      const purposes = purposesOf(paramsOf(params).purposes);
      await prompt('getAccounts', params);
      state.authorized = true;
      return addresses(purposes);
    },
    async getAddresses(params) {
      const purposes = purposesOf(paramsOf(params).purposes);
      await prompt('getAddresses', params);
      state.authorized = true;
      return { addresses: await addresses(purposes), network: networkInfo() };
    },
    async wallet_connect(params) {
      const p = isRecord(params) ? params : {};
      const purposes = p.addresses === undefined ? undefined : purposesOf(p.addresses);
      if (p.network !== undefined && p.network !== 'Mainnet' && p.network !== 'Testnet') throw new RpcFault(RPC_ERRORS.invalidParams, `Unsupported network ${String(p.network)}`);
      await prompt('wallet_connect', params);
      state.authorized = true;
      if (p.network) await switchTo(p.network as BitcoinNetworkName);
      return { ...(await account()), addresses: await addresses(purposes) };
    },
    async wallet_getAccount() {
      needAuth();
      return account();
    },
    async wallet_getNetwork() {
      needAuth();
      return networkInfo();
    },
    async wallet_changeNetwork(params) {
      needAuth();
      const name = paramsOf(params).name;
      if (name !== 'Mainnet' && name !== 'Testnet') throw new RpcFault(RPC_ERRORS.invalidParams, `Unsupported network ${String(name)}`);
      await prompt('wallet_changeNetwork', params);
      await switchTo(name);
      return null;
    },
    async wallet_disconnect() {
      state.authorized = false;
      return null;
    },
    async wallet_renouncePermissions() {
      state.authorized = false;
      return null;
    },
    async getBalance() {
      needAuth();
      const total = (await ledger()).balance().toString();
      return { confirmed: total, unconfirmed: '0', total };
    },
    async signMessage(params) {
      needAuth();
      const p = paramsOf(params);
      if (typeof p.message !== 'string') throw new RpcFault(RPC_ERRORS.invalidParams, 'message must be a string');
      const key = await ownKey(p.address);
      const protocol = p.protocol ?? (key.addressType === 'p2tr' ? 'BIP322' : 'ECDSA');
      if (protocol !== 'ECDSA' && protocol !== 'BIP322') throw new RpcFault(RPC_ERRORS.invalidParams, `Unknown protocol ${String(protocol)}`);
      if (protocol === 'ECDSA' && key.addressType === 'p2tr') throw new RpcFault(RPC_ERRORS.invalidParams, 'ECDSA signatures need the payment address; sign with BIP322 for a Taproot address');
      await prompt('signMessage', params);
      const signed = protocol === 'ECDSA' ? signLegacyMessage(key, p.message) : signBip322Message(key, p.message);
      return { signature: signed.signature, messageHash: signed.messageHash, address: key.address, protocol };
    },
    async sendTransfer(params) {
      needAuth();
      const list = paramsOf(params).recipients;
      if (!Array.isArray(list) || !list.length) throw new RpcFault(RPC_ERRORS.invalidParams, 'recipients must list at least one { address, amount }');
      const recipients = list.map((r: unknown) => {
        if (!isRecord(r) || typeof r.address !== 'string' || typeof r.amount !== 'number' || !Number.isSafeInteger(r.amount) || r.amount <= 0) {
          throw new RpcFault(RPC_ERRORS.invalidParams, 'Each recipient is { address: string, amount: positive integer of sats }');
        }
        return { address: r.address, amount: BigInt(r.amount) };
      });
      const l = await ledger();
      await prompt('sendTransfer', params);
      try {
        const sent = l.transfer(recipients);
        await persist();
        return { txid: sent.txid };
      } catch (e) {
        if (e instanceof LedgerError) throw new RpcFault(e.code, e.message);
        throw e;
      }
    },
    async signPsbt(params) {
      needAuth();
      const p = paramsOf(params);
      if (typeof p.psbt !== 'string') throw new RpcFault(RPC_ERRORS.invalidParams, 'psbt must be base64');
      let bytes: Uint8Array;
      try {
        bytes = base64.decode(p.psbt);
      } catch {
        throw new RpcFault(RPC_ERRORS.invalidParams, 'psbt must be base64');
      }
      const signInputs = p.signInputs === undefined ? undefined : (p.signInputs as Record<string, number[]>);
      if (signInputs !== undefined && (!isRecord(signInputs) || !Object.values(signInputs).every((v) => Array.isArray(v)))) throw new RpcFault(RPC_ERRORS.invalidParams, 'signInputs maps addresses to input indexes');
      const k = await keys();
      await prompt('signPsbt', params);
      try {
        const { tx } = signPsbt(bytes, ordinals ? [k.payment, k.ordinal] : [k.payment], signInputs);
        if (p.broadcast === true) {
          tx.finalize();
          const sent = (await ledger()).record(tx);
          await persist();
          return { psbt: base64.encode(tx.toPSBT()), txid: sent.txid };
        }
        return { psbt: base64.encode(tx.toPSBT()) };
      } catch (e) {
        if (e instanceof PsbtError) throw new RpcFault(e.code, e.message);
        throw new RpcFault(RPC_ERRORS.invalidParams, (e as Error).message);
      }
    },
  };

  const provider: SatsProvider = {
    async request(method, params) {
      const id = String(++counter);
      calls.push({ method, params });
      try {
        if (state.delayMs) await sleep(state.delayMs);
        const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
        if (!handler) throw new RpcFault(RPC_ERRORS.methodNotFound, `Method not found: ${method}`);
        const result = await handler(params);
        await persist();
        return { jsonrpc: '2.0', id, result: result ?? null };
      } catch (e) {
        const fault = e instanceof RpcFault ? e : new RpcFault(RPC_ERRORS.internal, (e as Error)?.message ?? 'Internal error');
        return { jsonrpc: '2.0', id, error: { code: fault.code, message: fault.message } } satisfies RpcResponse;
      }
    },
    addListener({ eventName, cb }) {
      let set = listeners.get(eventName);
      if (!set) listeners.set(eventName, (set = new Set()));
      const listener = cb as (e: WalletEvent) => void;
      set.add(listener);
      return () => void set.delete(listener);
    },
  };

  return {
    entry: { id: config.id ?? BITCOIN_MOCK_WALLET_ID, name: config.name ?? BITCOIN_MOCK_WALLET_NAME, icon: config.icon ?? BITCOIN_MOCK_WALLET_ICON, methods: [...BITCOIN_MOCK_METHODS] },
    provider,
    calls,
    ready: ledger().then(() => undefined),
    network: () => state.network,
    keys,
    isAuthorized: () => state.authorized,
    rejectNext(code = RPC_ERRORS.userRejection, message = 'User rejected the request.') {
      state.rejection = { code, message };
    },
    setDelay(ms) {
      state.delayMs = Math.max(0, ms);
    },
    setManual(on) {
      state.manual = on;
      if (!on) for (const p of queue.splice(0)) p.resolve();
    },
    pending: () => queue.map(({ method, params }) => ({ method, params })),
    approvePending() {
      queue.shift()?.resolve();
    },
    rejectPending() {
      queue.shift()?.reject(new RpcFault(RPC_ERRORS.userRejection, 'User rejected the request.'));
    },
    async setNetwork(network) {
      await switchTo(network);
      await persist();
    },
    disconnectFromWallet() {
      state.authorized = false;
      void persist();
      emit({ type: 'disconnect' });
    },
    ledger,
    broadcasts: async (network) => (await ledger(network)).broadcasts(),
  };
}

function readPersisted(config: BitcoinMockWalletConfig, store: PersistStore | undefined): Persisted | undefined {
  if (!store || !config.persistKey) return undefined;
  try {
    const raw = store.getItem(config.persistKey);
    const value = raw ? (JSON.parse(raw) as Persisted) : undefined;
    return value && (value.network === 'Mainnet' || value.network === 'Testnet') ? value : undefined;
  } catch {
    return undefined;
  }
}
