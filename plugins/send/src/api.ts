import type { PluginContext, TokenBalance } from '@latchkey/kernel';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { activeSendTarget, sendableTokens } from './sendable';
import type { SendApi, SendState } from './types';

/**
 * The plugin's public API (`kit.plugin('send')`), bound to one kit. The work is in a lazy chunk
 * (flow.ts) that loads on the first call that needs it.
 *
 * @example
 * const api = createSendApi(ctx, deps, () => import('./flow'))
 * await api.refreshBalances()
 */
export function createSendApi(ctx: PluginContext<SendState>, deps: FlowDeps, flow: () => Promise<typeof Flow>): SendApi {
  const network = () => activeSendTarget(ctx.kit.getState(), ctx.kit)?.network.caipNetworkId;
  return {
    refreshBalances: async (options) => (await flow()).refreshBalances(deps, options),
    sendableTokens: () => sendableTokens(ctx.kit.getState(), ctx.kit),
    setToken(token: TokenBalance | undefined) {
      ctx.store.set((s) => {
        const changed = s.token?.chainId !== token?.chainId || s.token?.address !== token?.address || s.token?.symbol !== token?.symbol;
        s.token = token ? structuredClone(token) : undefined;
        if (changed) s.sendTokenAmount = undefined;
        s.caipNetworkId = network();
        s.failure = undefined;
      });
    },
    setAmount(amount: string) {
      ctx.store.set((s) => {
        s.sendTokenAmount = amount;
        s.caipNetworkId = network();
        s.failure = undefined;
      });
    },
    setReceiver: async (input) => (await flow()).setReceiver(deps, input),
    maxAmount: async () => (await flow()).maxAmount(deps),
    check: async () => (await flow()).check(deps),
    send: async () => (await flow()).sendNow(deps),
    transfer: async (params, options) => (await flow()).transferDirect(deps, params, options),
    balanceOf: async (params) => (await flow()).assetBalance(deps.ctx, params),
    reset() {
      ctx.store.set((s) => {
        if (s.loading) return;
        Object.assign(s, { token: undefined, sendTokenAmount: undefined, receiverInput: '', receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined, resolving: false, resolveError: undefined, lastSent: undefined, failure: undefined, caipNetworkId: undefined });
      });
    },
  };
}
