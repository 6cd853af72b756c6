import { basicFeatures, remoteFeaturesNeeded, resolveLocalFeatures } from '../config/features';
import { isPlaceholderProjectId } from '../config/projectId';
import type { Host } from '../host';

/**
 * The kit's feature flags at start-up (SPEC §6): the remote configuration when a plugin's flag or
 * the project id needs it (a lazy chunk; a placeholder project id is said, alert and console hint,
 * even when nothing remote is needed), otherwise the local flags with the region rule applied (also
 * a chunk), or basic mode's. Settles when `features` and `remote.status` are set.
 */
export function startConfiguration(host: Host): Promise<void> {
  const { options, store, bus } = host;
  if (remoteFeaturesNeeded(host) || (!options.basic && options.projectId !== undefined && isPlaceholderProjectId(options.projectId))) {
    return import('../config/remote').then((m) => m.loadConfiguration(host));
  }
  return import('../config/region').then((region) => {
    store.update((s) => {
      s.features = options.basic ? basicFeatures(options) : region.restrictRegion(resolveLocalFeatures(options), region.isRegionRestricted(options), options.featureFlags);
      s.remote.status = 'skipped';
    });
    bus.emit('configLoaded', { source: options.basic ? 'basic' : 'local' });
  });
}
