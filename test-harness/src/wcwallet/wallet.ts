// A WalletConnect wallet in Node, on the official SDK (@walletconnect/sign-client 2.25): it pairs
// from a `wc:` URI, approves eip155 and solana sessions, really signs and really sends (through the
// harness's mock EVM wallet and Solana dev wallet), emits session events, disconnects from its
// side, and lets a test play the user (reject, delay, hold for approval). Offline by construction:
// see offline.ts for what of the SDK's outside traffic is turned off.
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { createEmitter } from '../wallets/emitter';
import { messageForCode, toProviderRpcError } from '../wallets/errors';
import type { Hex } from '../wallets/types';
import { createEvmBackend, EVM_EVENTS, EVM_METHODS } from './evm';
import type { EvmBackend } from './evm';
import { closeClient, offlineClientOptions, tameVerify } from './offline';
import { createSolanaBackend, SOLANA_EVENTS, SOLANA_METHODS } from './solana';
import type { SolanaBackend } from './solana';
import type { WcPendingItem, WcRejectOptions, WcRequestLogEntry, WcWallet, WcWalletOptions, WcWalletSession } from './types';

/** Default longest time of one SDK call. */
export const DEFAULT_SDK_TIMEOUT_MS = 15_000;
/** Default metadata the dapp sees. */
export const WC_WALLET_METADATA: SignClientTypes.Metadata = Object.freeze({
  name: 'Latchkey WC Test Wallet',
  description: 'The Latchkey test harness wallet (local test keys, never real funds)',
  url: 'http://127.0.0.1',
  icons: [],
});

type Client = InstanceType<typeof SignClient>;
type Decision = { approve: true } | { approve: false; code: number; message: string } | { abandoned: true };
type SessionRequestEvent = SignClientTypes.EventArguments['session_request'];
type ProposalEvent = SignClientTypes.EventArguments['session_proposal'];
type Response = Parameters<Client['respond']>[0]['response'];

/** Rejects when `promise` has not settled within `ms`; the label names the call. */
function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function sessionInfo(session: SessionTypes.Struct): WcWalletSession {
  const { metadata } = session.peer;
  return {
    topic: session.topic,
    peer: { name: metadata.name, url: metadata.url, description: metadata.description, icons: [...metadata.icons] },
    namespaces: session.namespaces,
    expiry: session.expiry,
  };
}

/** Error data as the SDK types it (a string): kept when it is one, JSON text otherwise. */
function jsonData(data: unknown): { data?: string } {
  if (data === undefined || data === null) return {};
  if (typeof data === 'string') return { data };
  try {
    return { data: JSON.stringify(data) };
  } catch {
    return {};
  }
}

/**
 * Creates the wallet peer and its SDK client (no socket is opened until it pairs).
 *
 * @example
 * ```ts
 * const wallet = await createWcWallet(wcWalletOptionsFromStack(stack));
 * const session = await wallet.connect(uri);            // uri from the dapp's display_uri
 * wallet.rejectNext();                                  // the next request is refused (4001)
 * await wallet.setChain(31338);                         // chainChanged in the session
 * await wallet.disconnect();                            // session_delete at the dapp
 * await wallet.close();
 * ```
 */
