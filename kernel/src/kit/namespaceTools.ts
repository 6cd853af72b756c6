import type { Kit } from '../kit';
import type { KitStore } from '../store/createStore';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { AssetTransfer } from '../plugins/namespace';
import type { CaipNetwork } from '../types/chain';

/** The kit's members that read a namespace adapter with its owning plugin's tools bound. */
export function namespaceTools(store: KitStore, registry: NamespaceRegistry): Pick<Kit, 'namespace' | 'describeRequest' | 'assets' | 'rpcRanking'> {
  return {
    namespace: (ns) => registry.get(ns),
    describeRequest({ namespace: ns, method, params }) {
      const network = store.getState().chains[ns]?.network.caipNetwork;
      try {
        return registry.get(ns)?.describeRequest?.({ method, params, network }, registry.tools(ns));
      } catch {
        return undefined;
      }
    },
    assets(ns) {
      const assets = registry.get(ns)?.assets;
      const tools = registry.tools(ns);
      if (!assets || !tools) return undefined;
      const { token, maxNative, transfer } = assets;
      return {
        balances: (request) => assets.balances(request, tools),
        ...(token ? { token: (request: { network: CaipNetwork; address: string }) => token(request, tools) } : {}),
        ...(maxNative ? { maxNative: (request: { address: string; network: CaipNetwork }) => maxNative(request, tools) } : {}),
        ...(transfer ? { transfer: (request: AssetTransfer) => transfer(request, tools) } : {}),
        transactionUrl: (network, id) => {
          try {
            return assets.transactionUrl?.(network, id);
          } catch {
            return undefined;
          }
        },
        names: assets.names === true,
      };
    },
    rpcRanking(caipNetworkId) {
      const network = Object.values(store.getState().chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []).find((n) => n.caipNetworkId === caipNetworkId);
      return network && registry.tools(network.chainNamespace)?.rpc(network).ranking?.();
    },
  };
}
