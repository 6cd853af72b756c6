import { ChainError, KitError, ValidationError, isKitError } from '../errors';
import { withTimeout } from '../net/timeout';
import { StorageKeys } from '../storage/storage';
import type { Host } from '../host';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain';
import type { ConnectionManager } from '../connection/connection';
import { hooksOf, toKitError } from '../connection/errors';

export const SWITCH_TIMEOUT_MS = 120_000;

export interface NetworkManager {
  switchNetwork(target: CaipNetwork | CaipNetworkId | number | string): Promise<void>;
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  /** A connected wallet sits on a chain the kit does not support (SPEC §2 UnsupportedChain rule). */
  handleUnsupportedChain(namespace: ChainNamespace): void;
}

/** Network switching, per SPEC §2 and §4 (the network list itself is list.ts, loaded with the kit). */
export function createNetworkManager(host: Host, connection: ConnectionManager, refreshBalance: (ns: ChainNamespace) => void): NetworkManager {
  const { store } = host;
  const networks = () => (Object.values(store.getState().chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []) as CaipNetwork[]);

  const find = (target: CaipNetwork | CaipNetworkId | number | string): CaipNetwork | undefined => {
    const all = networks();
    if (typeof target === 'object') return all.find((n) => n.caipNetworkId === target.caipNetworkId);
    const key = String(target);
    return all.find((n) => n.caipNetworkId === key) ?? all.find((n) => String(n.id) === key);
  };

  const setNetwork = (network: CaipNetwork) => {
    store.update((s) => {
      const c = s.chains[network.chainNamespace];
      if (!c) return;
      if (c.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
        c.account.balance = undefined;
        c.account.balanceSymbol = undefined;
      }
      c.network.caipNetwork = network;
      s.activeNamespace = network.chainNamespace;
      const conn = s.connections[network.chainNamespace]?.find((x) => x.connectorId === c.connectorId);
      if (conn) conn.caipNetwork = network;
      if (c.account.address) c.account.caipAddress = `${network.caipNetworkId}:${c.account.address}`;
    });
    host.storage.set(StorageKeys.activeNamespace, network.chainNamespace);
    host.storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
    host.bus.emit('networkChanged', { namespace: network.chainNamespace, network });
  };

  const manager: NetworkManager = {
    async switchNetwork(target) {
      if (target === null || target === undefined || (typeof target !== 'object' && typeof target !== 'string' && typeof target !== 'number')) {
        throw new ValidationError('Invalid chainId', { details: `switchNetwork expects a network, a CAIP-2 id or a chain id, not ${target === null ? 'null' : typeof target}` });
      }
      if (typeof target === 'object' && typeof (target as { caipNetworkId?: unknown }).caipNetworkId !== 'string') {
        throw new ValidationError('Invalid chainId', { details: 'the network object has no caipNetworkId' });
      }
      const network = find(target);
      if (!network) {
        host.showAlert('SWITCH_NETWORK_NOT_FOUND');
        throw new ChainError('Network not found', { details: typeof target === 'object' ? target.caipNetworkId : String(target) });
      }
      const ns = network.chainNamespace;
      const state = store.getState();
      const chain = state.chains[ns];
      if (!chain) throw new KitError(`Adapter for namespace ${ns} doesn't exist`);
      const connectedHere = chain.account.status === 'connected';
      const connectedElsewhere = (Object.keys(state.chains) as ChainNamespace[]).some((n) => n !== ns && state.chains[n]?.account.status === 'connected');

      if (!connectedHere && connectedElsewhere) {
        // Connected on another namespace only: ask the visitor to connect a wallet for this one.
        host.openModal({ view: 'SwitchActiveChain', params: { network: network.caipNetworkId, navigateTo: 'Connect', replace: true } });
        setNetwork(network);
        return;
      }
      if (!connectedHere) {
        setNetwork(network);
        return;
      }
      const previous = chain.network.caipNetwork;
      const previousListed = Boolean(previous && chain.network.requestedCaipNetworks.some((n) => n.caipNetworkId === previous.caipNetworkId));
      const modalOpen = state.modal.open;
      if (modalOpen) host.router.push('SwitchNetwork', { network: network.caipNetworkId });
      const adapter = connection.adapterFor(ns);
      try {
        if (adapter?.switchNetwork) await withTimeout(adapter.switchNetwork({ namespace: ns, network, signal: host.signal }), SWITCH_TIMEOUT_MS, { signal: host.signal });
        setNetwork(network);
        refreshBalance(ns);
        host.track('SWITCH_NETWORK', { network: network.caipNetworkId });
        if (modalOpen) {
          if (!previousListed) host.closeModal({ force: true });
          else host.router.goBack();
        }
      } catch (error) {
        if (store.getState().modal.open && host.router.current?.view === 'SwitchNetwork') host.router.goBack();
        const e = toKitError(error, 'Chain is not supported', hooksOf(adapter, host.namespaces.get(ns)));
        // Said in a toast: the view that asked may have been replaced while the wallet decided.
        host.showAlert('SWITCH_NETWORK_FAILED', { message: e.shortMessage });
        if (isKitError(e, 'CONNECTOR_ERROR')) throw new ChainError('Chain is not supported', { cause: error, details: e.shortMessage });
        throw e;
      }
    },

    async removeAdapter(ns) {
      const state = store.getState();
      if (!state.chains[ns]) throw new KitError(`Adapter for namespace ${ns} doesn't exist`);
      if (state.chains[ns]!.account.status !== 'disconnected') await connection.disconnect({ namespace: ns, keepModalOpen: true }).catch(() => undefined);
      // A connector that served only this namespace goes; one spanning others stays for them.
      const gone = [...host.connectors.entries()].filter(([, e]) => e.adapter.info.namespaces.every((n) => n === ns)).map(([id]) => id);
      for (const id of gone) host.connectors.remove(id);
      store.update((s) => {
        delete s.chains[ns];
        s.connectors = s.connectors.filter((c) => !gone.includes(c.id));
        delete s.connections[ns];
      });
      if (state.activeNamespace === ns) {
        // Removing the active adapter moves to another chain's first network.
        const next = (Object.values(store.getState().chains) as Array<{ network: { requestedCaipNetworks: CaipNetwork[] } }>).find((c) => c.network.requestedCaipNetworks.length)?.network.requestedCaipNetworks[0];
        store.update((s) => void (s.activeNamespace = next?.chainNamespace));
        if (next) setNetwork(next);
      }
    },

    handleUnsupportedChain(ns) {
      const o = host.options;
      if (o.enableNetworkSwitch && !o.allowUnsupportedChain && !o.basic) host.openModal({ view: 'UnsupportedChain', namespace: ns });
    },
  };
  return manager;
}
