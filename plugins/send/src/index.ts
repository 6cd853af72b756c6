import { definePlugin, type ChainNamespace, type KitPlugin } from '@latchkey/kernel';
import { createSendApi } from './api';
import { hasBalances } from './capability';
import { SEND_PLUGIN_ID, SEND_VIEWS } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { activeSendTarget } from './sendable';
import { initialSendState } from './state';
import type { SendApi, SendOptions, SendState } from './types';
import './register';

export type * from './types';
export { SEND_PLUGIN_ID, SEND_VIEWS, SEND_NAMESPACES, BALANCE_NAMESPACES, BALANCE_RETRY_MS } from './constants';
export { canSend, hasBalances } from './capability';
export { NameNotFoundError } from './errors';

/**
 * Send and receive (SPEC §2, §3, §5, §7–§9): the visitor's token balances from the blockchain API
 * (the embedded wallet's own through `wallet_getAssets`), 30 s caches, 'Token Balance Unavailable'
 * with its 30 s retry block, never on testnets; the Send view (a token from the balances, an
 * amount in its decimals with Max, a receiver checked for the network or an EVM account name, a
 * preview, the wallet's approval) on every namespace whose chain plugin offers the asset
 * capability (`assets.transfer`; its balances, Max and explorer links); the Receive view (address,
 * QR code, copy, networks). Account-view entries in SPEC order (receive 30, send 40), each behind
 * its feature flag and never in basic mode; Send and the token list only where the active
 * namespace's assets offer them. The page loads this entry only: views, their strings, the QR
 * encoder and the balance code are lazy chunks. Sending needs a chain plugin with assets
 * (`eip155()`, `solana()`…).
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [eip155(), solana(), send()] })
 */
export function send(options: SendOptions = {}): KitPlugin<'send', SendApi, SendState> {
  return definePlugin<'send', SendApi, SendState>({
    id: SEND_PLUGIN_ID,
    kind: 'feature',
    // Its flags (local, on by default; the entries never show in basic mode).
    features: { send: { default: true }, receive: { default: true } },
    locale: titles(),
    state: initialSendState,
    views: [
      { id: SEND_VIEWS.send, titleKey: 'send.title.send', load: () => import('./views/WalletSend') },
      { id: SEND_VIEWS.selectToken, titleKey: 'send.title.selectToken', load: () => import('./views/WalletSendSelectToken') },
      { id: SEND_VIEWS.preview, titleKey: 'send.title.preview', load: () => import('./views/WalletSendPreview') },
      { id: SEND_VIEWS.sent, titleKey: 'send.title.sent', load: () => import('./views/WalletSendSuccess') },
      { id: SEND_VIEWS.receive, titleKey: 'send.title.receive', load: () => import('./views/WalletReceive') },
      { id: SEND_VIEWS.tokens, titleKey: 'send.title.tokens', load: () => import('./views/WalletTokens') },
    ],
    slots: [
      // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40; the token list after them.
      { slot: 'walletFeatures', id: 'receive', labelKey: 'send.entry.receive', order: 30, icon: 'receive', view: SEND_VIEWS.receive, when: { connected: true, feature: 'receive', basic: false } },
      { slot: 'walletFeatures', id: 'send', labelKey: 'send.entry.send', order: 40, icon: 'send', view: SEND_VIEWS.send, when: { connected: true, feature: 'send', basic: false, assets: 'transfer' } },
      { slot: 'walletFeatures', id: 'tokens', labelKey: 'send.entry.tokens', order: 45, icon: 'wallet', view: SEND_VIEWS.tokens, when: { connected: true, assets: 'balances' } },
    ],
    setup(ctx) {
      let loaded: Promise<typeof Flow> | undefined;
      const flow = () => {
        loaded ??= import('./flow');
        // A failed chunk load is tried again on the next call.
        loaded.catch(() => (loaded = undefined));
        return loaded;
      };
      const deps: FlowDeps = { ctx, now: () => Date.now(), reads: new Map() };
      const refresh = (namespace: ChainNamespace) => {
        if (options.autoBalances === false || !hasBalances(ctx.kit, namespace)) return;
        if (ctx.kit.getState().chains[namespace]?.account.status !== 'connected') return;
        flow().then(
          (f) => f.refreshBalances(deps, { namespace }),
          (error: unknown) => ctx.logger.debug('[latchkey] send: balance code could not be loaded', error),
        );
      };
      // A form belongs to one network: another account or network starts it afresh.
      const dropStaleForm = () => {
        const form = ctx.store.get();
        const current = activeSendTarget(ctx.kit.getState(), ctx.kit)?.network.caipNetworkId;
        if (!form.loading && form.caipNetworkId !== undefined && form.caipNetworkId !== current) ctx.kit.plugin('send').reset();
      };
      ctx.bus.on('connected', (e: { namespace: ChainNamespace }) => refresh(e.namespace));
      ctx.bus.on('accountChanged', (e: { namespace: ChainNamespace }) => {
        dropStaleForm();
        refresh(e.namespace);
      });
      ctx.bus.on('networkChanged', (e: { namespace: ChainNamespace }) => {
        dropStaleForm();
        refresh(e.namespace);
      });
      ctx.bus.on('activeNamespaceChanged', dropStaleForm);
      ctx.bus.on('disconnected', (e: { namespace: ChainNamespace }) => {
        ctx.store.set((s) => void delete s.balances[e.namespace]);
        dropStaleForm();
      });
      return { api: createSendApi(ctx, deps, flow) };
    },
  });
}
