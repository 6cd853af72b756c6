import type { SlotContribution } from '../plugins/types';
import type { NamespaceAssets } from '../plugins/namespace';
import type { ChainNamespace } from '../types/chain';
import type { KitState } from '../types/state';

/**
 * The entries of a slot that apply now, in order: each entry's conditions (namespace, network, feature
 * flag, connected or not, the kind of connector, basic mode or not) are checked against the state and
 * the kit's `basic` option; basic mode turns remote features off. `assets` tells what a namespace's
 * asset capability offers (the `assets` condition; without it such entries never apply).
 *
 * @example
 * matchSlots(slots, 'walletFeatures', kit.getState()) // the Account view's feature buttons
 */
export function matchSlots<S extends SlotContribution>(slots: readonly S[], slot: string, state: KitState, options: { basic?: boolean; assets?: (namespace: ChainNamespace) => NamespaceAssets | undefined } = {}): S[] {
  const ns = state.activeNamespace;
  const connected = Boolean(ns && state.chains[ns]?.account.status === 'connected');
  const connectorId = ns ? state.chains[ns]?.connectorId : undefined;
  const connectorType = connectorId ? state.connectors.find((c) => c.id === connectorId)?.type : undefined;
  return slots
    .filter((s) => {
      if (s.slot !== slot) return false;
      const when = s.when;
      if (!when) return true;
      if (when.namespaces && (!ns || !when.namespaces.includes(ns))) return false;
      if (when.networks) {
        const network = ns ? state.chains[ns]?.network.caipNetwork?.caipNetworkId : undefined;
        if (!network || !when.networks.includes(network)) return false;
      }
      // A feature given as a list (socials) is off when the list is empty.
      const feature = when.feature ? state.features[when.feature] : true;
      if (!feature || (Array.isArray(feature) && feature.length === 0)) return false;
      if (when.connected !== undefined && when.connected !== connected) return false;
      if (when.basic !== undefined && when.basic !== (options.basic ?? false)) return false;
      if (when.connectorTypes && !(connected && connectorType && when.connectorTypes.includes(connectorType))) return false;
      if (when.assets && !(ns && options.assets?.(ns)?.[when.assets])) return false;
      return true;
    })
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}
