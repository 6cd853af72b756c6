import { definePlugin, lazyConnector, TimeoutError, type ChainNamespace, type ConnectorInfo, type KitPlugin } from '@latchkey/kernel';
import { frameOrigin } from './frame/origin';
import { FRAME_DISCONNECT_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS } from './frame/timings';
import type { AccountType } from './protocol/events';
import type { Runtime } from './runtime';
import type { EmbeddedWalletApi, EmbeddedWalletOptions, EmbeddedWalletState } from './types';
import './register';

export type * from './types';
export type { FrameUser, AccountType, EmailAction, SocialProvider } from './protocol/events';
export { displayName, DISPLAY_NAME_MAX } from './user';

/** The AUTH connector's id. */
export const AUTH_CONNECTOR_ID = 'AUTH';
const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/**
 * The embedded wallet (SPEC §1, §7): a wallet held in a hidden secure frame on another origin,
 * reached through email (`@latchkey/email`) or social login (`@latchkey/socials`), and the AUTH
 * connector for eip155 and solana. The frame and its code load when the Connect view shows, never
 * with the page. Basic mode leaves it out.
 *
 * @example
 * createKit({ metadata, networks, plugins: [evm(), embeddedWallet({ url: 'https://secure.example.org/frame' }), email()] })
 */
export function embeddedWallet(options: EmbeddedWalletOptions): KitPlugin<'embedded-wallet', EmbeddedWalletApi, EmbeddedWalletState> {
  // Checked at createKit: https (or a loopback reference frame), never the dapp's own origin.
  const origin = frameOrigin(options.url);
  // Each kit's runtime loader, for afterConnect (which runs outside setup); keyed by kit, so one
  // plugin object in two kits keeps them apart.
  const runtimes = new WeakMap<object, () => Promise<Runtime>>();
  return definePlugin<'embedded-wallet', EmbeddedWalletApi, EmbeddedWalletState>({
    id: 'embedded-wallet',
    kind: 'feature',
    state: () => ({ frame: 'idle', session: false, users: {} }),
    setup(ctx) {
      const win = (globalThis as { window?: Window }).window;
      const namespaces = AUTH_NAMESPACES.filter((ns) => ctx.kit.getState().chains[ns]);
      // Everything past the plugin object loads on first use (the Connect view, a remembered
      // AUTH connection, an API call): never with the page.
      let runtime: Promise<Runtime> | undefined;
      const load = (): Promise<Runtime> =>
        (runtime ??= import('./runtime').then(
          (m) => m.createRuntime({ ctx, options, win, connectorId: AUTH_CONNECTOR_ID }),
          (error: unknown) => {
            runtime = undefined;
            throw error;
          },
        ));
      runtimes.set(ctx.kit, load);
      const frame = () => load().then((r) => r.frame());
      const loaded = () => runtime?.then((r) => r.loaded());
      const api: EmbeddedWalletApi = {
        connectorId: AUTH_CONNECTOR_ID,
        frameOrigin: origin,
        ready: () => frame().then(() => undefined),
        request: async (name, payload, o) => (await frame()).request(name, payload, o),
        setPreferredAccountType: async (type: AccountType) => (await load()).setPreferredAccountType(type),
      };
      // Basic mode turns email and socials off (SPEC §5); so does a kit with no eip155 or solana.
      if (ctx.options.basic || !namespaces.length || !win) return { api };
      const info: ConnectorInfo = { id: AUTH_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', namespaces: [...namespaces] };
      const lazy = lazyConnector({ info, has: ['reconnect', 'switchNetwork', 'signMessage'], disconnectTimeoutMs: FRAME_DISCONNECT_TIMEOUT_MS, load: () => load().then((r) => r.adapter(info)) });
      // SPEC §9: a request waits 120 s, timed from the kit's call. The kit waits as long on a timer
      // of its own that it starts as the call returns (and the frame client's starts later still,
      // once the connector's code and the frame are ready): timed here, the embedded wallet's
      // timeout comes first, so the frame is told to stop (APP_RPC_ABORT) and the visitor sees
      // IFRAME_REQUEST_TIMEOUT (SPEC §8), not the kit's bare 'timed out'.
      const timed =
        <Q, R>(call: (request: Q, signal: AbortSignal) => Promise<R>) =>
        (request: Q, signal: AbortSignal): Promise<R> => {
          const controller = new AbortController();
          const stop = () => controller.abort();
          const timer = setTimeout(() => controller.abort(FRAME_REQUEST_TIMEOUT_MS), FRAME_REQUEST_TIMEOUT_MS);
          if (signal.aborted) stop();
          else signal.addEventListener('abort', stop, { once: true });
          return call(request, controller.signal)
            .catch((error: unknown) => {
              if (controller.signal.reason !== FRAME_REQUEST_TIMEOUT_MS) throw error;
              ctx.alerts.show('IFRAME_REQUEST_TIMEOUT');
              throw new TimeoutError('timed out', { details: 'the embedded wallet did not answer in time' });
            })
            .finally(() => {
              clearTimeout(timer);
              signal.removeEventListener('abort', stop);
            });
        };
      ctx.connectors.add({ ...lazy, request: timed(lazy.request), ...(lazy.signMessage ? { signMessage: timed(lazy.signMessage) } : {}) });
      // The frame loads with the Connect view, so email and socials answer at once.
      ctx.bus.on('viewChanged', (e: { view: { view: string } }) => {
        if (e.view.view === 'Connect') void frame().catch(() => undefined);
      });
      // The visitor closed the modal while the frame works on an approved request: it stops (SPEC §7 APP_RPC_ABORT).
      ctx.bus.on('modalClosed', () => void loaded()?.then((c) => c?.abortRpc(), () => undefined));
      const offTheme = ctx.kit.subscribe(
        (s) => s.themeMode,
        (themeMode) => void loaded()?.then((c) => c?.request('SYNC_THEME', { themeMode })).catch(() => undefined),
      );
      return { api, dispose: offTheme };
    },
    // The user's details for the views (SPEC §3, §5): display name, email, social provider, smart account.
    async afterConnect({ account }, ctx) {
      // An AUTH connection loaded the runtime already; another wallet's never loads it.
      const load = runtimes.get(ctx.kit);
      if (account.connectorId !== AUTH_CONNECTOR_ID || !load) return;
      (await load()).accountDetails(account.namespace, account.address);
    },
  });
}