export async function createWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  if (!options.evm && !options.solana) throw new Error('createWcWallet: give it evm keys and chains, solana seeds, or both');
  if (options.evm && (options.evm.privateKeys.length === 0 || options.evm.chains.length === 0)) throw new Error('createWcWallet: evm needs at least one key and one chain');
  const sdkTimeoutMs = options.sdkTimeoutMs ?? DEFAULT_SDK_TIMEOUT_MS;
  const evm: EvmBackend | undefined = options.evm ? createEvmBackend(options.evm) : undefined;
  const sol: SolanaBackend | undefined = options.solana ? createSolanaBackend(options.solana) : undefined;
  const metadata: SignClientTypes.Metadata = { ...WC_WALLET_METADATA, ...options.metadata };
  const client: Client = await withTimeout(
    SignClient.init({
      ...offlineClientOptions({ relayUrl: options.relayUrl, projectId: options.projectId, metadata, label: 'wcwallet', logLevel: options.sdkLogLevel }),
      // The SDK's own queue emits one request at a time and waits 1 s after each answer; this
      // wallet queues execution itself (below), without the pause.
      signConfig: { disableRequestQueue: true },
    }),
    sdkTimeoutMs,
    'SignClient.init',
  );
  tameVerify(client);

  const events = createEmitter();
  const state = {
    autoApprove: options.autoApprove ?? true,
    delayMs: 0,
    rejection: undefined as { code?: number; message?: string; target: 'proposal' | 'request' | 'any' } | undefined,
    /** A hostile peer: rewrites what the next approval grants. */
    rewriteNext: undefined as ((namespaces: SessionTypes.Namespaces) => SessionTypes.Namespaces) | undefined,
    closed: false,
  };
  const log: WcRequestLogEntry[] = [];
  const pending = new Map<number, { item: WcPendingItem; decide: (decision: Decision) => void; done: Promise<void> }>();
  const processing = new Map<number, Promise<void>>();
  // Requests run one after another (the EVM side switches its active chain per request).
  let serial: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = serial.then(work, work);
    serial = run.catch(() => undefined);
    return run;
  };
  const timed = <T>(promise: Promise<T>, label: string): Promise<T> => withTimeout(promise, sdkTimeoutMs, label);
  const fail = (error: unknown): void => events.emit('error', error instanceof Error ? error : new Error(String(error)));

  // -- Namespaces ---------------------------------------------------------------------------

  const evmAccounts = (chains: string[]): string[] => chains.flatMap((chain) => evm!.accounts().map((address) => `${chain}:${address}`));
  const solanaAccounts = (chains: string[]): string[] => chains.map((chain) => `${chain}:${sol!.selected()}`);
  const supportedNamespaces = (): Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> => {
    const supported: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {};
    if (evm) {
      const chains = evm.chains();
      supported.eip155 = { chains, methods: [...EVM_METHODS], events: [...EVM_EVENTS], accounts: evmAccounts(chains) };
    }
    if (sol) {
      const chains = [...sol.chains];
      supported.solana = { chains, methods: [...SOLANA_METHODS], events: [...SOLANA_EVENTS], accounts: solanaAccounts(chains) };
    }
    return supported;
  };
  const activeSessions = (): SessionTypes.Struct[] => (state.closed ? [] : client.session.getAll());

  /** The session's namespaces with `chains` added to eip155 and every account list rebuilt from the wallet's current accounts. */
  const refreshedNamespaces = (session: SessionTypes.Struct, addEvmChains: string[] = []): SessionTypes.Namespaces => {
    const namespaces: SessionTypes.Namespaces = {};
    for (const [key, namespace] of Object.entries(session.namespaces)) {
      const chains = [...new Set([...(namespace.chains ?? namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))), ...(key === 'eip155' ? addEvmChains : [])])];
      const accounts = key === 'eip155' && evm ? evmAccounts(chains) : key === 'solana' && sol ? solanaAccounts(chains) : namespace.accounts;
      namespaces[key] = { ...namespace, chains, accounts };
    }
    return namespaces;
  };
  const updateSession = async (session: SessionTypes.Struct, namespaces: SessionTypes.Namespaces): Promise<void> => {
    // Only the publish is awaited: the dapp's acknowledgement arrives on its own time.
    await timed(client.update({ topic: session.topic, namespaces }), 'update');
  };
  const emitTo = async (topic: string, event: { name: string; data: unknown }, chainId: string): Promise<boolean> => {
    const session = client.session.get(topic);
    const namespace = session.namespaces[chainId.split(':')[0]!];
    if (!namespace?.events.includes(event.name) || !(namespace.chains ?? []).includes(chainId)) return false;
    await timed(client.emit({ topic, event, chainId }), 'emit');
    return true;
  };

  // -- The user's decision ------------------------------------------------------------------

  const takeRejection = (kind: 'proposal' | 'request'): { code?: number; message?: string } | undefined => {
    const rejection = state.rejection;
    if (!rejection || (rejection.target !== 'any' && rejection.target !== kind)) return undefined;
    state.rejection = undefined;
    return rejection;
  };
  const decide = async (item: WcPendingItem): Promise<Decision> => {
    if (state.delayMs > 0) await sleep(state.delayMs);
    if (state.closed) return { abandoned: true };
    const rejection = takeRejection(item.kind);
    if (rejection) {
      if (item.kind === 'proposal' && rejection.code === undefined) return { approve: false, ...getSdkError('USER_REJECTED'), ...(rejection.message ? { message: rejection.message } : {}) };
      const code = rejection.code ?? 4001;
      return { approve: false, code, message: rejection.message ?? messageForCode(code) ?? 'Request rejected' };
    }
    if (state.autoApprove) return { approve: true };
    let decideNow!: (decision: Decision) => void;
    const decision = new Promise<Decision>((resolve) => {
      decideNow = resolve;
    });
    pending.set(item.id, { item, decide: decideNow, done: Promise.resolve() });
    events.emit('pending', item);
    return decision;
  };
  const settle = (entry: WcRequestLogEntry, outcome: 'resolved' | 'rejected', detail: { result?: unknown; error?: { code: number; message: string } }): void => {
    Object.assign(entry, { outcome }, detail);
    events.emit('response', { ...entry });
  };

  // -- Proposals ----------------------------------------------------------------------------

  const onProposal = async ({ id, params }: ProposalEvent): Promise<void> => {
    const proposer = params.proposer.metadata;
    const item: WcPendingItem = { kind: 'proposal', id, method: 'session_proposal', topic: params.pairingTopic, params, peer: { name: proposer.name, url: proposer.url } };
    const entry: WcRequestLogEntry = { kind: 'proposal', id, method: 'session_proposal', params: { requiredNamespaces: params.requiredNamespaces, optionalNamespaces: params.optionalNamespaces }, topic: params.pairingTopic, at: Date.now(), outcome: 'pending' };
    log.push(entry);
    events.emit('proposal', item);
    const decision = await decide(item);
    if ('abandoned' in decision) return;
    if (!decision.approve) {
      await timed(client.reject({ id, reason: { code: decision.code, message: decision.message } }), 'reject');
      return settle(entry, 'rejected', { error: { code: decision.code, message: decision.message } });
    }
    let namespaces: SessionTypes.Namespaces;
    try {
      namespaces = buildApprovedNamespaces({ proposal: params as ProposalTypes.Struct, supportedNamespaces: supportedNamespaces() });
    } catch (error) {
      const reason = { ...getSdkError('UNSUPPORTED_CHAINS'), message: `${getSdkError('UNSUPPORTED_CHAINS').message} ${error instanceof Error ? error.message : String(error)}` };
      await timed(client.reject({ id, reason }), 'reject');
      return settle(entry, 'rejected', { error: reason });
    }
    const rewrite = state.rewriteNext;
    state.rewriteNext = undefined;
    if (rewrite) namespaces = rewrite(structuredClone(namespaces));
    const { acknowledged } = await timed(client.approve({ id, namespaces }), 'approve');
    const session = await timed(acknowledged(), 'session acknowledgement');
    settle(entry, 'resolved', { result: { topic: session.topic, namespaces: session.namespaces } });
    events.emit('session', sessionInfo(session));
  };

  // -- Session requests ---------------------------------------------------------------------

  const announceEvmChain = async (topic: string, chainId: number): Promise<void> => {
    const caip2 = `eip155:${chainId}`;
    const session = client.session.get(topic);
    if (!session.namespaces.eip155) return;
    if (!(session.namespaces.eip155.chains ?? []).includes(caip2)) await updateSession(session, refreshedNamespaces(session, [caip2]));
    await emitTo(topic, { name: 'chainChanged', data: chainId }, caip2);
  };

  const dispatch = async (method: string, params: unknown, chainId: string): Promise<unknown> => {
    const namespace = chainId.split(':')[0];
    if (namespace === 'eip155' && evm) return evm.handle(method, params, Number(chainId.split(':')[1]));
    if (namespace === 'solana' && sol) return sol.handle(method, params, chainId);
    throw toProviderRpcError({ code: 4200, message: `Unsupported Method: ${method} on ${chainId}` });
  };

  const onRequest = async ({ id, topic, params }: SessionRequestEvent): Promise<void> => {
    const { request, chainId } = params;
    const session = client.session.get(topic);
    const peer = session.peer.metadata;
    const item: WcPendingItem = { kind: 'request', id, method: request.method, chainId, topic, params: request.params, peer: { name: peer.name, url: peer.url } };
    const entry: WcRequestLogEntry = { kind: 'request', id, method: request.method, params: request.params, chainId, topic, at: Date.now(), outcome: 'pending' };
    log.push(entry);
    events.emit('request', item);
    const decision = await decide(item);
    if ('abandoned' in decision) return;
    let response: Response;
    let switchedTo: number | undefined;
    if (!decision.approve) {
      response = { id, jsonrpc: '2.0', error: { code: decision.code, message: decision.message } };
    } else {
      try {
        const result = await inTurn(() => dispatch(request.method, request.params, chainId));
        if (request.method === 'wallet_switchEthereumChain' && evm) {
          switchedTo = evm.activeChainId();
          const caip2 = `eip155:${switchedTo}`;
          // The chain joins the session before the dapp hears the switch succeeded.
          if (!(session.namespaces.eip155?.chains ?? []).includes(caip2)) await updateSession(session, refreshedNamespaces(session, [caip2]));
        }
        response = { id, jsonrpc: '2.0', result: result ?? null };
      } catch (error) {
        const rpcError = toProviderRpcError(error);
        response = { id, jsonrpc: '2.0', error: { code: rpcError.code, message: rpcError.message, ...jsonData(rpcError.data) } };
      }
    }
    await timed(client.respond({ topic, response }), 'respond');
    if ('result' in response) settle(entry, 'resolved', { result: response.result });
    else settle(entry, 'rejected', { error: { code: response.error.code, message: response.error.message } });
    if (switchedTo !== undefined) await announceEvmChain(topic, switchedTo);
  };

  const track = (id: number, work: Promise<void>): void => {
    const tracked = work.catch(fail).finally(() => processing.delete(id));
    processing.set(id, tracked);
    const entry = pending.get(id);
    if (entry) entry.done = tracked;
  };
  client.on('session_proposal', (event) => track(event.id, onProposal(event)));
  client.on('session_request', (event) => track(event.id, onRequest(event)));
  client.on('session_delete', ({ topic }) => events.emit('disconnect', { topic, reason: 'deleted by the dapp', by: 'dapp' }));
  client.on('session_expire', ({ topic }) => events.emit('disconnect', { topic, reason: 'expired', by: 'wallet' }));

  // -- Waiting helpers ----------------------------------------------------------------------

  const waitForEvent = <T>(event: string, accept: (payload: T) => boolean, timeoutMs: number, label: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const listener = (payload: unknown): void => {
        if (!accept(payload as T)) return;
        cleanup();
        resolve(payload as T);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${label}: nothing within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        events.off(event, listener);
      };
      events.on(event, listener);
    });

  const pendingEntry = (id?: number) => {
    const entry = id === undefined ? pending.values().next().value : pending.get(id);
    if (!entry) throw new Error(id === undefined ? 'nothing is pending' : `nothing pending with id ${id}`);
    return entry;
  };
  const finish = async (id: number | undefined, decision: Decision): Promise<void> => {
    const entry = pendingEntry(id);
    pending.delete(entry.item.id);
    entry.decide(decision);
    await (processing.get(entry.item.id) ?? entry.done);
  };

  const wallet: WcWallet = {
    client,
    get addresses() {
      return { eip155: evm ? evm.accounts() : [], solana: sol ? [...sol.addresses()] : [] };
    },
    async pair(uri, pairOptions = {}) {
      if (!uri.startsWith('wc:')) throw new Error('pair: expected a wc: URI');
      await withTimeout(client.pair({ uri }), pairOptions.timeoutMs ?? sdkTimeoutMs, 'pair');
    },
    async connect(uri, connectOptions = {}) {
      const timeoutMs = connectOptions.timeoutMs ?? sdkTimeoutMs;
      const session = wallet.waitForSession({ timeoutMs });
      // An unhandled rejection must not escape when pair() fails first.
      session.catch(() => undefined);
      await wallet.pair(uri, { timeoutMs });
      return session;
    },
    waitForSession(waitOptions = {}) {
      const existing = activeSessions();
      if (waitOptions.existing && existing.length > 0) return Promise.resolve(sessionInfo(existing[0]!));
      return waitForEvent<WcWalletSession>('session', () => true, waitOptions.timeoutMs ?? sdkTimeoutMs, 'waitForSession');
    },
    sessions: () => activeSessions().map(sessionInfo),
    async disconnect(topic) {
      const topics = topic === undefined ? activeSessions().map((session) => session.topic) : [topic];
      for (const entry of topics) {
        await timed(client.disconnect({ topic: entry, reason: getSdkError('USER_DISCONNECTED') }), 'disconnect');
        events.emit('disconnect', { topic: entry, reason: 'disconnected by the wallet', by: 'wallet' });
      }
    },
    rejectNext(code, rejectOptions: WcRejectOptions = {}) {
      state.rejection = { ...(code === undefined ? {} : { code }), ...(rejectOptions.message ? { message: rejectOptions.message } : {}), target: rejectOptions.target ?? 'any' };
    },
    misbehaveNext(rewrite) {
      state.rewriteNext = rewrite;
    },
    async pushNamespaces(rewrite, topic) {
      for (const session of activeSessions()) {
        if (topic !== undefined && session.topic !== topic) continue;
        await updateSession(session, rewrite(structuredClone(session.namespaces)));
      }
    },
    setDelay(ms) {
      state.delayMs = Math.max(0, ms);
    },
    setAutoApprove(on) {
      state.autoApprove = on;
    },
    pending: () => [...pending.values()].map((entry) => entry.item),
    waitForPending(waitOptions = {}) {
      const match = (item: WcPendingItem): boolean => waitOptions.kind === undefined || item.kind === waitOptions.kind;
      const waiting = [...pending.values()].find((entry) => match(entry.item));
      if (waiting) return Promise.resolve(waiting.item);
      return waitForEvent<WcPendingItem>('pending', match, waitOptions.timeoutMs ?? sdkTimeoutMs, 'waitForPending');
    },
    approve: (id) => finish(id, { approve: true }),
    reject(id, code, message) {
      const kind = pendingEntry(id).item.kind;
      if (kind === 'proposal' && code === undefined) return finish(id, { approve: false, ...getSdkError('USER_REJECTED'), ...(message ? { message } : {}) });
      const finalCode = code ?? 4001;
      return finish(id, { approve: false, code: finalCode, message: message ?? messageForCode(finalCode) ?? 'Request rejected' });
    },
    async setChain(chainId) {
      if (!evm) throw new Error('setChain: this wallet has no EVM side');
      evm.select(chainId);
      for (const session of activeSessions()) if (session.namespaces.eip155) await announceEvmChain(session.topic, chainId);
    },
    async selectAccount(account, namespace = 'eip155') {
      if (namespace === 'eip155') {
        if (!evm) throw new Error('selectAccount: this wallet has no EVM side');
        // An index counts in the configured order, not the current one (where the selected comes first).
        const address = typeof account === 'number' ? evm.configuredAccounts()[account] : account;
        if (!address) throw new Error(`selectAccount: no account ${String(account)}`);
        evm.selectAccount(address as Hex);
      } else {
        if (!sol) throw new Error('selectAccount: this wallet has no Solana side');
        sol.selectAccount(account);
      }
      for (const session of activeSessions()) {
        const current = session.namespaces[namespace];
        if (!current) continue;
        await updateSession(session, refreshedNamespaces(session));
        const chains = current.chains ?? [];
        const chainId = namespace === 'eip155' && evm && chains.includes(`eip155:${evm.activeChainId()}`) ? `eip155:${evm.activeChainId()}` : chains[0];
        const data = namespace === 'eip155' ? evm!.accounts() : [sol!.selected()];
        if (chainId) await emitTo(session.topic, { name: 'accountsChanged', data }, chainId);
      }
    },
    async emitEvent(event, chainId, topic) {
      const topics = topic === undefined ? activeSessions().filter((session) => session.namespaces[chainId.split(':')[0]!]).map((session) => session.topic) : [topic];
      for (const entry of topics) if (!(await emitTo(entry, event, chainId))) throw new Error(`emitEvent: session ${entry.slice(0, 8)}… has no ${event.name} event on ${chainId}`);
    },
    requests: () => log.map((entry) => ({ ...entry })),
    clearRequests() {
      log.length = 0;
    },
    state: () => ({
      sessions: activeSessions().length,
      autoApprove: state.autoApprove,
      delayMs: state.delayMs,
      ...(evm ? { evm: { chainId: evm.activeChainId(), accounts: evm.accounts() } } : {}),
      ...(sol ? { solana: { selected: sol.selected(), addresses: [...sol.addresses()] } } : {}),
    }),
    on(event, listener) {
      events.on(event, listener);
      return () => events.off(event, listener);
    },
    async close() {
      if (state.closed) return;
      state.closed = true;
      for (const entry of pending.values()) entry.decide({ abandoned: true });
      pending.clear();
      await closeClient(client);
    },
  };
  return wallet;
}
