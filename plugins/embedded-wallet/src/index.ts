import { definePlugin, lazyConnector, StorageKeys, TimeoutError, VERSION, type AccountDetails, type ChainNamespace, type ConnectorInfo, type KitPlugin } from '@latchkey/kernel';
import { frameOrigin } from './frame/origin';
import { FRAME_DISCONNECT_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS } from './frame/timings';
import type { FrameClient } from './frame/client';
import type { AccountType } from './protocol/events';
import type { EmbeddedWalletApi, EmbeddedWalletOptions, EmbeddedWalletState } from './types';
import { displayName, storedAccountTypes } from './user';
import './register';

export type * from './types';
export type { FrameUser, AccountType, EmailAction, SocialProvider } from './protocol/events';
export { displayName, DISPLAY_NAME_MAX } from './user';

/** The AUTH connector's id. */
export const AUTH_CONNECTOR_ID = 'AUTH';
const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];
const SOCIALS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']);

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
  return definePlugin<'embedded-wallet', EmbeddedWalletApi, EmbeddedWalletState>({
    id: 'embedded-wallet',
    kind: 'feature',
    state: () => ({ frame: 'idle', session: false, users: {} }),
    setup(ctx) {
      const win = (globalThis as { window?: Window }).window;
      const namespaces = AUTH_NAMESPACES.filter((ns) => ctx.kit.getState().chains[ns]);
      let client: Promise<FrameClient> | undefined;
      const frame = (): Promise<FrameClient> => {
        if (!win) return Promise.reject(new Error('W3mFrame: iframe is not set'));
        client ??= import('./frame/client')
          .then((m) => {
            const state = ctx.kit.getState();
            const network = state.activeNamespace ? state.chains[state.activeNamespace]?.network.caipNetwork : undefined;
            const c = m.createFrameClient({
              url: options.url,
              query: { projectId: ctx.options.projectId, chainId: network?.caipNetworkId, version: VERSION, enableLogger: String(Boolean(options.enableLogger)), rpcUrl: network?.rpcUrls.default.http[0] },
              window: win,
              signal: ctx.signal,
              onAlert: (code) => ctx.alerts.show(code),
              onSessionUpdate: (token) => ctx.store.set((s) => void (s.session = Boolean(token))),
            });
            ctx.store.set((s) => void (s.frame = 'loading'));
            return c.ready().then(() => c);
          })
          .then(
            (c) => {
              ctx.store.set((s) => void (s.frame = 'ready'));
              // The frame shows the dapp's name and theme (SPEC §7 sync events).
              void c.request('SYNC_DAPP_DATA', { metadata: { name: ctx.options.metadata.name, description: ctx.options.metadata.description, url: ctx.options.metadata.url, icons: [...ctx.options.metadata.icons].slice(0, 8) }, sdkVersion: VERSION, sdkType: 'latchkey', ...(ctx.options.projectId ? { projectId: ctx.options.projectId } : {}) }).catch(() => undefined);
              void c.request('SYNC_THEME', { themeMode: ctx.kit.getState().themeMode }).catch(() => undefined);
              return c;
            },
            (error: unknown) => {
              client = undefined;
              ctx.store.set((s) => void (s.frame = 'error'));
              throw error;
            },
          );
        return client;
      };
      const api: EmbeddedWalletApi = {
        connectorId: AUTH_CONNECTOR_ID,
        frameOrigin: origin,
        ready: () => frame().then(() => undefined),
        request: async (name, payload, o) => (await frame()).request(name, payload, o),
        async setPreferredAccountType(type: AccountType) {
          const c = await frame();
          let chosen: AccountType = type;
          try {
            await c.request('SET_PREFERRED_ACCOUNT', { type });
          } catch (error) {
            // SPEC §6: a set-preferred error falls back to the EOA.
            ctx.logger.warn('[latchkey] smart account unavailable, using the EOA', error);
            chosen = 'eoa';
            await c.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined);
          }
          // Kept (SPEC §3 preferred_account_types): the reconnect below, a reload and the next login ask the frame for it.
          ctx.storage.set(StorageKeys.preferredAccountTypes, { ...storedAccountTypes(ctx.storage), eip155: chosen });
          if (ctx.kit.getState().chains.eip155?.connectorId === AUTH_CONNECTOR_ID && ctx.kit.getState().chains.eip155?.account.address) await ctx.kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' });
          return chosen;
        },
      };
      // Basic mode turns email and socials off (SPEC §5); so does a kit with no eip155 or solana.
      if (ctx.options.basic || !namespaces.length || !win) return { api };
      const info: ConnectorInfo = { id: AUTH_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', namespaces: [...namespaces] };
      const lazy = lazyConnector({ info, has: ['reconnect', 'switchNetwork', 'signMessage'], disconnectTimeoutMs: FRAME_DISCONNECT_TIMEOUT_MS, load: () => import('./connector').then((m) => m.createAuthAdapter({ ctx, info, frame })) });
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
      ctx.bus.on('modalClosed', () => void client?.then((c) => c.abortRpc(), () => undefined));
      const offTheme = ctx.kit.subscribe(
        (s) => s.themeMode,
        (themeMode) => void client?.then((c) => c.request('SYNC_THEME', { themeMode })).catch(() => undefined),
      );
      return { api, dispose: offTheme };
    },
    // The user's details for the views (SPEC §3, §5): display name, email, social provider, smart account.
    afterConnect({ account }, ctx) {
      const user = ctx.store.get().users[account.namespace];
      if (account.connectorId !== AUTH_CONNECTOR_ID || !user) return;
      ctx.account.update(account.namespace, account.address, {
        user: { email: user.email ?? null, address: user.address, chainId: user.chainId, ...(user.accounts ? { accounts: user.accounts } : {}), ...(user.userName ? { userName: user.userName } : {}), ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}) },
        ...(user.socialProvider && SOCIALS.has(user.socialProvider) ? { socialProvider: user.socialProvider as AccountDetails['socialProvider'] } : {}),
        ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
        ...(displayName(user) ? { profileName: displayName(user) } : {}),
      });
    },
  });
}
