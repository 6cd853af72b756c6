import { KitError } from '../errors';
import { showNetwork, switchNetwork } from '../connection/actions/switchNetwork';
import type { Host } from '../host';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain';
import type { ConnectionManager } from '../connection/connection';

export interface NetworkManager {
  switchNetwork(target: CaipNetwork | CaipNetworkId | number | string): Promise<void>;
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  /** A connected wallet sits on a chain the kit does not support (SPEC §2 UnsupportedChain rule). */
  handleUnsupportedChain(namespace: ChainNamespace): void;
}

/**
 * The session's network tools: the visitor's switch (the connection action
 * connection/actions/switchNetwork.ts), removing a namespace's adapter, and the SPEC §2
 * UnsupportedChain rule (the network list itself is list.ts, loaded with the kit).
 */
export function createNetworkManager(host: Host, connection: ConnectionManager): NetworkManager {
  const { store } = host;
  const inputs = { store, storage: host.storage, bus: host.bus, namespaces: host.namespaces, signal: host.signal, adapterFor: (ns: ChainNamespace) => connection.adapterFor(ns) };

  const manager: NetworkManager = {
    switchNetwork: (target) => switchNetwork(inputs, target),

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
        if (next) showNetwork(inputs, next);
      }
    },

    handleUnsupportedChain(ns) {
      const o = host.options;
      if (o.enableNetworkSwitch && !o.allowUnsupportedChain && !o.basic) host.openModal({ view: 'UnsupportedChain', namespace: ns });
    },
  };
  return manager;
}
