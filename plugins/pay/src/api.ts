import type { CaipNetworkId, ChainNamespace, PluginContext } from '@latchkey/kernel';
import { canSend } from '@latchkey/send';
import { PayDisabledError, PayFailedError, PayInProgressError } from './errors';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import type { PayApi, PayState } from './types';

/**
 * The plugin's public API (`kit.plugin('pay')`), bound to one kit. The refusals that need no code
 * (the feature off, basic mode, a payment already open) answer at once; the payment itself is in
 * a lazy chunk (flow.ts) loaded by the first `pay()`.
 *
 * @example
 * const api = createPayApi(ctx, deps, () => import('./flow'))
 * const { hash } = await api.pay({ amount: '2', asset, recipient })
 */
export function createPayApi(ctx: PluginContext<PayState>, deps: FlowDeps, flow: () => Promise<typeof Flow>): PayApi {
  /** The chunk, once loaded: cancel() answers at once. */
  let loaded: typeof Flow | undefined;
  const load = async () => (loaded = await flow());
  const refusal = () => {
    if (!ctx.kit.getState().features.pay) return new PayDisabledError(undefined, { details: 'the pay feature is off: createKit({ features: { pay: true } })' });
    if (ctx.options.basic) return new PayDisabledError(undefined, { details: 'the kit is in basic mode' });
    return undefined;
  };
  return {
    async pay(params) {
      const refused = refusal();
      if (refused) throw refused;
      if (deps.holder.current) throw new PayInProgressError();
      // Taken now, before the chunk loads: a second call meanwhile is refused too.
      deps.holder.current = 'starting';
      let f: typeof Flow;
      try {
        f = await load();
      } catch (cause) {
        deps.holder.current = undefined;
        throw new PayFailedError('Pay could not be loaded', { cause });
      }
      return f.startPayment(deps, params);
    },
    isAvailable(network?: CaipNetworkId) {
      if (refusal()) return false;
      if (network === undefined) return true;
      const state = ctx.kit.getState();
      const namespace = String(network).split(':')[0] as ChainNamespace;
      return canSend(ctx.kit, namespace) && Boolean(state.chains[namespace]?.network.requestedCaipNetworks.some((n) => n.caipNetworkId === network));
    },
    status: () => ctx.store.get(),
    confirm: async () => (await load()).confirm(deps),
    cancel: () => loaded?.cancel(deps),
    refreshBalance: async () => (await load()).refreshBalance(deps),
  };
}
