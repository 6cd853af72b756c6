import { AbortedError, ConnectorError, KitError } from '../errors';
import { withTimeout } from '../net/timeout';
import { StorageKeys, isStringArray, isStringRecord } from '../storage/storage';
import { emptyAccount } from '../store/createStore';
import type { Host } from '../host';
import type { AccountInfo, CaipAddress, CaipNetwork, ChainNamespace, Connection } from '../types/chain';
import type { ConnectResult, ConnectorAdapter } from '../plugins/types';
import { findNetwork, unknownNetwork } from './network';
import { toKitError } from './errors';

/** A connect waits for the visitor in their wallet; closing the modal aborts it sooner. */
export const CONNECT_TIMEOUT_MS = 120_000;
/** How long a silent reconnect waits for its connector to be announced. */
export const RECONNECT_WAIT_MS = 1_500;
export const RECONNECT_TIMEOUT_MS = 10_000;
export const DISCONNECT_TIMEOUT_MS = 10_000;
export const RECENT_WALLETS_KEPT = 2;

export interface ConnectedAccount {
  namespace: ChainNamespace;
  address: string;
  caipAddress: CaipAddress;
  connectorId: string;
  network: CaipNetwork;
}

export interface ConnectionHooks {
  /** After a connection is applied (SIWX runs here). */
  afterConnect(account: ConnectedAccount, source: 'connect' | 'reconnect'): Promise<void> | void;
  refreshBalance(namespace: ChainNamespace): void;
  /** A connected wallet reported a chain the kit does not support. */
  onUnsupportedChain(namespace: ChainNamespace): void;
  /** The wallet switched to another account. */
  afterAccountChange(account: ConnectedAccount): Promise<void> | void;
}

