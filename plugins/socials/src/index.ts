import { ConfigError, StorageKeys, definePlugin, stringList, type KitPlugin, type SocialProvider } from '@latchkey/kernel';
import { RESULT_URI_PARAM, SOCIALS_PLUGIN_ID, SOCIALS_VIEWS, SOCIAL_ORDER } from './constants';
import { titles } from './locale/titles';
import { frameOriginOf } from './origin';
import { TELEGRAM_DROPS, detectTelegram, socialProviders } from './providers';
import type * as Flow from './flow';
import type { SocialsApi, SocialsOptions, SocialsState, TelegramPlatform } from './types';
import './register';

export type * from './types';
export { SocialLoginCancelledError } from './errors';
export { ERROR_UI_DELAY_MS, POPUP_POLL_MS, RESULT_URI_PARAM, SOCIALS_PLUGIN_ID, SOCIALS_VIEWS, SOCIAL_ORDER } from './constants';
export { TELEGRAM_DROPS, detectTelegram, socialProviders } from './providers';

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Reads the redirect fallback's `?result_uri=` from the address and removes it at once
 * (`history.replaceState`: no new history entry, the rest of the address kept; SPEC §2).
 */
function takeResultUri(win: Window): string | undefined {
  let url: URL;
  try {
    url = new URL(win.location.href);
  } catch {
    return undefined;
  }
  if (!url.searchParams.has(RESULT_URI_PARAM)) return undefined;
  const value = url.searchParams.get(RESULT_URI_PARAM) ?? '';
  url.searchParams.delete(RESULT_URI_PARAM);
  try {
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // A sandboxed page without history: the value is still used once.
  }
  return value;
}

/**
 * Social login for the embedded wallet (SPEC §1, §2): Google, X, Discord, GitHub, Apple and
 * Facebook through a popup on the provider's page, whose reply counts only from the secure frame's
 * origin and from that popup; where popups are blocked (and in Telegram) the page goes to the
 * provider and completes when it comes back with `?result_uri=`. Farcaster signs in by QR code
 * (ConnectingFarcaster). The list sits in the Connect view after email (SPEC §9 order), filtered by
 * the remote `socials` feature and the Telegram rules. Needs `embeddedWallet()` before it. The page
 * loads this entry only: the views, their strings and the steps load with the Connect view.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [evm(), embeddedWallet({ url: FRAME }), email(), socials({ frameOrigin: FRAME })] })
 */
