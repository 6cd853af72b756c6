import { definePlugin, type KitPlugin } from '@latchkey/kernel';
import { createPayApi } from './api';
import { CONFIRMATION_TIMEOUT_MS, PAY_PLUGIN_ID, PAY_VIEWS } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { initialPayState } from './state';
import type { PayApi, PayOptions, PayState } from './types';
import './register';

export type * from './types';
export { PAY_PLUGIN_ID, PAY_VIEWS } from './constants';
export {
  PayError,
  PayDisabledError,
  PayInProgressError,
  PayInvalidAmountError,
  PayInvalidAssetError,
  PayInvalidRecipientError,
  PayUnsupportedNetworkError,
  PayUnsupportedNamespaceError,
  PayRejectedError,
  PayCancelledError,
  PayRevertedError,
  PayTimeoutError,
  PayFailedError,
  type PayErrorCode,
} from './errors';

/**
 * Payment requests (SPEC §1 "pay", §9 "pay off"): the dapp calls
 * `kit.plugin('pay').pay({ amount, asset: { network, asset, metadata }, recipient })`, the modal
 * shows the request (amount, asset, network, recipient, the visitor's balance), connects a wallet
 * first when needed and switches it to the asset's network; Pay goes through send (the kit's
 * approval, then the wallet), and the status view follows it: submitted, confirming (the hash and
 * the explorer page), confirmed, or failed with Try again. The promise resolves with the hash once
 * confirmed on chain, or rejects with a typed error. Off unless `features: { pay: true }`, never in
 * basic mode; eip155 and solana (what send can send). Needs `send()`. The page loads this entry
 * only: the views, their strings and the payment flow are lazy chunks.
 *
 * @example
 * createKit({ metadata, networks, projectId, features: { pay: true }, plugins: [eip155(), solana(), send(), pay()] })
 */
export function pay(options: PayOptions = {}): KitPlugin<'pay', PayApi, PayState> {
  return definePlugin<'pay', PayApi, PayState>({
    id: PAY_PLUGIN_ID,
    kind: 'feature',
    requires: ['send'],
    // Its flag: off unless the dapp switches it on.
    features: { pay: { default: false } },
    locale: titles(),
    state: initialPayState,
    views: [
      { id: PAY_VIEWS.request, titleKey: 'pay.title.request', load: () => import('./views/PayRequest') },
      { id: PAY_VIEWS.status, titleKey: 'pay.title.status', load: () => import('./views/PayStatus') },
    ],
    // A wallet connected for a payment on screen: back to the request (putting it on screen keeps
    // the modal open, where the connect flow would otherwise close it).
    afterConnect(event, ctx) {
      const s = ctx.store.get();
      if (event.source !== 'connect' || !s.pending || s.status !== 'review' || !ctx.kit.getState().modal.open) return;
      if (ctx.router.current?.view !== PAY_VIEWS.request) ctx.router.reset(PAY_VIEWS.request);
    },
    setup(ctx) {
      let loaded: Promise<typeof Flow> | undefined;
      const flow = () => {
        loaded ??= import('./flow');
        // A failed chunk load is tried again on the next call.
        loaded.catch(() => (loaded = undefined));
        return loaded;
      };
      const deps: FlowDeps = { ctx, confirmationTimeoutMs: options.confirmationTimeoutMs ?? CONFIRMATION_TIMEOUT_MS, holder: { current: undefined }, balanceSeq: { n: 0 } };
      return { api: createPayApi(ctx, deps, flow) };
    },
  });
}
