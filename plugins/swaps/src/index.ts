import { ConfigError, definePlugin, stringList, type CaipNetworkId, type ChainNamespace, type KitPlugin } from '@latchkey/kernel';
import { createSwapsApi } from './api';
import { DEFAULT_SLIPPAGE, SWAP_VIEWS, SWAPS_PLUGIN_ID, swapNetworks } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { validSlippage } from './math';
import { initialSwapsState } from './state';
import type { SwapsApi, SwapsOptions, SwapsState } from './types';
import './register';

export type * from './types';
export { SWAPS_PLUGIN_ID, SWAP_VIEWS, SWAP_CHAIN_IDS, SWAP_DEFAULT_CHAIN, DEFAULT_SLIPPAGE, NATIVE_TOKEN_ADDRESS, swapNetworks } from './constants';
export { SwapUnavailableError, SwapQuoteError, SwapTransactionError, SwapRevertedError } from './errors';
export { minimumReceived } from './math';

/** The `routers` option checked: EVM chain ids to lists of addresses, kept by CAIP-2 id, lower case. */
function routerAllowlist(routers: SwapsOptions['routers']): ReadonlyMap<CaipNetworkId, ReadonlySet<string>> {
  const out = new Map<CaipNetworkId, ReadonlySet<string>>();
  if (routers === undefined) return out;
  if (!routers || typeof routers !== 'object' || Array.isArray(routers)) throw new ConfigError('Invalid swaps option', { details: 'routers maps EVM chain ids to lists of router addresses' });
  for (const [chainId, list] of Object.entries(routers)) {
    if (!/^[1-9]\d{0,15}$/.test(chainId)) throw new ConfigError('Invalid swaps option', { details: `routers: "${chainId}" is not an EVM chain id` });
    if (!Array.isArray(list) || list.some((a) => typeof a !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(a))) {
      throw new ConfigError('Invalid swaps option', { details: `routers[${chainId}] must be a list of addresses` });
    }
    out.set(`eip155:${chainId}`, new Set((list as string[]).map((a) => a.toLowerCase())));
  }
  return out;
}

/**
 * Swaps (SPEC §2, §9): on the SPEC §9 swap networks (and any the dapp adds), a token list with the
 * visitor's balances and USD prices, quotes as the amount is typed, slippage tolerance 1 %, the
 * allowance check and the approval, the swap transaction (each approved in the kit's
 * ApproveTransaction view), and the success or failure view; the balances are read again after.
 * Every transaction the swap API builds is decoded and checked before the wallet is asked: the
 * approval is `approve(router, amount sold)` on the token sold (unlimited only when the visitor
 * chose it), the router is the contract the swap calls (on `routers`' list when given), and the
 * swap is a call to it, never a token transfer; anything else fails with a SwapTransactionError.
 * The Account-view entry (order 20) shows only for a connected EVM account on a swap network,
 * while the remote `swaps` list is non-empty and outside basic mode. The page loads this entry
 * only: the views, their strings, the reply validators and the API calls are lazy. Needs `eip155()`.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [eip155(), send(), swaps()] })
 */
export function swaps(options: SwapsOptions = {}): KitPlugin<'swaps', SwapsApi, SwapsState> {
  const slippage = options.slippage ?? DEFAULT_SLIPPAGE;
  if (!validSlippage(slippage)) throw new ConfigError('Invalid swaps option', { details: 'slippage is a percent above 0 and below 50' });
  const networks = swapNetworks(options.networks);
  const routers = routerAllowlist(options.routers);
  return definePlugin<'swaps', SwapsApi, SwapsState>({
    id: SWAPS_PLUGIN_ID,
    kind: 'feature',
    // Its flag: decided by the remote project configuration (SPEC §1), not offered in a restricted region (SPEC §9).
    features: { swaps: { default: ['1inch'], remote: (f) => (f.isEnabled ? stringList(f.config, ['1inch']) : false), regionRestricted: true } },
    locale: titles(),
    state: () => initialSwapsState(slippage),
    views: [
      { id: SWAP_VIEWS.swap, titleKey: 'swaps.title.swap', load: () => import('./views/Swap') },
      { id: SWAP_VIEWS.selectToken, titleKey: 'swaps.title.selectToken', load: () => import('./views/SwapSelectToken') },
      { id: SWAP_VIEWS.preview, titleKey: 'swaps.title.preview', load: () => import('./views/SwapPreview') },
      { id: SWAP_VIEWS.result, titleKey: 'swaps.title.result', load: () => import('./views/SwapResult') },
      { id: SWAP_VIEWS.failed, titleKey: 'swaps.title.failed', load: () => import('./views/SwapFailed') },
    ],
    slots: [
      // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40.
      { slot: 'walletFeatures', id: 'swaps', labelKey: 'swaps.entry.swap', order: 20, icon: 'swap', view: SWAP_VIEWS.swap, when: { connected: true, feature: 'swaps', basic: false, namespaces: ['eip155'], networks } },
    ],
    setup(ctx) {
      let loaded: Promise<typeof Flow> | undefined;
      const flow = () => {
        loaded ??= import('./flow');
        // A failed chunk load is tried again on the next call.
        loaded.catch(() => (loaded = undefined));
        return loaded;
      };
      const deps: FlowDeps = { ctx, networks, routers, quoteSeq: { n: 0 }, tokenReads: new Map() };
      const api = createSwapsApi(ctx, deps, flow);
      // The form belongs to one account and network: another one starts it afresh (a transaction
      // in flight finishes first; it still reports how it ended).
      const stale = () => {
        const s = ctx.store.get();
        if (s.pending) return;
        const chain = ctx.kit.getState().chains.eip155;
        const network = chain?.network.caipNetwork?.caipNetworkId;
        if (s.caipNetworkId !== undefined && s.caipNetworkId !== network) ctx.store.set((d) => void Object.assign(d, initialSwapsState(d.slippage)));
        else ctx.store.set((d) => Object.assign(d, { balances: {}, quote: undefined, quoteStatus: 'idle', quoteError: undefined, allowance: undefined, approval: undefined, router: undefined, networkFee: undefined }));
        deps.quoteSeq.n++;
      };
      const onEvm = (e: { namespace: ChainNamespace }) => e.namespace === 'eip155' && stale();
      ctx.bus.on('accountChanged', onEvm);
      ctx.bus.on('networkChanged', onEvm);
      ctx.bus.on('disconnected', onEvm);
      return { api };
    },
  });
}