export interface ConnectionManager {
  connect(connectorId: string, options?: { namespace?: ChainNamespace; signal?: AbortSignal }): Promise<ConnectedAccount>;
  disconnect(options?: { namespace?: ChainNamespace; keepModalOpen?: boolean }): Promise<void>;
  reconnectAll(): Promise<void>;
  adapterFor(namespace: ChainNamespace): ConnectorAdapter | undefined;
  connections: {
    list(namespace?: ChainNamespace): Connection[];
    switch(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    remove(connectorId: string, namespace?: ChainNamespace): Promise<void>;
  };
  dispose(): void;
}

/** Connection state per namespace: connecting → connected → disconnected, as SPEC §4 lays out. */
export function createConnectionManager(host: Host, hooks: ConnectionHooks): ConnectionManager {
  const { store, storage } = host;
  const unsubscribers = new Map<string, () => void>();
  // One counter per namespace: only the latest connect/reconnect attempt may write state, and a
  // disconnect invalidates whatever is still in flight.
  const attempts = new Map<ChainNamespace, number>();
  const nextAttempt = (ns: ChainNamespace) => {
    const n = (attempts.get(ns) ?? 0) + 1;
    attempts.set(ns, n);
    return n;
  };
  const isCurrent = (ns: ChainNamespace, token: number) => attempts.get(ns) === token;

  const chainOf = (ns: ChainNamespace) => store.getState().chains[ns];
  const setStatus = (ns: ChainNamespace, status: 'connecting' | 'connected' | 'disconnected') =>
    store.update((s) => {
      const c = s.chains[ns];
      if (c) c.account.status = status;
      s.modal.loading[ns] = status === 'connecting';
    });

  const storedIds = () => storage.get(StorageKeys.connectedConnectorIds, isStringRecord) ?? {};
  const remember = (ns: ChainNamespace, connectorId: string) => {
    storage.set(StorageKeys.connectedConnectorIds, { ...storedIds(), [ns]: connectorId });
    const namespaces = new Set(storage.get(StorageKeys.connectedNamespaces, isStringArray) ?? []);
    namespaces.add(ns);
    storage.set(StorageKeys.connectedNamespaces, [...namespaces]);
    const recent = (storage.get(StorageKeys.recentWallets, isStringArray) ?? []).filter((id) => id !== connectorId);
    storage.set(StorageKeys.recentWallets, [connectorId, ...recent].slice(0, RECENT_WALLETS_KEPT));
    storage.set(StorageKeys.disconnectedConnectorIds, (storage.get(StorageKeys.disconnectedConnectorIds, isStringArray) ?? []).filter((id) => id !== connectorId));
    storage.set(StorageKeys.connectionStatus, 'connected');
  };
  const forget = (ns: ChainNamespace, connectorId: string | undefined) => {
    const ids = storedIds();
    delete ids[ns];
    storage.set(StorageKeys.connectedConnectorIds, ids);
    storage.set(StorageKeys.connectedNamespaces, (storage.get(StorageKeys.connectedNamespaces, isStringArray) ?? []).filter((n) => n !== ns));
    if (connectorId) {
      const gone = new Set(storage.get(StorageKeys.disconnectedConnectorIds, isStringArray) ?? []);
      gone.add(connectorId);
      storage.set(StorageKeys.disconnectedConnectorIds, [...gone]);
    }
    if (Object.keys(ids).length === 0) storage.set(StorageKeys.connectionStatus, 'disconnected');
  };

  /** The configured network for a wallet's chain id, or the 'Unknown Network' (then unsupported). */
  const resolveNetwork = (ns: ChainNamespace, chainId: string | number) => {
    const known = findNetwork(host.options.networks, ns, chainId);
    return { network: known ?? unknownNetwork(ns, chainId), supported: Boolean(known) };
  };

  function applyAccounts(ns: ChainNamespace, connectorId: string, accounts: AccountInfo[], network: CaipNetwork): ConnectedAccount {
    const address = accounts[0]!.address;
    const before = chainOf(ns)?.account;
    // A balance belongs to one address on one network; never show it for another.
    const stale = before?.address !== address || chainOf(ns)?.network.caipNetwork?.caipNetworkId !== network.caipNetworkId;
    const caipAddress = `${network.caipNetworkId}:${address}` as CaipAddress;
    const info = host.adapters.get(connectorId)?.adapter.info;
    store.update((s) => {
      const c = s.chains[ns]!;
      c.connectorId = connectorId;
      c.network.caipNetwork = network;
      c.account.address = address;
      c.account.caipAddress = caipAddress;
      c.account.status = 'connected';
      if (stale) {
        c.account.balance = undefined;
        c.account.balanceSymbol = undefined;
      }
      c.account.addressExplorerUrl = network.blockExplorers?.default.url ? `${network.blockExplorers.default.url.replace(/\/+$/, '')}/address/${address}` : undefined;
      c.account.connectedWalletInfo = info ? { name: info.name, icon: info.imageUrl, rdns: info.info?.rdns } : undefined;
      if (accounts[0]!.type) c.account.preferredAccountType = accounts[0]!.type;
      s.modal.loading[ns] = false;
      s.activeNamespace = ns;
      const connection: Connection = { connectorId, accounts, caipNetwork: network };
      const others = s.features.multiWallet ? (s.connections[ns] ?? []).filter((x) => x.connectorId !== connectorId) : [];
      s.connections[ns] = [connection, ...others];
    });
    storage.set(StorageKeys.activeNamespace, ns);
    storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
    return { namespace: ns, address, caipAddress, connectorId, network };
  }

  function watch(ns: ChainNamespace, connectorId: string, adapter: ConnectorAdapter) {
    unsubscribers.get(ns)?.();
    if (!adapter.subscribe) return;
    const off = adapter.subscribe({
      accountsChanged(accounts) {
        if (chainOf(ns)?.connectorId !== connectorId) return;
        if (!accounts.length) {
          void manager.disconnect({ namespace: ns }).catch((e: unknown) => host.report(e));
          return;
        }
        const network = chainOf(ns)!.network.caipNetwork ?? host.options.defaultNetwork;
        const previous = chainOf(ns)!.account.address;
        const acc = applyAccounts(ns, connectorId, accounts, network);
        host.bus.emit('accountChanged', { namespace: ns, address: acc.address, caipAddress: acc.caipAddress });
        hooks.refreshBalance(ns);
        if (previous !== acc.address) void Promise.resolve(hooks.afterAccountChange(acc)).catch((e: unknown) => host.report(e));
      },
      chainChanged(chainId) {
        if (chainOf(ns)?.connectorId !== connectorId) return;
        const { network, supported } = resolveNetwork(ns, chainId);
        const accounts = store.getState().connections[ns]?.find((c) => c.connectorId === connectorId)?.accounts;
        if (accounts?.length) applyAccounts(ns, connectorId, accounts, network);
        host.bus.emit('networkChanged', { namespace: ns, network });
        if (!supported) hooks.onUnsupportedChain(ns);
        else hooks.refreshBalance(ns);
      },
      disconnect() {
        if (chainOf(ns)?.connectorId !== connectorId) return;
        clearLocal(ns, connectorId, false);
      },
    });
    unsubscribers.set(ns, off);
  }

  function clearLocal(ns: ChainNamespace, connectorId: string | undefined, keepModalOpen: boolean) {
    nextAttempt(ns);
    unsubscribers.get(ns)?.();
    unsubscribers.delete(ns);
    store.update((s) => {
      const c = s.chains[ns];
      if (!c) return;
      c.account = emptyAccount({ preferredAccountType: c.account.preferredAccountType });
      c.connectorId = undefined;
      c.network.caipNetwork = c.network.requestedCaipNetworks[0];
      s.connections[ns] = [];
      s.modal.loading[ns] = false;
      if (s.activeNamespace === ns) {
        const other = (Object.keys(s.chains) as ChainNamespace[]).find((n) => n !== ns && s.chains[n]?.account.status === 'connected');
        if (other) s.activeNamespace = other;
      }
    });
    forget(ns, connectorId);
    host.bus.emit('disconnected', { namespace: ns, connectorId });
    if (!keepModalOpen) host.closeModal({ force: true });
  }

  async function establish(connectorId: string, ns: ChainNamespace, result: ConnectResult | null, source: 'connect' | 'reconnect') {
    if (!result || !result.accounts?.length || typeof result.accounts[0]?.address !== 'string') {
      throw new ConnectorError('The wallet returned no account');
    }
    const entry = host.adapters.get(connectorId)!;
    const { network, supported } = resolveNetwork(ns, result.chainId);
    const account = applyAccounts(ns, connectorId, result.accounts, network);
    remember(ns, connectorId);
    watch(ns, connectorId, entry.adapter);
    host.bus.emit('connected', { namespace: ns, address: account.address, caipAddress: account.caipAddress, connectorId });
    host.track(source === 'connect' ? 'CONNECT_SUCCESS' : 'RECONNECT_SUCCESS', { name: entry.adapter.info.name, namespace: ns });
    hooks.refreshBalance(ns);
    if (!supported) hooks.onUnsupportedChain(ns);
    await hooks.afterConnect(account, source);
    return account;
  }

  const manager: ConnectionManager = {
    adapterFor(ns) {
      const id = chainOf(ns)?.connectorId;
      return id ? host.adapters.get(id)?.adapter : undefined;
    },

    async connect(connectorId, options = {}) {
      const entry = host.adapters.get(connectorId);
      if (!entry) throw new ConnectorError(`Connector '${connectorId}' not found`);
      const { adapter, pluginId } = entry;
      const ns = options.namespace ?? adapter.info.chain;
      if (!chainOf(ns)) throw new KitError(`Adapter for namespace ${ns} doesn't exist`);
      const token = nextAttempt(ns);
      setStatus(ns, 'connecting');
      try {
        const controller = new AbortController();
        const abort = () => controller.abort();
        if (options.signal?.aborted) abort();
        host.signal.addEventListener('abort', abort, { once: true });
        options.signal?.addEventListener('abort', abort, { once: true });
        const network = chainOf(ns)!.network.caipNetwork;
        const result = await withTimeout(adapter.connect({ network, signal: controller.signal }), CONNECT_TIMEOUT_MS, { signal: controller.signal }).finally(() => {
          host.signal.removeEventListener('abort', abort);
          options.signal?.removeEventListener('abort', abort);
        });
        // A later connect, or a disconnect, happened meanwhile: this answer is no longer wanted.
        if (!isCurrent(ns, token)) throw new AbortedError('Request was aborted', { details: 'superseded by a later connect or a disconnect' });
        return await establish(connectorId, ns, result, 'connect');
      } catch (error) {
        if (isCurrent(ns, token)) setStatus(ns, chainOf(ns)?.account.address ? 'connected' : 'disconnected');
        const kitError = toKitError(error, 'Connection failed');
        kitError.pluginId ??= pluginId;
        host.track('CONNECT_ERROR', { message: kitError.shortMessage });
        throw kitError;
      }
    },

    async reconnectAll() {
      const ids = storedIds();
      const namespaces = Object.keys(ids) as ChainNamespace[];
      if (!host.options.enableReconnect) {
        for (const ns of namespaces) forget(ns, undefined);
        storage.remove(StorageKeys.connections);
        return;
      }
      await Promise.all(
        namespaces.map(async (ns) => {
          const connectorId = ids[ns]!;
          if (!chainOf(ns)) return forget(ns, undefined);
          const token = nextAttempt(ns);
          setStatus(ns, 'connecting');
          try {
            const adapter = await waitForAdapter(connectorId);
            if (!adapter?.reconnect) throw new ConnectorError(`Connector '${connectorId}' is not available to reconnect`);
            const network = chainOf(ns)!.network.caipNetwork;
            const result = await withTimeout(adapter.reconnect({ network, signal: host.signal }), RECONNECT_TIMEOUT_MS, { signal: host.signal });
            // The visitor connected or disconnected meanwhile: their choice wins.
            if (!isCurrent(ns, token)) return;
            await establish(connectorId, ns, result, 'reconnect');
          } catch (error) {
            host.logger.debug?.('[latchkey] reconnect failed', error);
            // Destroyed mid-reconnect: keep the stored session for the next page load.
            if (host.signal.aborted || !isCurrent(ns, token)) return;
            setStatus(ns, 'disconnected');
            forget(ns, undefined);
          }
        }),
      );
    },

    async disconnect(options = {}) {
      const state = store.getState();
      const namespaces = options.namespace
        ? [options.namespace]
        : (Object.keys(state.chains) as ChainNamespace[]).filter((ns) => state.chains[ns]?.connectorId || state.chains[ns]?.account.status !== 'disconnected');
      const failures: string[] = [];
      await Promise.all(
        namespaces.map(async (ns) => {
          const connectorId = chainOf(ns)?.connectorId;
          const adapter = connectorId ? host.adapters.get(connectorId)?.adapter : undefined;
          if (adapter) {
            const ms = adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS;
            try {
              await withTimeout(adapter.disconnect(), ms);
            } catch (error) {
              // A slow wallet (the embedded one: 3 s) is given up on; the kit still forgets it.
              if (!(error instanceof KitError && error.code === 'TIMEOUT')) failures.push(error instanceof Error ? error.message : String(error));
            }
          }
          clearLocal(ns, connectorId, options.keepModalOpen ?? false);
        }),
      );
      if (failures.length) throw new KitError(`Failed to disconnect chains: ${failures.join(', ')}`);
    },

    connections: {
      list(ns) {
        if (!multiWalletOn()) return [];
        const state = store.getState();
        const n = ns ?? state.activeNamespace;
        return n ? [...(state.connections[n] ?? [])] : [];
      },
      async switch(connectorId, ns) {
        if (!multiWalletOn()) return;
        const n = ns ?? store.getState().activeNamespace;
        const conn = n ? store.getState().connections[n]?.find((c) => c.connectorId === connectorId) : undefined;
        if (!n || !conn) throw new ConnectorError(`No connection for connector '${connectorId}'`);
        const account = applyAccounts(n, connectorId, conn.accounts, conn.caipNetwork ?? host.options.defaultNetwork);
        const adapter = host.adapters.get(connectorId)?.adapter;
        if (adapter) watch(n, connectorId, adapter);
        host.bus.emit('accountChanged', { namespace: n, address: account.address, caipAddress: account.caipAddress });
        hooks.refreshBalance(n);
      },
      async remove(connectorId, ns) {
        if (!multiWalletOn()) return;
        const n = ns ?? store.getState().activeNamespace;
        if (!n) return;
        const wasActive = chainOf(n)?.connectorId === connectorId;
        await host.adapters.get(connectorId)?.adapter.disconnect().catch(() => undefined);
        store.update((s) => void (s.connections[n] = (s.connections[n] ?? []).filter((c) => c.connectorId !== connectorId)));
        const remaining = store.getState().connections[n] ?? [];
        if (remaining.length === 0) clearLocal(n, connectorId, true);
        else if (wasActive) await manager.connections.switch(remaining[0]!.connectorId, n);
      },
    },

    dispose() {
      for (const off of unsubscribers.values()) off();
      unsubscribers.clear();
    },
  };

  function multiWalletOn(): boolean {
    if (store.getState().features.multiWallet) return true;
    host.showAlert('MULTI_WALLET_NOT_ENABLED');
    return false;
  }

  function waitForAdapter(connectorId: string): Promise<ConnectorAdapter | undefined> {
    const present = host.adapters.get(connectorId)?.adapter;
    if (present) return Promise.resolve(present);
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(undefined), RECONNECT_WAIT_MS);
      const onAbort = () => done(undefined);
      host.signal.addEventListener('abort', onAbort, { once: true });
      const off = host.onAdapterAdded((id) => {
        if (id === connectorId) done(host.adapters.get(id)?.adapter);
      });
      function done(value: ConnectorAdapter | undefined) {
        clearTimeout(timer);
        host.signal.removeEventListener('abort', onAbort);
        off();
        resolve(value);
      }
    });
  }

  return manager;
}
