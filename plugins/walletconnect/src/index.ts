import { KitError, lazyConnector, definePlugin, type ChainNamespace, type ConnectorInfo, type KitPlugin } from '@latchkey/kernel';
import { CONNECTING_BASIC_VIEW, CONNECTING_VIEW, CONNECT_TIMEOUT_MS } from './constants';
import { titles } from './locale/titles';
import type { WalletConnectApi, WalletConnectOptions, WalletConnectState } from './types';
import type { WcLive } from './wc/adapter';
import { wcEnv } from './env';
import './register';

export type * from './types';
export { WALLET_CONNECT_ID, PAIRING_EXPIRY_MS, PAIRING_EXPIRY_MARGIN_MS, RETRY_GUARD_MS } from './constants';

/** Fetches the connector's chunk (the SDK) ahead; the bundler's module cache makes it free to repeat. */
const prefetchSdk = () => void import('./wc/adapter').catch(() => undefined);

/**
 * WalletConnect: phone and desktop wallets through the relay, by QR code or deeplink, for every
 * namespace the dapp configured (one session spans them). The official
 * `@walletconnect/universal-provider` loads only when a relay wallet is picked or a session is
 * restored; the page loads this entry and a connector listing.
 *
 * @example
 * createKit({ metadata, networks, plugins: [evm(), walletConnect({ projectId, relayUrl: 'wss://relay.example' })] })
 */
export function walletConnect(options: WalletConnectOptions = {}): KitPlugin<'walletconnect', WalletConnectApi, WalletConnectState> {
  if (options.relayUrl !== undefined && !/^wss?:\/\/[^\s/]+/.test(options.relayUrl)) throw new KitError('relayUrl must be a ws: or wss: URL', { details: String(options.relayUrl) });
  // What this entry owns and its lazy chunks (views, connector) are handed at run time: they
  // import nothing this entry imports, so no chunk is shared between the page and them.
  const env = wcEnv();
  return definePlugin<'walletconnect', WalletConnectApi, WalletConnectState>({
    id: 'walletconnect',
    kind: 'feature',
    state: () => ({ status: 'idle' }),
    // Only the views' titles are English on the page (the rest rides with the views); each other
    // locale is a chunk fetched when shown.
    locale: titles(),
    // The connecting views are the plugin's. Their roles tell the kit and the modal to open them
    // for a directory wallet with no connector here ('connect-directory', and the WalletConnect
    // connector's own `view`) and for the SPEC §2 basic opening rule ('connect-basic'). Their
    // strings ride with them (views/useWcT.ts), not with the page. Showing either one is the
    // moment to fetch the SDK too: it loads beside the view, not after it.
    views: [
      { id: CONNECTING_VIEW, titleKey: 'wc.title', role: 'connect-directory', load: () => (prefetchSdk(), import('./views/ConnectingWalletConnect').then((m) => m.forEnv(env))) },
      { id: CONNECTING_BASIC_VIEW, titleKey: 'wc.basicTitle', role: 'connect-basic', load: () => (prefetchSdk(), import('./views/ConnectingWalletConnectBasic').then((m) => m.forEnv(env))) },
    ],
    setup(ctx) {
      const namespaces = Object.keys(ctx.kit.getState().chains) as ChainNamespace[];
      if (!namespaces.length) return { api: { connectorId: env.connectorId, refresh: () => {} } };
      const info: ConnectorInfo = { id: env.connectorId, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces, imageUrl: env.icon, view: CONNECTING_VIEW };
      // What the connector's chunk sets up (wc/adapter.ts: the fresh-pairing hook, disposal,
      // errors reported once each), kept per plugin instance across its loads.
      const live: WcLive = {};
      let lastRefresh = 0;
      const adapter = lazyConnector({
        info,
        // A WalletConnect wallet shows each request on the phone: no second approval in the kit.
        confirmsRequests: true,
        has: ['reconnect', 'switchNetwork', 'signMessage', 'subscribe'],
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        disconnectTimeoutMs: env.disconnectTimeoutMs,
        load: () => import('./wc/adapter').then((m) => m.loadWcAdapter(ctx, info, options, live, env)),
      });
      // The relay's and its wallets' refusals (5000 'User rejected.', EIP-1193 4001…) are mapped
      // by the adapter that loads with the SDK (wc/errors.ts): nothing of WalletConnect's on the page.
      ctx.connectors.add(adapter);
      return {
        api: {
          connectorId: env.connectorId,
          refresh() {
            if (Date.now() - lastRefresh < env.retryGuardMs) return;
            lastRefresh = Date.now();
            live.refresh?.();
          },
        },
        dispose: () => live.dispose?.(),
      };
    },
  });
}
