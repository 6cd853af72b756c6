import { KitError } from '../errors';
import { initialChainState } from '../store/createStore';
import { normalizeNetwork } from '../config/options';
import type { Host } from '../host';
import type { CaipNetwork, CaipNetworkId, ChainNamespace, NetworkInput } from '../types/chain';

export interface NetworkList {
  addNetwork(network: NetworkInput): CaipNetwork;
  removeNetwork(caipNetworkId: CaipNetworkId): void;
}

/** Adding and removing networks of the configured namespaces (SPEC §4); switching is network.ts. */
export function createNetworkList(host: Pick<Host, 'store' | 'bus' | 'namespaces'>): NetworkList {
  const { store } = host;
  const hasAdapter = (ns: ChainNamespace) => host.namespaces.has(ns) || Boolean(store.getState().chains[ns]);
  return {
    addNetwork(input: NetworkInput): CaipNetwork {
      const network = normalizeNetwork(input, -1, host.namespaces.bare());
      if (!hasAdapter(network.chainNamespace)) throw new KitError(`Adapter for namespace ${network.chainNamespace} doesn't exist`);
      store.update((s) => {
        const c = (s.chains[network.chainNamespace] ??= initialChainState(network.chainNamespace, [], network, host.namespaces.defaultAccountType(network.chainNamespace)));
        if (!c.network.requestedCaipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) c.network.requestedCaipNetworks.push(network);
      });
      return network;
    },

    removeNetwork(caipNetworkId: CaipNetworkId): void {
      const ns = caipNetworkId.split(':')[0] as ChainNamespace;
      if (!store.getState().chains[ns]) throw new KitError(`Adapter for namespace ${ns} doesn't exist`);
      let fallback: CaipNetwork | undefined;
      store.update((s) => {
        const c = s.chains[ns]!;
        c.network.requestedCaipNetworks = c.network.requestedCaipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId);
        if (c.network.caipNetwork?.caipNetworkId === caipNetworkId) {
          // Removing the active network falls back to the first remaining one.
          c.network.caipNetwork = c.network.requestedCaipNetworks[0];
          fallback = c.network.caipNetwork as CaipNetwork | undefined;
        }
      });
      if (fallback) host.bus.emit('networkChanged', { namespace: ns, network: fallback });
    },
  };
}
