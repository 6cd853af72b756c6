import { AbortedError, ConnectorError, KitError } from '../errors';
import { withTimeout } from '../net/timeout';
import { StorageKeys } from '../storage/storage';
import { emptyAccount } from '../store/createStore';
import type { KitStore } from '../store/createStore';
import type { KitStorage } from '../storage/storage';
import type { AccountInfo, CaipAddress, CaipNetwork, ChainNamespace, ConnectedAccount, Connection } from '../types/chain';
import type { ConnectResult, ConnectorAdapter, NamespaceSession } from '../plugins/connector';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { ConnectorRegistry } from './connectors';
import type { KitEventBus } from '../bus/createBus';
import { markConnected, markDisconnected, readStoredConnections, rememberRecent, toStored, writeStoredConnections } from './persist';
import { writeActiveNamespace } from './active';
import { hooksOf, toKitError } from './errors';
import { isServed, servedNamespace } from '../store/served';

/** A connect waits for the visitor in their wallet; closing the modal aborts it sooner. */
export const CONNECT_TIMEOUT_MS = 120_000;
/** How long a silent reconnect waits for its connector to be announced. */
export const RECONNECT_WAIT_MS = 1_500;
export const RECONNECT_TIMEOUT_MS = 10_000;
export const DISCONNECT_TIMEOUT_MS = 10_000;
/** More accounts than this from one wallet in one namespace is not a wallet's answer. */
export const MAX_ACCOUNTS = 1_000;

export type { ConnectedAccount };

/** What the connection manager needs from the rest of the kit (and nothing more). */
export interface ConnectionDeps {
  store: KitStore;
  storage: KitStorage;
  bus: KitEventBus;
  namespaces: NamespaceRegistry;
  connectors: ConnectorRegistry;
  networks: readonly CaipNetwork[];
  enableReconnect: boolean;
  signal: AbortSignal;
  logger: Pick<Console, 'debug'>;
  report(error: unknown): void;
  track(event: string, properties?: Record<string, unknown>): void;
  showMultiWalletAlert(): void;
  closeModal(options: { force: true }): void;
  /** The view entry on screen, to tell whether an after-connect step opened another one. */
  currentView(): unknown;
  /** Closes the modal once a connect flow is done (or shows Account in embedded mode). */
  finishConnectFlow(): void;
  /**
   * The plugins' after-connect hooks, in plugin order (also for a changed account, `source`
   * 'account'). Undefined once all ran; else a hook holds the rest for the visitor (sign-in):
   * `settled` is true once done, false when the connection ended first.
   */
  afterConnect(account: ConnectedAccount, source: 'connect' | 'reconnect' | 'account'): Promise<{ settled: Promise<boolean> } | undefined>;
  refreshBalance(namespace: ChainNamespace): void;
  onUnsupportedChain(namespace: ChainNamespace): void;
}

