import { initialChainState } from '../store/createStore';
import { viewAfterClose } from '../router/openingRules';
import { StorageKeys } from '../storage/storage';
import { namespacesOf } from '../config/options';
import { resolveLocalFeatures } from '../config/features';
import type { NormalizedOptions } from '../config/types';
import type { KitStorage } from '../storage/storage';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { ChainState, KitState } from '../types/state';
import type { ChainNamespace } from '../types/chain';

/** The first state: one chain slice per configured namespace, on the remembered or default network. */
export function initialState(options: NormalizedOptions, storage: KitStorage, namespaces: NamespaceRegistry): KitState {
  const storedNetworkId = storage.get<string>(StorageKeys.activeCaipNetworkId, (v): v is string => typeof v === 'string');
  const activeNetwork = options.networks.find((n) => n.caipNetworkId === storedNetworkId) ?? options.defaultNetwork;
  const chains: Partial<Record<ChainNamespace, ChainState>> = {};
  for (const ns of namespacesOf(options.networks)) {
    const list = options.networks.filter((n) => n.chainNamespace === ns);
    chains[ns] = initialChainState(ns, list, activeNetwork.chainNamespace === ns ? activeNetwork : list[0], namespaces.defaultAccountType(ns));
  }
  return {
    activeNamespace: activeNetwork.chainNamespace,
    chains,
    modal: { open: false, history: [viewAfterClose(options.embedded, false)], loading: {}, shake: false, closeDisabled: false },
    alerts: [],
    connectors: [],
    connections: {},
    features: resolveLocalFeatures(options.features ?? {}),
    remote: { status: 'idle', allowedOrigins: undefined },
    requests: [],
    siwx: { status: 'idle', error: undefined },
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    locale: options.locale,
    plugins: {},
  };
}
