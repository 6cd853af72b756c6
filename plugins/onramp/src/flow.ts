// The API calls (a lazy chunk: loaded on the first call that needs it).
import { isKitError, type PluginContext } from '@latchkey/kernel';
import { API_TIMEOUT_MS } from './constants';
import { defaultPaymentCurrencies, defaultPurchaseCurrencies } from './defaults';
import { amountProblem, limitsOf } from './limits';
import { validOptionsReply, validQuoteReply } from './replies.generated.js';
import { activeTarget, purchaseNetwork } from './target';
import type { OnrampQuote, OnrampState, PaymentCurrency, PurchaseCurrency } from './types';

/** What the calls need: the plugin's context and the number of the latest quote asked for. */
export interface FlowDeps {
  ctx: PluginContext<OnrampState>;
  /** Bumped by every quote request: an answer to an older one is dropped. */
  quoteSeq: { n: number };
}

/**
 * `GET /v1/onramp/options` (SPEC §7), schema-checked, with the 10 s timeout. The SPEC §9 defaults
 * stay when it fails or lists nothing.
 *
 * @example
 * await loadOptions(deps)
 */
export async function loadOptions(deps: FlowDeps, options: { force?: boolean } = {}): Promise<void> {
  const { ctx } = deps;
  // The chunk may finish loading after the kit was destroyed: nothing left to fill.
  if (ctx.signal.aborted) return;
  const status = ctx.store.get().optionsStatus;
  if (!options.force && (status === 'ready' || status === 'loading')) return;
  ctx.store.set((s) => void (s.optionsStatus = 'loading'));
  try {
    const reply = await ctx.http.blockchainApi.get<{ paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] }>('/v1/onramp/options', {
      validate: validOptionsReply,
      timeoutMs: API_TIMEOUT_MS,
      signal: ctx.signal,
    });
    ctx.store.set((s) => {
      s.paymentCurrencies = reply.paymentCurrencies.length > 0 ? reply.paymentCurrencies : defaultPaymentCurrencies();
      s.purchaseCurrencies = reply.purchaseCurrencies.length > 0 ? reply.purchaseCurrencies : defaultPurchaseCurrencies();
      if (!s.paymentCurrencies.some((c) => c.id === s.paymentCurrency)) s.paymentCurrency = s.paymentCurrencies[0]!.id;
      if (!s.purchaseCurrencies.some((c) => c.id === s.purchaseCurrency)) s.purchaseCurrency = s.purchaseCurrencies[0]!.id;
      s.optionsStatus = 'ready';
    });
  } catch (error) {
    if (ctx.signal.aborted) return;
    ctx.logger.warn('[latchkey] onramp: options could not be loaded; the defaults are used', error);
    ctx.store.set((s) => void (s.optionsStatus = 'failed'));
  }
}

/** The server's reason when it gave one, else the error's message ('HTTP status code 400', 'timed out'). */
function messageOf(error: unknown): string {
  if (isKitError(error)) {
    const data = error.data as { serverMessage?: unknown } | undefined;
    return typeof data?.serverMessage === 'string' && data.serverMessage ? data.serverMessage : error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * `POST /v1/onramp/quote` with `{ purchaseCurrency, paymentCurrency, amount, network }` (SPEC §7):
 * sets `purchaseAmount`, or stores the error message and returns null (SPEC §8). An amount that
 * cannot be quoted (empty, malformed, outside the limits) asks nothing and returns null.
 *
 * @example
 * const quote = await getQuote(deps); if (!quote) show(kit.getState().plugins.onramp.error)
 */
export async function getQuote(deps: FlowDeps): Promise<OnrampQuote | null> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return null;
  const seq = ++deps.quoteSeq.n;
  const s = ctx.store.get();
  const currency = s.purchaseCurrencies.find((c) => c.id === s.purchaseCurrency);
  const network = purchaseNetwork(currency, activeTarget(ctx.kit.getState())?.network);
  if (!currency || !network || amountProblem(s.paymentAmount, limitsOf(s.paymentCurrencies, s.paymentCurrency, s.paymentMethod), s.paymentCurrency)) {
    ctx.store.set((d) => Object.assign(d, { purchaseAmount: undefined, quotesLoading: false, error: undefined }));
    return null;
  }
  ctx.store.set((d) => Object.assign(d, { quotesLoading: true, error: undefined }));
  try {
    const quote = await ctx.http.blockchainApi.post<OnrampQuote>('/v1/onramp/quote', {
      body: { purchaseCurrency: currency.id, paymentCurrency: s.paymentCurrency, amount: s.paymentAmount.trim(), network: network.name },
      validate: validQuoteReply,
      timeoutMs: API_TIMEOUT_MS,
      signal: ctx.signal,
    });
    if (seq === deps.quoteSeq.n) ctx.store.set((d) => Object.assign(d, { purchaseAmount: quote.purchaseAmount.amount, quotesLoading: false, error: undefined }));
    return quote;
  } catch (error) {
    if (ctx.signal.aborted) return null;
    if (seq === deps.quoteSeq.n) ctx.store.set((d) => Object.assign(d, { purchaseAmount: undefined, quotesLoading: false, error: messageOf(error) }));
    return null;
  }
}