export interface ConnectionManager {
  connect(connectorId: string, options?: { namespace?: ChainNamespace; namespaces?: ChainNamespace[]; signal?: AbortSignal }): Promise<ConnectedAccount>;
  disconnect(options?: { namespace?: ChainNamespace; keepModalOpen?: boolean }): Promise<void>;
  reconnectAll(): Promise<void>;
  /**
   * Another tab of the dapp changed the stored connections: a namespace it disconnected is
   * forgotten here (the wallet is not called), one it connected is restored here silently.
   */
  followStorage(): Promise<void>;
  /** The active connection's connector of a namespace. */
  adapterFor(namespace: ChainNamespace): ConnectorAdapter | undefined;
  /** Multi-wallet actions that reach a wallet; listing is the kit's own (kit/connections.ts). */
  connections: {
    switch(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    remove(connectorId: string, namespace?: ChainNamespace): Promise<void>;
  };
  dispose(): void;
}

/**
 * Connections per namespace (SPEC §4, §6): connecting → connected → disconnected; every connection
 * of every namespace kept, subscribed, persisted and silently restored; one of them active.
 */
export function createConnectionManager(deps: ConnectionDeps): ConnectionManager {
  const { store, storage, bus } = deps;
  /** One subscription per connector; its events name their namespace. */
  const subscriptions = new Map<string, () => void>();
  // One counter per namespace: only the latest connect/reconnect attempt may write state, and a
  // disconnect invalidates whatever is still in flight.
  const attempts = new Map<ChainNamespace, number>();
  const nextAttempt = (ns: ChainNamespace) => {
    const n = (attempts.get(ns) ?? 0) + 1;
    attempts.set(ns, n);
    return n;
  };
  const isCurrent = (ns: ChainNamespace, token: number) => attempts.get(ns) === token;

  const chainOf = (ns: ChainNamespace) => (isServed(store.getState(), ns) ? store.getState().chains[ns] : undefined);
  /** Host input: only a namespace this kit serves (never a prototype key such as '__proto__'). */
  const served = (ns: unknown) => servedNamespace(store.getState(), ns);
  const connectionOf = (ns: ChainNamespace, connectorId: string) => (Object.hasOwn(store.getState().connections, ns) ? store.getState().connections[ns]?.find((c) => c.connectorId === connectorId) : undefined);
  const multiWallet = () => store.getState().features.multiWallet;
  const setStatus = (ns: ChainNamespace, status: 'connecting' | 'connected' | 'disconnected') =>
    store.update((s) => {
      const c = s.chains[ns];
      if (c) c.account.status = status;
      s.modal.loading[ns] = status === 'connecting';
    });
  const persist = () => {
    const s = store.getState();
    const active: Partial<Record<ChainNamespace, string | undefined>> = {};
    for (const [ns, c] of Object.entries(s.chains) as Array<[ChainNamespace, (typeof s.chains)[ChainNamespace]]>) active[ns] = c?.connectorId;
    writeStoredConnections(storage, toStored(s.connections, active));
  };

  const resolveNetwork = (ns: ChainNamespace, chainId: string | number) => deps.namespaces.resolveNetwork(ns, chainId, deps.networks);

  /** Records a connection of a namespace (added, or its accounts and network updated). */
  function upsert(ns: ChainNamespace, connectorId: string, accounts: AccountInfo[], network: CaipNetwork, keepOthers: boolean) {
    store.update((s) => {
      const connection: Connection = { connectorId, accounts, caipNetwork: network };
      const list = (s.connections[ns] ?? []) as Connection[];
      const at = list.findIndex((c) => c.connectorId === connectorId);
      if (at >= 0) list[at] = connection;
      else s.connections[ns] = keepOthers ? [connection, ...list] : [connection];
      if (!keepOthers) s.connections[ns] = (s.connections[ns] ?? []).filter((c) => c.connectorId === connectorId);
    });
  }

  /** Shows one connection of a namespace as its account. */
  function activate(ns: ChainNamespace, connectorId: string, accounts: AccountInfo[], network: CaipNetwork): ConnectedAccount {
    const address = accounts[0]!.address;
    const before = chainOf(ns);
    // A balance belongs to one address on one network; never show it for another.
    const stale = before?.account.address !== address || before?.network.caipNetwork?.caipNetworkId !== network.caipNetworkId || before?.connectorId !== connectorId;
    const caipAddress = `${network.caipNetworkId}:${address}` as CaipAddress;
    const info = deps.connectors.get(connectorId)?.adapter.info;
    const explorer = deps.namespaces.addressExplorerUrl(network, address);
    store.update((s) => {
      const c = s.chains[ns]!;
      c.connectorId = connectorId;
      c.network.caipNetwork = network;
      c.account.address = address;
      c.account.caipAddress = caipAddress;
      c.account.status = 'connected';
      if (stale) {
        // What belongs to another account is not carried over (SPEC §4 account reset).
        const keep = c.account.preferredAccountType;
        Object.assign(c.account, emptyAccount({ preferredAccountType: keep }), { address, caipAddress, status: 'connected' as const });
      }
      c.account.addressExplorerUrl = explorer;
      c.account.connectedWalletInfo = info ? { name: info.name, icon: info.imageUrl, rdns: info.info?.rdns } : undefined;
      if (accounts[0]!.type) c.account.preferredAccountType = accounts[0]!.type;
      s.modal.loading[ns] = false;
    });
    return { namespace: ns, address, caipAddress, connectorId, network };
  }

  const setActiveNamespace = (ns: ChainNamespace) => writeActiveNamespace(store, storage, ns);

  function unsubscribeIfUnused(connectorId: string) {
    const s = store.getState();
    const used = Object.values(s.connections).some((list) => list?.some((c) => c.connectorId === connectorId));
    if (used) return;
    subscriptions.get(connectorId)?.();
    subscriptions.delete(connectorId);
  }

  function watch(connectorId: string) {
    if (subscriptions.has(connectorId)) return;
    const adapter = deps.connectors.get(connectorId)?.adapter;
    if (!adapter?.subscribe) return;
    const off = adapter.subscribe({
      accountsChanged({ namespace: ns, accounts }) {
        const connection = connectionOf(ns, connectorId);
        if (!connection) return;
        // SPEC §4: an empty account list ends that connection.
        if (Array.isArray(accounts) && !accounts.length) return void removeConnection(ns, connectorId, { callWallet: false }).catch(deps.report);
        const network = connection.caipNetwork ?? chainOf(ns)!.network.caipNetwork ?? deps.networks[0]!;
        // A change the namespace's address rule refuses is dropped: the connection keeps its accounts.
        // The namespace's rule, not one network's: a wallet moving network may report its new
        // accounts before the chain change that goes with them.
        const problem = accountsProblem(ns, accounts);
        if (problem) return void deps.report(new ConnectorError('The wallet returned an invalid account', { details: problem }));
        upsert(ns, connectorId, accounts, network, true);
        persist();
        if (chainOf(ns)?.connectorId !== connectorId) return;
        const previous = chainOf(ns)!.account.address;
        const account = activate(ns, connectorId, accounts, network);
        bus.emit('accountChanged', { namespace: ns, address: account.address, caipAddress: account.caipAddress });
        deps.refreshBalance(ns);
        if (previous !== account.address) void deps.afterConnect(account, 'account').catch(deps.report);
      },
      chainChanged({ namespace: ns, chainId }) {
        const connection = connectionOf(ns, connectorId);
        if (!connection) return;
        const { network, supported } = resolveNetwork(ns, chainId);
        upsert(ns, connectorId, connection.accounts, network, true);
        persist();
        if (chainOf(ns)?.connectorId !== connectorId) return;
        activate(ns, connectorId, connection.accounts, network);
        storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
        bus.emit('networkChanged', { namespace: ns, network });
        if (!supported) deps.onUnsupportedChain(ns);
        else deps.refreshBalance(ns);
      },
      disconnect({ namespace }) {
        const s = store.getState();
        const affected = namespace ? [namespace] : (Object.keys(s.connections) as ChainNamespace[]).filter((ns) => connectionOf(ns, connectorId));
        for (const ns of affected) void removeConnection(ns, connectorId, { callWallet: false }).catch(deps.report);
      },
    });
    subscriptions.set(connectorId, off);
  }

  /** Forgets every connection of a namespace: SPEC §4 disconnect. */
  function clearNamespace(ns: ChainNamespace, keepModalOpen: boolean) {
    nextAttempt(ns);
    const gone = (store.getState().connections[ns] ?? []).map((c) => c.connectorId);
    const connectorId = chainOf(ns)?.connectorId;
    // Already cleared (the wallet reported its own disconnect while we asked it to): once is enough.
    if (!gone.length && !connectorId && chainOf(ns)?.account.status === 'disconnected') return;
    store.update((s) => {
      const c = s.chains[ns];
      if (!c) return;
      c.account = emptyAccount({ preferredAccountType: c.account.preferredAccountType });
      c.connectorId = undefined;
      c.network.caipNetwork = c.network.requestedCaipNetworks[0];
      s.connections[ns] = [];
      s.modal.loading[ns] = false;
      // A required sign-in of a connection that is gone no longer holds the modal.
      if (!Object.values(s.chains).some((x) => x?.account.status === 'connected')) s.modal.closeDisabled = false;
    });
    // The active namespace went: another connected one takes over, in storage too (a reload keeps it).
    const state = store.getState();
    if (state.activeNamespace === ns) {
      const other = (Object.keys(state.chains) as ChainNamespace[]).find((n) => n !== ns && state.chains[n]?.account.status === 'connected');
      if (other) {
        setActiveNamespace(other);
        bus.emit('activeNamespaceChanged', { namespace: other });
      }
    }
    for (const id of gone) unsubscribeIfUnused(id);
    markDisconnected(storage, gone);
    persist();
    bus.emit('disconnected', { namespace: ns, connectorId });
    if (!keepModalOpen) deps.closeModal({ force: true });
  }

  /** Removes one connection; the last one of a namespace disconnects it (SPEC §4 removal rules). */
  async function removeConnection(ns: ChainNamespace, connectorId: string, options: { callWallet: boolean }) {
    if (!connectionOf(ns, connectorId)) return;
    const wasActive = chainOf(ns)?.connectorId === connectorId;
    const adapter = deps.connectors.get(connectorId)?.adapter;
    if (options.callWallet && adapter) {
      await withTimeout(adapter.disconnect({ namespaces: [ns] }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
      // The wallet may have reported the end itself meanwhile; nothing more to do then.
      if (!connectionOf(ns, connectorId)) return;
    }
    const remaining = (store.getState().connections[ns] ?? []).filter((c) => c.connectorId !== connectorId);
    if (remaining.length === 0) return clearNamespace(ns, true);
    store.update((s) => void (s.connections[ns] = remaining));
    unsubscribeIfUnused(connectorId);
    if (wasActive) {
      const next = remaining[0]!;
      const account = activate(ns, next.connectorId, next.accounts, next.caipNetwork ?? deps.networks.find((n) => n.chainNamespace === ns)!);
      bus.emit('accountChanged', { namespace: ns, address: account.address, caipAddress: account.caipAddress });
      deps.refreshBalance(ns);
      persist();
      // The account now shown gets its own after-connect steps (its sign-in), as after any account change.
      await deps.afterConnect(account, 'account');
      return;
    }
    persist();
  }

  /**
   * Why a wallet's accounts cannot be taken (undefined when they can): each must be an address of
   * its namespace by the namespace adapter's own rule, on the chain the wallet reports. Whatever a
   * connector hands over (an extension, a WalletConnect peer, a frame) is checked the same way.
   */
  const accountsProblem = (ns: ChainNamespace, accounts: unknown, chainId?: string | number): string | undefined => {
    if (!Array.isArray(accounts) || accounts.length === 0) return 'no account';
    if (accounts.length > MAX_ACCOUNTS) return `more than ${MAX_ACCOUNTS} accounts`;
    const adapter = deps.namespaces.get(ns);
    const { network, supported } = chainId === undefined ? { network: undefined, supported: false } : resolveNetwork(ns, chainId);
    for (const a of accounts as Array<Partial<AccountInfo> | null>) {
      const address = a && typeof a === 'object' ? a.address : undefined;
      if (typeof address !== 'string' || !address) return 'an account without an address';
      const problem = adapter ? adapter.addressError(address, supported ? network?.caipNetworkId : undefined) : undefined;
      if (problem) return `${JSON.stringify(address.length > 80 ? `${address.slice(0, 80)}…` : address)} is not a ${ns} address: ${problem}`;
    }
    return undefined;
  };

  /** The sessions that may be applied; the refused ones are reported, never stored. */
  const validSessions = (result: ConnectResult | null, wanted: readonly ChainNamespace[], refused?: string[]): NamespaceSession[] =>
    (Array.isArray(result?.sessions) ? result.sessions : []).filter((x) => {
      if (!x || !wanted.includes(x.namespace)) return false;
      const problem = accountsProblem(x.namespace, x.accounts, x.chainId);
      if (problem) refused?.push(problem);
      return !problem;
    });

  /** Applies a wallet's sessions, then runs the after-connect steps and announces the connections. */
  async function establish(connectorId: string, sessions: NamespaceSession[], source: 'connect' | 'reconnect', activeIds?: Partial<Record<ChainNamespace, string>>): Promise<ConnectedAccount[]> {
    const adapter = deps.connectors.get(connectorId)!.adapter;
    const screen = deps.currentView();
    const established: Array<{ account: ConnectedAccount; supported: boolean }> = [];
    for (const session of sessions) {
      const ns = session.namespace;
      const { network, supported } = resolveNetwork(ns, session.chainId);
      const keepOthers = multiWallet() || source === 'reconnect';
      // One wallet per namespace without multi-wallet: the one replaced is told so, not orphaned.
      const replaced = keepOthers ? [] : (store.getState().connections[ns] ?? []).map((x) => x.connectorId).filter((id) => id !== connectorId);
      upsert(ns, connectorId, session.accounts, network, keepOthers);
      for (const id of replaced) {
        const old = deps.connectors.get(id)?.adapter;
        unsubscribeIfUnused(id);
        markDisconnected(storage, [id]);
        if (old) void withTimeout(old.disconnect({ namespaces: [ns] }), old.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
      }
      const activeId = activeIds?.[ns];
      // A reconnect restores the remembered active wallet; a fresh connect becomes the active one.
      if (source === 'connect' || !activeId || activeId === connectorId || !chainOf(ns)?.connectorId) {
        established.push({ account: activate(ns, connectorId, session.accounts, network), supported });
      } else if (chainOf(ns)?.account.status !== 'connected') setStatus(ns, 'disconnected');
      if (source === 'connect') rememberRecent(storage, { connectorId, namespace: ns, address: session.accounts[0]!.address });
      markConnected(storage, connectorId);
    }
    if (source === 'connect' && established[0]) setActiveNamespace(established[0].account.namespace);
    else if (!store.getState().activeNamespace && established[0]) setActiveNamespace(established[0].account.namespace);
    watch(connectorId);
    persist();
    for (const { account, supported } of established) {
      deps.refreshBalance(account.namespace);
      if (!supported) deps.onUnsupportedChain(account.namespace);
    }
    let held = false;
    for (const { account } of established) {
      const stillHere = () => chainOf(account.namespace)?.account.address === account.address;
      const announce = () => {
        // An after-connect step may end the connection (a failed sign-in set-up): then nothing is announced.
        if (!stillHere()) return;
        bus.emit('connected', { namespace: account.namespace, address: account.address, caipAddress: account.caipAddress, connectorId });
        deps.track(source === 'connect' ? 'CONNECT_SUCCESS' : 'RECONNECT_SUCCESS', { name: adapter.info.name, namespace: account.namespace });
      };
      if (!stillHere()) continue;
      // The plugins' steps in order. One that holds (sign-in on screen) holds the later ones and
      // the announcement until the visitor is done, so none of them can replace its view.
      const hold = await deps.afterConnect(account, source);
      if (!hold) announce();
      else {
        held = true;
        void hold.settled.then((go) => (go ? announce() : undefined)).catch(deps.report);
      }
    }
    // The connect flow is done: close, unless a step put another view on screen (sign in, wrong chain).
    if (source === 'connect' && !held && deps.currentView() === screen) deps.finishConnectFlow();
    return established.map((e) => e.account);
  }

  const networksFor = (namespaces: readonly ChainNamespace[]) => {
    const out: Partial<Record<ChainNamespace, CaipNetwork>> = {};
    for (const ns of namespaces) {
      const n = chainOf(ns)?.network.caipNetwork;
      if (n) out[ns] = n;
    }
    return out;
  };

  const manager: ConnectionManager = {
    adapterFor(ns) {
      const id = chainOf(ns)?.connectorId;
      return id ? deps.connectors.get(id)?.adapter : undefined;
    },

    async connect(connectorId, options = {}) {
      const entry = deps.connectors.get(connectorId);
      if (!entry) throw new ConnectorError(`Connector '${connectorId}' not found`);
      const { adapter, pluginId } = entry;
      const asked = options.namespaces ?? (options.namespace !== undefined ? [options.namespace] : adapter.info.namespaces.filter((ns) => chainOf(ns)));
      for (const ns of asked) if (typeof ns !== 'string' || !chainOf(ns)) throw new KitError(`Adapter for namespace ${String(ns)} doesn't exist`);
      const namespaces = asked.filter((ns) => adapter.info.namespaces.includes(ns));
      if (!namespaces.length) throw new ConnectorError('The connector does not support any of the requested chains');
      const tokens = new Map(namespaces.map((ns) => [ns, nextAttempt(ns)] as const));
      for (const ns of namespaces) setStatus(ns, 'connecting');
      const controller = new AbortController();
      const abort = () => controller.abort();
      if (options.signal?.aborted) abort();
      deps.signal.addEventListener('abort', abort, { once: true });
      options.signal?.addEventListener('abort', abort, { once: true });
      try {
        const result = await withTimeout(adapter.connect({ namespaces, networks: networksFor(namespaces), signal: controller.signal }), adapter.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, { signal: controller.signal });
        const refused: string[] = [];
        const sessions = validSessions(result, namespaces, refused);
        // What the wallet granted but the kit refused is handed back: the wallet's side ends too.
        const dropped = namespaces.filter((ns) => !sessions.some((x) => x.namespace === ns) && result?.sessions?.some?.((x) => x?.namespace === ns));
        if (dropped.length && refused.some((r) => r !== 'no account')) {
          void withTimeout(adapter.disconnect({ namespaces: dropped }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
        }
        if (!sessions.length && refused.some((r) => r !== 'no account')) throw new ConnectorError('The wallet returned an invalid account', { details: refused.join('; ') });
        if (!sessions.length) throw new ConnectorError('The wallet returned no account');
        // A later connect, or a disconnect, happened meanwhile: that answer is no longer wanted.
        const current = sessions.filter((x) => isCurrent(x.namespace, tokens.get(x.namespace)!));
        if (!current.length) throw new AbortedError('Request was aborted', { details: 'superseded by a later connect or a disconnect' });
        for (const ns of namespaces) if (!current.some((x) => x.namespace === ns) && isCurrent(ns, tokens.get(ns)!)) setStatus(ns, chainOf(ns)?.account.address ? 'connected' : 'disconnected');
        const accounts = await establish(connectorId, current, 'connect');
        const wanted = options.namespace ? accounts.find((a) => a.namespace === options.namespace) : undefined;
        return wanted ?? accounts[0]!;
      } catch (error) {
        for (const ns of namespaces) if (isCurrent(ns, tokens.get(ns)!) && chainOf(ns)?.account.status === 'connecting') setStatus(ns, chainOf(ns)?.account.address ? 'connected' : 'disconnected');
        const kitError = toKitError(error, 'Connection failed', hooksOf(adapter, ...namespaces.map((ns) => deps.namespaces.get(ns))));
        kitError.pluginId ??= pluginId;
        deps.track('CONNECT_ERROR', { message: kitError.shortMessage });
        throw kitError;
      } finally {
        deps.signal.removeEventListener('abort', abort);
        options.signal?.removeEventListener('abort', abort);
      }
    },

    async followStorage() {
      const configured = Object.keys(store.getState().chains) as ChainNamespace[];
      const stored = readStoredConnections(storage, configured);
      const there = new Set(configured.filter((ns) => (stored.connections[ns]?.length ?? 0) > 0));
      for (const ns of configured) if (!there.has(ns) && chainOf(ns)?.account.status === 'connected') clearNamespace(ns, true);
      if ([...there].some((ns) => chainOf(ns)?.account.status === 'disconnected')) await this.reconnectAll();
    },

    async reconnectAll() {
      const configured = Object.keys(store.getState().chains) as ChainNamespace[];
      const stored = readStoredConnections(storage, configured);
      if (!deps.enableReconnect) {
        writeStoredConnections(storage, { connections: {}, active: {} });
        return;
      }
      // One silent reconnect per connector, for every namespace it had.
      const byConnector = new Map<string, ChainNamespace[]>();
      for (const [ns, list] of Object.entries(stored.connections) as Array<[ChainNamespace, (typeof stored.connections)[ChainNamespace]]>) {
        for (const c of list ?? []) byConnector.set(c.connectorId, [...(byConnector.get(c.connectorId) ?? []), ns]);
      }
      const tokens = new Map<ChainNamespace, number>();
      for (const ns of new Set([...byConnector.values()].flat())) {
        tokens.set(ns, nextAttempt(ns));
        // A connection the server rendered (initialState) stays shown while it is confirmed.
        if (chainOf(ns)?.account.status !== 'connected') setStatus(ns, 'connecting');
      }
      // The kit showed every remembered namespace as restoring before this code loaded; one with
      // nothing valid to restore (and no connect of the visitor's under way) is not.
      for (const ns of configured) if (!tokens.has(ns) && !attempts.has(ns) && chainOf(ns)?.account.status === 'connecting') setStatus(ns, 'disconnected');
      // Active connections first, so the remembered active wallet wins the namespace.
      const order = [...byConnector.entries()].sort(([a], [b]) => Number(Object.values(stored.active).includes(b)) - Number(Object.values(stored.active).includes(a)));
      await Promise.all(
        order.map(async ([connectorId, namespaces]) => {
          try {
            const adapter = await waitForAdapter(connectorId);
            if (!adapter?.reconnect) throw new ConnectorError(`Connector '${connectorId}' is not available to reconnect`);
            const result = await withTimeout(adapter.reconnect({ namespaces, networks: networksFor(namespaces), signal: deps.signal }), RECONNECT_TIMEOUT_MS, { signal: deps.signal });
            // The visitor connected or disconnected meanwhile: their choice wins.
            const sessions = validSessions(result, namespaces).filter((x) => isCurrent(x.namespace, tokens.get(x.namespace)!));
            if (sessions.length) await establish(connectorId, sessions, 'reconnect', stored.active);
          } catch (error) {
            deps.logger.debug?.('[latchkey] reconnect failed', error);
          }
        }),
      );
      // Destroyed mid-reconnect: keep the stored session for the next page load.
      if (deps.signal.aborted) return;
      for (const [ns, token] of tokens) {
        if (isCurrent(ns, token) && chainOf(ns)?.account.status === 'connecting') setStatus(ns, 'disconnected');
      }
      // The remembered active namespace did not come back but another did: that one is active.
      const after = store.getState();
      const active = after.activeNamespace;
      if (!active || after.chains[active]?.account.status !== 'connected') {
        const back = (Object.keys(after.chains) as ChainNamespace[]).find((n) => after.chains[n]?.account.status === 'connected');
        if (back) setActiveNamespace(back);
      }
      persist();
    },

    async disconnect(options = {}) {
      const state = store.getState();
      const namespaces = options.namespace !== undefined
        ? [served(options.namespace)]
        : (Object.keys(state.chains) as ChainNamespace[]).filter((ns) => state.chains[ns]?.connectorId || (state.connections[ns]?.length ?? 0) > 0 || state.chains[ns]?.account.status !== 'disconnected');
      // One call per connector, with the namespaces it loses.
      const perConnector = new Map<string, ChainNamespace[]>();
      for (const ns of namespaces) for (const c of state.connections[ns] ?? []) perConnector.set(c.connectorId, [...(perConnector.get(c.connectorId) ?? []), ns]);
      const failures: string[] = [];
      await Promise.all(
        [...perConnector].map(async ([connectorId, lost]) => {
          const adapter = deps.connectors.get(connectorId)?.adapter;
          if (!adapter) return;
          try {
            await withTimeout(adapter.disconnect({ namespaces: lost }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS);
          } catch (error) {
            // A slow wallet (the embedded one: 3 s) is given up on; the kit still forgets it.
            if (!(error instanceof KitError && error.code === 'TIMEOUT')) failures.push(error instanceof Error ? error.message : String(error));
          }
        }),
      );
      for (const ns of namespaces) clearNamespace(ns, options.keepModalOpen ?? false);
      if (failures.length) throw new KitError(`Failed to disconnect chains: ${failures.join(', ')}`);
    },

    connections: {
      async switch(connectorId, ns) {
        if (!multiWallet()) return void deps.showMultiWalletAlert();
        const n = ns === undefined ? store.getState().activeNamespace : served(ns);
        const conn = n ? connectionOf(n, connectorId) : undefined;
        if (!n || !conn) throw new ConnectorError(`No connection for connector '${connectorId}'`);
        const previous = chainOf(n)?.account.address;
        const account = activate(n, connectorId, conn.accounts, conn.caipNetwork ?? deps.networks.find((x) => x.chainNamespace === n)!);
        persist();
        bus.emit('accountChanged', { namespace: n, address: account.address, caipAddress: account.caipAddress });
        deps.refreshBalance(n);
        if (previous !== account.address) await deps.afterConnect(account, 'account');
      },
      async remove(connectorId, ns) {
        if (!multiWallet()) return void deps.showMultiWalletAlert();
        const n = ns === undefined ? store.getState().activeNamespace : served(ns);
        if (n) await removeConnection(n, connectorId, { callWallet: true });
      },
    },

    dispose() {
      for (const off of subscriptions.values()) off();
      subscriptions.clear();
    },
  };

  function waitForAdapter(connectorId: string): Promise<ConnectorAdapter | undefined> {
    const present = deps.connectors.get(connectorId)?.adapter;
    if (present) return Promise.resolve(present);
    return new Promise((resolve) => {
      // Some extensions inject at the page's load (Keplr sets window.keplr then): the wait starts
      // once the document has loaded.
      const doc = (globalThis as { document?: Document }).document;
      const win = (globalThis as { window?: Window }).window;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const startTimer = () => void (timer = setTimeout(() => done(undefined), RECONNECT_WAIT_MS));
      // A page whose load never ends (a hung resource) still gives up: 10 s at most before the wait.
      const cap = setTimeout(() => done(undefined), RECONNECT_WAIT_MS + 10_000);
      if (doc && win && doc.readyState !== 'complete') win.addEventListener('load', startTimer, { once: true });
      else startTimer();
      const onAbort = () => done(undefined);
      deps.signal.addEventListener('abort', onAbort, { once: true });
      const off = deps.connectors.onAdded((id) => {
        if (id === connectorId) done(deps.connectors.get(id)?.adapter);
      });
      function done(value: ConnectorAdapter | undefined) {
        clearTimeout(timer);
        clearTimeout(cap);
        win?.removeEventListener('load', startTimer);
        deps.signal.removeEventListener('abort', onAbort);
        off();
        resolve(value);
      }
    });
  }

  return manager;
}
