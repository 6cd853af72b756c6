import type { PluginContext } from '@latchkey/kernel';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import type { ActivityApi, ActivityState } from './types';

/**
 * Starts the list over (another account or network): what was read is forgotten, and reads still
 * under way are dropped when they answer. Pending sends stay (they belong to their account).
 *
 * @example
 * resetList(deps)
 */
export function resetList(deps: { ctx: Pick<PluginContext<ActivityState>, 'store'>; generation: { value: number } }): void {
  deps.generation.value += 1;
  deps.ctx.store.set((s) => {
    Object.assign(s, { address: undefined, caipNetworkId: undefined, transactions: [], next: undefined, loading: false, loaded: false, empty: false, failed: false });
  });
}

/**
 * The plugin's public API (`kit.plugin('activity')`), bound to one kit. The work is in a lazy
 * chunk (flow.ts) that loads on the first call that needs it.
 *
 * @example
 * const api = createActivityApi(deps, () => import('./flow'))
 * await api.refresh()
 */
export function createActivityApi(deps: FlowDeps, flow: () => Promise<typeof Flow>): ActivityApi {
  return {
    refresh: async () => (await flow()).refresh(deps),
    loadMore: async () => (await flow()).loadMore(deps),
    poll: async () => (await flow()).poll(deps),
    fetchTransactions: async (params) => (await flow()).fetchTransactions(deps, params),
    reset: () => resetList(deps),
  };
}
