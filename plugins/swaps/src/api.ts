import { ValidationError, type CaipNetworkId, type PluginContext } from '@latchkey/kernel';
import { QUOTE_DELAY_MS } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { amountUnits, formProblem } from './form';
import { validSlippage } from './math';
import { initialSwapsState } from './state';
import { swapTarget, swapsEnabled } from './target';
import { findToken, listTokens, searchTokens } from './tokens';
import type { SwapsApi, SwapsState } from './types';

/**
 * The plugin's public API (`kit.plugin('swaps')`), bound to one kit. Setting the tokens or the
 * amount asks for a quote once the visitor pauses ({@link QUOTE_DELAY_MS}); the API calls and
 * transactions are in a lazy chunk (flow.ts).
 *
 * @example
 * const api = createSwapsApi(ctx, deps, () => import('./flow'))
 * api.setFrom(usdc); api.setTo(eth); api.setAmount('12.5'); await api.swap()
 */
export function createSwapsApi(ctx: PluginContext<SwapsState>, deps: FlowDeps, flow: () => Promise<typeof Flow>): SwapsApi {
  let cancelQuote: (() => void) | undefined;
  // After the kit is destroyed the slice is gone: reads answer an empty form, writes do nothing.
  const slice = (): SwapsState => ctx.store.get() ?? initialSwapsState();
  const live = () => !ctx.signal.aborted;
  const logged = (what: string) => (error: unknown) => ctx.logger.debug(`[latchkey] swaps: ${what}`, error);

  /** A form edit: what was read or built for the old form no longer holds; a quote follows the pause. */
  const edited = (tokensChanged: boolean) => {
    cancelQuote?.();
    cancelQuote = undefined;
    deps.quoteSeq.n++;
    const s = slice();
    const quotable = Boolean(s.from && s.to && amountUnits(s));
    ctx.store.set((d) => {
      Object.assign(d, { quote: undefined, quoteStatus: quotable ? 'loading' : 'idle', quoteError: undefined, networkFee: undefined, approval: undefined, router: undefined, failure: undefined });
      if (tokensChanged) d.allowance = undefined;
    });
    if (!quotable) return;
    cancelQuote = ctx.setTimeout(() => {
      cancelQuote = undefined;
      flow()
        .then((f) => f.getQuote(deps))
        .catch(logged('the quote could not be asked for'));
    }, QUOTE_DELAY_MS);
  };

  const idOf = (token: string | undefined) => {
    if (!token) return undefined;
    return findToken(slice(), token)?.address.toLowerCase() ?? token.toLowerCase();
  };
  const pick = (side: 'from' | 'to', token: string | undefined) => {
    if (!live()) return;
    const id = idOf(token);
    const s = slice();
    const other = side === 'from' ? 'to' : 'from';
    if (s[side] === id) return;
    ctx.store.set((d) => {
      // Picking the other side's token swaps the two.
      if (id !== undefined && d[other] === id) d[other] = d[side];
      d[side] = id;
    });
    edited(true);
    if (id) {
      flow()
        .then((f) => f.readBalances(deps, [id]).then(() => f.loadPrices(deps)))
        .catch(logged('balances could not be read'));
    }
  };

  return {
    networks: () => [...deps.networks] as CaipNetworkId[],
    available: () => Boolean(swapTarget(ctx.kit.getState(), deps.networks)) && swapsEnabled(ctx.kit.getState()),
    loadTokens: async (options) => (await flow()).loadTokens(deps, options),
    tokens: () => listTokens(ctx.kit.getState(), slice()),
    searchTokens: (query) => searchTokens(listTokens(ctx.kit.getState(), slice()), query),
    setFrom: (token) => pick('from', token),
    setTo: (token) => pick('to', token),
    switchTokens() {
      if (!live()) return;
      ctx.store.set((d) => Object.assign(d, { from: d.to, to: d.from }));
      edited(true);
    },
    setAmount(amount) {
      if (!live() || slice().amount === amount) return;
      ctx.store.set((d) => void (d.amount = amount));
      edited(false);
    },
    setSlippage(percent) {
      if (!validSlippage(percent)) throw new ValidationError('Invalid input', { details: 'slippage is a percent above 0 and below 50' });
      if (!live()) return;
      ctx.store.set((d) => void (d.slippage = percent));
      edited(false);
    },
    maxAmount: async () => (await flow()).maxAmount(deps),
    refreshBalances: async () => void (await (await flow()).readBalances(deps)),
    problem: () => formProblem(ctx.kit.getState(), slice(), deps.networks),
    async quote() {
      cancelQuote?.();
      cancelQuote = undefined;
      return (await flow()).getQuote(deps);
    },
    setUnlimitedApproval(unlimited) {
      if (typeof unlimited !== 'boolean') throw new ValidationError('Invalid input', { details: 'unlimited is true or false' });
      if (!live() || slice().unlimitedApproval === unlimited) return;
      ctx.store.set((d) => void (d.unlimitedApproval = unlimited));
    },
    needsApproval: async () => (await flow()).needsApproval(deps),
    approve: async () => (await flow()).approve(deps),
    networkFee: async () => (await flow()).networkFee(deps),
    swap: async () => (await flow()).swapNow(deps),
    reset() {
      cancelQuote?.();
      cancelQuote = undefined;
      deps.quoteSeq.n++;
      if (!live()) return;
      ctx.store.set((d) =>
        Object.assign(d, { amount: '', quote: undefined, quoteStatus: 'idle', quoteError: undefined, networkFee: undefined, lastSwap: undefined, failure: undefined, ...(d.pending ? {} : { approval: undefined, router: undefined }) }),
      );
    },
  };
}
