import { definePlugin, stringList, type KitPlugin } from '@latchkey/kernel';
import { createOnrampApi } from './api';
import { ONRAMP_NAMESPACES, ONRAMP_PLUGIN_ID, ONRAMP_VIEWS } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { initialOnrampState } from './state';
import type { OnrampApi, OnrampOptions, OnrampState } from './types';
import './register';

export type * from './types';
export { ONRAMP_PLUGIN_ID, ONRAMP_VIEWS, ONRAMP_NAMESPACES, COINBASE_PAY_CHAINS, COINBASE_PAY_FALLBACK } from './constants';
export { ProviderUrlError, ProviderUnavailableError, PopupBlockedError } from './errors';
export { onrampProviders, availableProviders, coinbasePayChain, checkProviderUrl } from './providers';
export { defaultPaymentCurrencies, defaultPurchaseCurrencies } from './defaults';

/**
 * Buy crypto (SPEC §2, §3, §7–§9): the providers of the remote `onramp` list (meld: EVM and
 * Solana, coinbase: EVM; fees 1–2 %), the currencies and limits from the API (SPEC §9 defaults:
 * USD by card 10.00–7500.00 or ACH 10.00–25000.00, USDC on Ethereum and Polygon), quotes (an
 * error is stored, null returned), the provider's page opened in the visitor's click with its
 * scheme and host checked, and the purchase shown when the visitor is back. The Account-view entry
 * (order 10) shows only while the remote `onramp` list is non-empty, outside basic mode, on eip155
 * and solana. The page loads this entry only: the views, their strings and the API calls are lazy.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [eip155(), solana(), onramp()] })
 */
export function onramp(options: OnrampOptions = {}): KitPlugin<'onramp', OnrampApi, OnrampState> {
  return definePlugin<'onramp', OnrampApi, OnrampState>({
    id: ONRAMP_PLUGIN_ID,
    kind: 'feature',
    // Its flag: decided by the remote project configuration (SPEC §1), not offered in a restricted region (SPEC §9).
    features: { onramp: { default: ['meld', 'coinbase'], remote: (f) => (f.isEnabled ? stringList(f.config, ['meld', 'coinbase']) : false), regionRestricted: true } },
    locale: titles(),
    state: initialOnrampState,
    views: [
      { id: ONRAMP_VIEWS.buy, titleKey: 'onramp.title.buy', load: () => import('./views/OnRampProviders') },
      { id: ONRAMP_VIEWS.purchase, titleKey: 'onramp.title.purchase', load: () => import('./views/OnRampPurchase') },
    ],
    slots: [
      // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40.
      { slot: 'walletFeatures', id: 'onramp', labelKey: 'onramp.entry.buy', order: 10, icon: 'card', view: ONRAMP_VIEWS.buy, when: { connected: true, feature: 'onramp', basic: false, namespaces: ONRAMP_NAMESPACES } },
    ],
    setup(ctx) {
      let loaded: Promise<typeof Flow> | undefined;
      const flow = () => {
        loaded ??= import('./flow');
        // A failed chunk load is tried again on the next call.
        loaded.catch(() => (loaded = undefined));
        return loaded;
      };
      const deps: FlowDeps = { ctx, quoteSeq: { n: 0 } };
      const api = createOnrampApi(ctx, deps, flow, options);
      // A quote belongs to one account and network.
      const stale = () => ctx.store.set((s) => Object.assign(s, { purchaseAmount: undefined, error: undefined }));
      ctx.bus.on('accountChanged', stale);
      ctx.bus.on('networkChanged', stale);
      ctx.bus.on('activeNamespaceChanged', stale);
      // The popup watcher is a ctx interval: released with the plugin.
      return { api };
    },
  });
}
