import { initialChainState } from '../store/createStore';
import { viewAfterClose } from '../router/openingRules';
import { StorageKeys } from '../storage/storage';
import { namespacesOf } from '../config/options';
import { resolveLocalFeatures } from '../config/features';
import type { NormalizedOptions } from '../config/types';
import type { KitStorage } from '../storage/storage';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { ChainState, KitState } from '../types/state';
import type { CaipAddress, ChainNamespace } from '../types/chain';
import { safeWalletName } from '../wallets/sanitize';

/** The first state: one chain slice per configured namespace, on the remembered or default network. */
export function initialState(options: NormalizedOptions, storage: KitStorage, namespaces: NamespaceRegistry): KitState {
  const storedNetworkId = storage.get<string>(StorageKeys.activeCaipNetworkId, (v): v is string => typeof v === 'string');
  const activeNetwork = options.networks.find((n) => n.caipNetworkId === storedNetworkId) ?? options.defaultNetwork;
  const chains: Partial<Record<ChainNamespace, ChainState>> = {};
  for (const ns of namespacesOf(options.networks)) {
    const list = options.networks.filter((n) => n.chainNamespace === ns);
    chains[ns] = initialChainState(ns, list, activeNetwork.chainNamespace === ns ? activeNetwork : list[0], namespaces.defaultAccountType(ns));
  }
  const seeded = seed(options, chains);
  return {
    activeNamespace: seeded ?? activeNetwork.chainNamespace,
    chains,
    modal: { open: false, history: [viewAfterClose(options.embedded, false)], loading: {}, shake: false, closeDisabled: false },
    alerts: [],
    connectors: [],
    connections: {},
    features: resolveLocalFeatures(options),
    remote: { status: 'idle', allowedOrigins: undefined },
    requests: [],
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    locale: options.locale,
    plugins: {},
  };
}

/**
 * Applies `options.initialState` (a server-rendered connection): each connection of a served
 * namespace on a configured network shows as connected. Returns the active namespace it names.
 */
function seed(options: NormalizedOptions, chains: Partial<Record<ChainNamespace, ChainState>>): ChainNamespace | undefined {
  const initial = options.initialState;
  if (!initial) return undefined;
  let active: ChainNamespace | undefined;
  for (const c of initial.connections) {
    const chain = Object.hasOwn(chains, c.namespace) ? chains[c.namespace] : undefined;
    const [ns, reference, address] = c.caipAddress.split(':');
    const network = options.networks.find((n) => n.caipNetworkId === `${ns}:${reference}`);
    if (!chain || ns !== c.namespace || !network || !address) continue;
    const name = safeWalletName(c.walletName);
    chain.connectorId = c.connectorId;
    chain.network.caipNetwork = network;
    Object.assign(chain.account, { status: 'connected', caipAddress: c.caipAddress as CaipAddress, address, connectedWalletInfo: name ? { name } : undefined });
    if (!active || c.namespace === initial.active) active = c.namespace;
  }
  return active;
}
