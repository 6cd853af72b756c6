import { definePlugin, type ChainNamespace, type KitPlugin, type PendingRequestInfo } from '@latchkey/kernel';
import { createActivityApi, resetList } from './api';
import { ACTIVITY_NAMESPACES, ACTIVITY_PLUGIN_ID, ACTIVITY_VIEW } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { initialActivityState } from './state';
import type { ActivityApi, ActivityOptions, ActivityState } from './types';
import './register';

export type * from './types';
export { ACTIVITY_PLUGIN_ID, ACTIVITY_VIEW, ACTIVITY_NAMESPACES, PENDING_POLL_MS, PENDING_LIMIT } from './constants';
export { ActivityError } from './errors';

/**
 * Activity (SPEC §2, §3, §7–§9): the connected EVM account's transaction history from the
 * blockchain API, a page at a time with its cursor (infinite scroll, and a Load more button),
 * amounts signed per operation ('+' receive, deposit, borrow, claim; '-' withdraw, repay, burn,
 * send) and floored to 3 decimals (thousands with 2), relative times with the SPEC thresholds,
 * NFT and spam flags, 'Failed to fetch transactions' (the list emptied, the cursor cleared), and
 * the kit's own sends shown as pending until the history lists them. An Account-view entry on
 * eip155 while the remote `activity` feature is on, never in basic mode. The page loads this
 * entry only: the view, its strings and the reads are lazy chunks.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [eip155(), activity()] })
 */
export function activity(options: ActivityOptions = {}): KitPlugin<'activity', ActivityApi, ActivityState> {
  return definePlugin<'activity', ActivityApi, ActivityState>({
    id: ACTIVITY_PLUGIN_ID,
    kind: 'feature',
    // Its flag: on by default, decided by the remote project configuration (SPEC §1).
    features: { activity: { default: true, remote: (f) => f.isEnabled } },
    locale: titles(),
    state: initialActivityState,
    views: [{ id: ACTIVITY_VIEW, titleKey: 'activity.title', load: () => import('./views/Activity') }],
    slots: [
      // After the SPEC §9 wallet features (onramp 10, swaps 20, receive 30, send 40).
      { slot: 'walletFeatures', id: 'activity', labelKey: 'activity.entry', order: 50, icon: 'activity', view: ACTIVITY_VIEW, when: { connected: true, feature: 'activity', basic: false, namespaces: ACTIVITY_NAMESPACES } },
    ],
    setup(ctx) {
      let loaded: Promise<typeof Flow> | undefined;
      const flow = () => {
        loaded ??= import('./flow');
        // A failed chunk load is tried again on the next call.
        loaded.catch(() => (loaded = undefined));
        return loaded;
      };
      const deps: FlowDeps = { ctx, options, now: () => Date.now(), generation: { value: 0 } };

      // The list belongs to one account on one network: another one starts it over.
      const startOver = (e: { namespace: ChainNamespace }) => {
        if (e.namespace === 'eip155' && ctx.store.get().address !== undefined) resetList(deps);
      };
      for (const event of ['connected', 'accountChanged', 'networkChanged', 'disconnected']) ctx.bus.on(event, startOver);

      // The kit's own sends: an eth_sendTransaction the visitor approved and the wallet took is
      // pending until the history lists it.
      if (options.trackPending !== false) {
        const queued = new Map<string, Pick<PendingRequestInfo, 'id' | 'params'>>();
        ctx.bus.on('requestQueued', (info: PendingRequestInfo) => {
          if (info.namespace === 'eip155' && info.method === 'eth_sendTransaction') queued.set(info.id, { id: info.id, params: info.params });
        });
        ctx.bus.on('requestSettled', (e: { id: string; ok: boolean; result?: unknown }) => {
          const info = queued.get(e.id);
          if (!info) return;
          queued.delete(e.id);
          // Nothing is tracked (nor read) while the feature is off.
          if (!e.ok || !ctx.kit.getState().features.activity || ctx.kit.options.basic) return;
          flow().then(
            (f) => f.track(deps, info, e.result),
            (error: unknown) => ctx.logger.debug('[latchkey] activity: its code could not be loaded', error),
          );
        });
      }
      return { api: createActivityApi(deps, flow) };
    },
  });
}
