import type { ConnectedAccount, SocialProvider } from '@latchkey/kernel';

export type { SocialProvider };

/** The providers that sign in through a popup (OAuth): every social but Farcaster, which uses a QR code. */
export type PopupProvider = Exclude<SocialProvider, 'farcaster'>;

/**
 * Where a Telegram mini-app runs (SPEC §9: on iOS Google is dropped, on macOS X, on Android
 * Facebook and X). 'other': Telegram Desktop, the web clients and the rest, which drop nothing.
 */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other';

/** Options of `socials()`. */
export interface SocialsOptions {
  /**
   * The secure frame's origin (or its page's URL; only the origin is kept): a popup's reply counts
   * only when it comes from it. Give the same as `embeddedWallet({ url })`. It may be left out
   * when the embedded wallet plugin exposes its frame's origin (`frameOrigin` on its API).
   * Must be https, or http on a loopback host (a local reference frame).
   */
  frameOrigin?: string;
  /**
   * The Telegram mini-app platform, or `false` for a page that is never in Telegram. Left out, it
   * is detected each time the list shows: `window.Telegram.WebApp.platform` (telegram-web-app.js),
   * else Telegram's webview bridge (`TelegramWebviewProxy`) and the user agent.
   */
  telegram?: TelegramPlatform | false;
  /**
   * How the page goes to the provider when a popup cannot open (blocked, or inside Telegram,
   * whose popups open another browser). Defaults to `location.assign(url)`.
   */
  navigate?: (url: string) => void;
}

/** Aborts a wait (the visitor left the view). */
export interface SocialsRequestOptions {
  signal?: AbortSignal;
}

/** Where a social sign-in is (`kit.getState().plugins.socials.login`). */
export type SocialLoginStatus =
  /** Nothing under way. */
  | 'idle'
  /** The provider's page is open in a popup; waiting for its reply. */
  | 'popup'
  /** The page is going to the provider (popups blocked, or Telegram); it comes back with `?result_uri=`. */
  | 'redirecting'
  /** The provider answered: the frame redeems the result and the AUTH wallet connects. */
  | 'connecting'
  | 'connected'
  /** The visitor closed the popup or denied the provider ('Social login was cancelled'). */
  | 'cancelled'
  | 'failed';

export interface SocialLogin {
  status: SocialLoginStatus;
  /** The provider of the sign-in (unknown only when the page came back from a redirect this device did not remember). */
  provider?: PopupProvider;
  /** 'popup', or 'redirect' (the page went to the provider and came back). */
  via?: 'popup' | 'redirect';
  /** The error's sentence when `failed` (English, from the frame or the kit). */
  message?: string;
}

/** The plugin's state (`kit.getState().plugins.socials`). */
export interface SocialsState {
  login: SocialLogin;
}

/**
 * `kit.plugin('socials')`: the social sign-in steps over the embedded wallet's secure frame. The
 * views use it; a dapp with its own buttons may too.
 */
export interface SocialsApi {
  /**
   * The providers to offer now: the `socials` feature's list in SPEC §9 order (google, x, discord,
   * farcaster, github, apple, facebook) less the Telegram drops; empty when the feature is off.
   */
  providers(): SocialProvider[];
  /** The Telegram platform in effect (the option, or detected), undefined outside Telegram. */
  telegram(): TelegramPlatform | undefined;
  /**
   * The secure frame's origin, which popup replies and `?result_uri=` must come from.
   * @throws {ConfigError} when neither `socials({ frameOrigin })` nor the embedded wallet gives it.
   */
  frameOrigin(): string;
  /** Asks the frame for a provider's sign-in URL ahead of the click (the list does it when it shows), so the popup opens at once. Never rejects. */
  prepare(provider: PopupProvider): Promise<void>;
  /**
   * Signs in with a provider: call it from a click handler. With the URL prepared and the steps
   * loaded, the popup opens before this returns (else an empty popup opens at once and goes to
   * the provider when the URL arrives). The reply is accepted only from the frame's origin and
   * from that popup; the frame redeems it (CONNECT_SOCIAL) and the AUTH wallet connects. Where
   * popups are blocked, and inside Telegram, the page goes to the provider instead and this
   * resolves with `undefined`; the sign-in completes when the page comes back (`?result_uri=`).
   * @throws {SocialLoginCancelledError} 'Social login was cancelled' (popup closed, or denied).
   * @throws {KitError} the frame's message, or 'The sign-in address is not allowed' for a URL that is not https.
   */
  connectSocial(provider: PopupProvider, options?: SocialsRequestOptions): Promise<ConnectedAccount | undefined>;
  /** Stops waiting for the popup (and closes it); nothing happens once the frame has the result. */
  cancel(): void;
  /** Asks the frame for a Farcaster sign-in URL (GET_FARCASTER_URI), to show as a QR code and a link. */
  farcasterUri(options?: SocialsRequestOptions): Promise<string>;
  /** Waits until the visitor approved in Farcaster (CONNECT_FARCASTER), then connects the AUTH wallet. */
  connectFarcaster(options?: SocialsRequestOptions): Promise<ConnectedAccount>;
  /** The social username last signed in with on this device (SPEC §3; cleared on sign-out). */
  lastUsername(): string | undefined;
}

/** The params of the plugin's views (`kit.open({ view, params })`). */
export interface SocialsViewParams {
  ConnectSocials: true;
  ConnectingSocial: { provider?: PopupProvider };
  ConnectingFarcaster: true;
}