export function socials(options: SocialsOptions = {}): KitPlugin<'socials', SocialsApi, SocialsState> {
  // Checked at createKit, as the embedded wallet checks its URL.
  const givenOrigin = options.frameOrigin === undefined ? undefined : frameOriginOf(options.frameOrigin);
  if (options.telegram !== undefined && options.telegram !== false && !Object.hasOwn(TELEGRAM_DROPS, options.telegram)) {
    throw new ConfigError("socials() telegram must be 'ios', 'macos', 'android', 'other' or false", { details: String(options.telegram) });
  }
  return definePlugin<'socials', SocialsApi, SocialsState>({
    id: SOCIALS_PLUGIN_ID,
    kind: 'feature',
    requires: ['embedded-wallet'],
    // Its flag: every provider by default, decided by the remote project configuration (SPEC §1);
    // off when the page's origin is not allowed for the project.
    features: { socials: { default: [...SOCIAL_ORDER], remote: (f) => (f.isEnabled ? (stringList(f.config, SOCIAL_ORDER).filter((s) => (SOCIAL_ORDER as readonly string[]).includes(s)) as SocialProvider[]) : false), originChecked: true } },
    state: () => ({ login: { status: 'idle' } }),
    locale: titles(),
    views: [
      { id: SOCIALS_VIEWS.all, titleKey: 'socials.title.all', load: () => import('./views/ConnectSocials') },
      { id: SOCIALS_VIEWS.connecting, titleKey: 'socials.title.connecting', load: () => import('./views/ConnectingSocial') },
      { id: SOCIALS_VIEWS.farcaster, titleKey: 'socials.title.farcaster', load: () => import('./views/ConnectingFarcaster') },
    ],
    slots: [
      // Drawn inside the Connect view (the buttons themselves, not a row); SPEC §9: after email.
      { slot: 'connectMethods', id: 'socials', labelKey: 'socials.method', order: 20, icon: 'user', when: { connected: false, feature: 'socials' }, load: () => import('./views/SocialLogin') },
    ],
    setup(ctx) {
      const win = (globalThis as { window?: Window }).window;
      const telegram = (): TelegramPlatform | undefined => (options.telegram === false ? undefined : (options.telegram ?? detectTelegram(win)));
      const frameOrigin = (): string => {
        // The embedded wallet knows its frame; an older one does not say, and the option stands in.
        const exposed = (ctx.kit.plugin('embedded-wallet') as { frameOrigin?: unknown } | undefined)?.frameOrigin;
        const fromWallet = typeof exposed === 'string' ? frameOriginOf(exposed) : undefined;
        if (fromWallet && givenOrigin && fromWallet !== givenOrigin) throw new ConfigError("socials() frameOrigin is not the embedded wallet's frame origin", { details: `${givenOrigin} ≠ ${fromWallet}`, pluginId: ctx.id });
        const origin = fromWallet ?? givenOrigin;
        if (!origin) throw new ConfigError("socials() needs the secure frame's origin: pass socials({ frameOrigin }) with the embedded wallet's URL", { pluginId: ctx.id });
        return origin;
      };
      const deps: Flow.FlowDeps = {
        kit: ctx.kit,
        pluginId: ctx.id,
        storage: ctx.storage,
        win,
        store: ctx.store,
        frameOrigin,
        telegram,
        navigate: options.navigate ?? ((url) => win?.location.assign(url)),
        uris: new Map(),
        current: {},
        setInterval: (fn, ms) => ctx.setInterval(fn, ms),
        now: () => Date.now(),
      };
      // Loaded once; after that the popup opens synchronously inside the visitor's click.
      let steps: typeof Flow | undefined;
      const load = () => (steps ? Promise.resolve(steps) : import('./flow').then((m) => (steps = m)));
      const api: SocialsApi = {
        providers: () => socialProviders(ctx.kit.getState().features.socials, telegram()),
        telegram,
        frameOrigin,
        prepare: (provider) => load().then((m) => m.prepare(deps, provider), () => undefined),
        connectSocial: (provider, o) => (steps ? steps.connectSocial(deps, provider, o) : load().then((m) => m.connectSocial(deps, provider, o))),
        cancel: () => deps.current.attempt?.abandon(),
        farcasterUri: async (o) => (await load()).farcasterUri(deps, o),
        connectFarcaster: async (o) => (await load()).connectFarcaster(deps, o),
        lastUsername: () => ctx.storage.get(StorageKeys.socialUsername, isString),
      };

      // Leaving the popup's view (back, close, another view) stops waiting for it.
      ctx.bus.on('viewChanged', (e: { view: { view: string } }) => {
        if (e.view.view !== SOCIALS_VIEWS.connecting) deps.current.attempt?.abandon();
      });
      ctx.bus.on('modalClosed', () => deps.current.attempt?.abandon());
      // Signed out of the embedded wallet everywhere: the social username goes (SPEC §3).
      ctx.bus.on('disconnected', (e: { connectorId: string | undefined }) => {
        const authId = ctx.kit.plugin('embedded-wallet').connectorId;
        if (e.connectorId !== authId) return;
        if (Object.values(ctx.kit.getState().chains).some((c) => c?.connectorId === authId && c.account.status === 'connected')) return;
        ctx.storage.remove(StorageKeys.socialUsername);
      });

      // Back from the provider without a popup (the redirect fallback): the address is cleaned at
      // once, and the sign-in finishes with the steps' chunk.
      const returned = win ? takeResultUri(win) : undefined;
      if (returned !== undefined) {
        void ctx.kit.ready.then(async () => {
          if (ctx.signal.aborted) return;
          const m = await load();
          if (!ctx.signal.aborted) await m.resumeRedirect(deps, { returned, signal: ctx.signal, logger: ctx.logger, enabled: () => Boolean(ctx.kit.getState().features.socials) });
        });
      }
      return { api, dispose: () => deps.current.attempt?.abandon() };
    },
  });
}
