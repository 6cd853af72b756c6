import type { SocialProvider } from '@latchkey/kernel';

/** The plugin's id: its storage prefix, event prefix and `kit.plugin()` key. */
export const SOCIALS_PLUGIN_ID = 'socials';

/** The plugin's views (SPEC §2: ConnectingFarcaster; the social popup step; every provider). */
export const SOCIALS_VIEWS = {
  /** Every provider, as rows (the Connect view's "More" opens it). */
  all: 'ConnectSocials',
  /** Waiting for the popup (or the redirect's return), then connecting. */
  connecting: 'ConnectingSocial',
  /** The Farcaster QR code, link and wait. */
  farcaster: 'ConnectingFarcaster',
} as const;

/** SPEC §9: the providers, in the order they are shown. */
export const SOCIAL_ORDER: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];

/** How often a popup is checked for having been closed by the visitor. */
export const POPUP_POLL_MS = 500;

/**
 * How long an authorize URL fetched ahead (when the list shows) is used for. The frame's sign-in
 * state lives longer (the reference frame keeps it 10 minutes); older ones are fetched again.
 */
export const REDIRECT_URI_TTL_MS = 5 * 60_000;

/** The query parameter the OAuth callback brings the visitor back with when popups were blocked (SPEC §2). */
export const RESULT_URI_PARAM = 'result_uri';

/** SPEC §9 error UI delay: a failure is shown this long after it happens, so nothing flashes. */
export const ERROR_UI_DELAY_MS = 300;

/** The window name of the sign-in popup (a second click reuses the window instead of opening another). */
export const POPUP_NAME = 'latchkey-social-login';

/**
 * Storage key of the sign-in this browser sent to the provider without a popup: its OAuth `state`,
 * provider and expiry. A page that comes back with `?result_uri=` is redeemed only when its state
 * is this one (once, before it expires); any other `result_uri` is dropped.
 */
export const PENDING_LOGIN_KEY = 'pending_login';

/** The key an older version kept the redirect's provider under (removed when read). */
export const LEGACY_PENDING_PROVIDER_KEY = 'pending_provider';

/** How long a redirect sign-in may take to come back (the reference frame keeps its state as long). */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;

/**
 * What the page posts to its popup (to the secure frame's origin only, so that only the frame's
 * callback page hears it) to ask for the result: `{ type, state }`. The popup has no opener (the
 * provider's pages cannot reach this page), so the callback page answers the asker instead.
 */
export const RESULT_REQUEST_TYPE = 'latchkey:social-result-request';
