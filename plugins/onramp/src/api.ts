import type { PluginContext } from '@latchkey/kernel';
import { POPUP_POLL_MS } from './constants';
import { PopupBlockedError, ProviderUnavailableError } from './errors';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { amountProblem, limitsOf } from './limits';
import { availableProviders, providerPageUrl, withPage } from './providers';
import { activeTarget, purchaseNetwork } from './target';
import type { OnrampApi, OnrampOptions, OnrampProviderId, OnrampPurchase, OnrampState, PaymentMethod } from './types';

/** The page's own address without its query and fragment: where the provider sends the visitor back. */
function pageAddress(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.origin}${location.pathname}`;
}

/**
 * The plugin's public API (`kit.plugin('onramp')`), bound to one kit. The API calls are in a
 * lazy chunk (flow.ts); opening the provider's page is here, synchronous, so it runs inside the
 * visitor's click (pop-up blockers allow only that).
 *
 * @example
 * const api = createOnrampApi(ctx, deps, () => import('./flow'), {})
 * api.setPaymentAmount('100'); await api.getQuote()
 */
export function createOnrampApi(ctx: PluginContext<OnrampState>, deps: FlowDeps, flow: () => Promise<typeof Flow>, options: OnrampOptions): OnrampApi {
  let stopWatching: (() => void) | undefined;
  const clearQuote = (s: OnrampState) => Object.assign(s, { purchaseAmount: undefined, error: undefined });
  const providers = () => {
    const state = ctx.kit.getState();
    return availableProviders(state.features.onramp, state.activeNamespace);
  };
  const api: OnrampApi = {
    providers,
    loadOptions: async (o) => (await flow()).loadOptions(deps, o),
    setPaymentCurrency(id: string) {
      ctx.store.set((s) => {
        if (s.paymentCurrencies.some((c) => c.id === id)) s.paymentCurrency = id;
        clearQuote(s);
      });
    },
    setPaymentMethod(method: PaymentMethod) {
      ctx.store.set((s) => {
        s.paymentMethod = method;
        clearQuote(s);
      });
    },
    setPurchaseCurrency(id: string) {
      ctx.store.set((s) => {
        if (s.purchaseCurrencies.some((c) => c.id === id)) s.purchaseCurrency = id;
        clearQuote(s);
      });
    },
    setPaymentAmount(amount: string) {
      ctx.store.set((s) => {
        if (s.paymentAmount !== amount) clearQuote(s);
        s.paymentAmount = amount;
      });
    },
    limits() {
      const s = ctx.store.get();
      return limitsOf(s.paymentCurrencies, s.paymentCurrency, s.paymentMethod);
    },
    amountProblem() {
      const s = ctx.store.get();
      return amountProblem(s.paymentAmount, api.limits(), s.paymentCurrency);
    },
    getQuote: async () => (await flow()).getQuote(deps),
    providerUrl(id: OnrampProviderId) {
      const provider = providers().find((p) => p.id === id);
      const target = activeTarget(ctx.kit.getState());
      if (!provider || !target) throw new ProviderUnavailableError(undefined, { details: `${id} on ${ctx.kit.getState().activeNamespace ?? 'no namespace'}` });
      const s = ctx.store.get();
      const currency = s.purchaseCurrencies.find((c) => c.id === s.purchaseCurrency);
      return providerPageUrl(withPage(provider, options.providerUrls?.[id]), {
        address: target.address,
        network: target.network,
        purchaseCurrency: currency?.symbol ?? s.purchaseCurrency,
        paymentCurrency: s.paymentCurrency,
        paymentMethod: s.paymentMethod,
        paymentAmount: api.amountProblem() ? undefined : s.paymentAmount.trim(),
        redirectUrl: options.redirectUrl ?? pageAddress(),
        ...(options.meldPublicKey ? { meldPublicKey: options.meldPublicKey } : {}),
        coinbaseAppId: options.coinbaseAppId ?? ctx.options.projectId,
      });
    },
    openProvider(id: OnrampProviderId) {
      const url = api.providerUrl(id);
      // Opened blank first, its opener cut, then sent to the provider: the provider's page cannot
      // reach this one, and the kit can still see when the visitor closes it.
      const popup = typeof window === 'undefined' ? null : window.open('', '_blank');
      if (!popup) throw new PopupBlockedError(undefined, { details: id });
      try {
        popup.opener = null;
      } catch {
        /* some browsers refuse the write; the page is still ours until it navigates */
      }
      popup.location.href = url;
      const target = activeTarget(ctx.kit.getState())!;
      const s = ctx.store.get();
      const currency = s.purchaseCurrencies.find((c) => c.id === s.purchaseCurrency);
      const purchase: OnrampPurchase = {
        provider: id,
        url,
        address: target.address,
        namespace: target.namespace,
        purchaseCurrency: currency?.symbol ?? s.purchaseCurrency,
        network: purchaseNetwork(currency, target.network)?.display_name ?? '',
        paymentCurrency: s.paymentCurrency,
        paymentMethod: s.paymentMethod,
        paymentAmount: s.paymentAmount.trim(),
        purchaseAmount: s.purchaseAmount,
        status: 'pending',
        openedAt: Date.now(),
      };
      ctx.store.set((d) => void (d.purchase = structuredClone(purchase)));
      stopWatching?.();
      const stop = ctx.setInterval(() => {
        if (popup.closed) api.markReturned();
      }, POPUP_POLL_MS);
      stopWatching = () => {
        stop();
        stopWatching = undefined;
      };
      return purchase;
    },
    markReturned() {
      stopWatching?.();
      ctx.store.set((s) => {
        if (s.purchase?.status === 'pending') s.purchase.status = 'returned';
      });
    },
    reset() {
      stopWatching?.();
      deps.quoteSeq.n++;
      ctx.store.set((s) => Object.assign(s, { paymentAmount: '', purchaseAmount: undefined, quotesLoading: false, error: undefined, purchase: undefined }));
    },
  };
  return api;
}
