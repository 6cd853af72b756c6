// Social login: an OAuth 2 provider double for the six SPEC providers (authorization-code flow:
// an authorize page with Approve / Deny, a token endpoint, a userinfo endpoint), and the frame's
// side of it (the redirect URI it hands the app, the callback page the popup lands on, and the
// code exchange when the app sends APP_CONNECT_SOCIAL with that page's address).
import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@latchkey/embedded-wallet/protocol';
import type { Auth } from './auth';
import { FrameError } from './errors';
import type { FrameState, SocialProfile, UserRecord } from './state';

/** The providers of SPEC §5, with their display names. */
export const SOCIAL_PROVIDERS: Readonly<Record<SocialProvider, string>> = Object.freeze({ google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' });

/** Who the authorize page suggests signing in as (editable there). Discord's legacy "#0" discriminator shows as a trailing 0. */
export const DEFAULT_SOCIAL_PROFILES: Readonly<Record<SocialProvider, Readonly<{ username: string; email: string | null }>>> = Object.freeze({
  google: Object.freeze({ username: 'ada.lovelace', email: 'ada@gmail.test' }),
  github: Object.freeze({ username: 'ada-codes', email: 'ada@github.test' }),
  apple: Object.freeze({ username: 'Ada', email: 'ada@privaterelay.apple.test' }),
  facebook: Object.freeze({ username: 'Ada Lovelace', email: 'ada@facebook.test' }),
  x: Object.freeze({ username: 'ada_x', email: null }),
  discord: Object.freeze({ username: 'ada0', email: 'ada@discord.test' }),
});

/** The frame's OAuth client id at the provider double. */
export const FRAME_OAUTH_CLIENT_ID = 'latchkey-reference-frame';
/** Lifetime of a state, a code and an access token. */
const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 60 * 60_000;

/** True for one of the six providers. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && Object.hasOwn(SOCIAL_PROVIDERS, value);
}

/** A redirect URI the double accepts: http(s) on a loopback host (it is a local double). */
export function isLoopbackRedirect(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The OAuth double and the frame's social login, for one server. */
export type Socials = ReturnType<typeof createSocials>;

/**
 * @example
 * const socials = createSocials({ state, auth, origin });
 * const uri = socials.redirectUri('google', deviceId, 'http://127.0.0.1:5173');
 */
export function createSocials(options: { state: FrameState; auth: Auth; origin: string }) {
  const { state } = options;
  const callbackUrl = `${options.origin}/social/callback`;
  const hex = (bytes: number): string => randomBytes(bytes).toString('hex');
  const prune = (): void => {
    const now = Date.now();
    for (const [key, value] of state.socialStates) if (value.expiresAt < now) state.socialStates.delete(key);
    for (const [key, value] of state.oauthCodes) if (value.expiresAt < now) state.oauthCodes.delete(key);
    for (const [key, value] of state.oauthTokens) if (value.expiresAt < now) state.oauthTokens.delete(key);
  };

  const socials = {
    callbackUrl,

    /** APP_GET_SOCIAL_REDIRECT_URI: the provider's authorize URL for a new state bound to this device. */
    redirectUri(provider: SocialProvider, deviceId: string, parentOrigin: string | null): string {
      prune();
      const stateId = hex(16);
      state.socialStates.set(stateId, { provider, deviceId, parentOrigin, expiresAt: Date.now() + STATE_TTL_MS });
      const query = new URLSearchParams({ response_type: 'code', client_id: FRAME_OAUTH_CLIENT_ID, redirect_uri: callbackUrl, state: stateId, scope: 'openid email profile' });
      return `${options.origin}/oauth/${provider}/authorize?${query.toString()}`;
    },

    /** The dapp origin the callback page posts to, for a state (undefined when unknown or expired). */
    callbackTarget(stateId: string | null): string | null | undefined {
      const found = stateId ? state.socialStates.get(stateId) : undefined;
      if (!found || found.expiresAt < Date.now()) return undefined;
      return found.parentOrigin;
    },

    /** The provider double's approve step: a code for `redirectUri` (the caller redirects there). */
    issueCode(provider: SocialProvider, input: { clientId: string; redirectUri: string; username: string; email: string | null }): string {
      prune();
      const username = input.username.trim().slice(0, 100);
      if (username === '') throw new FrameError('A username is required');
      const sub = createHash('sha256').update(`${provider}:${username.toLowerCase()}`).digest('hex').slice(0, 24);
      const profile: SocialProfile = { sub, email: input.email && input.email.trim() !== '' ? input.email.trim().toLowerCase() : null, username, name: username };
      const code = hex(20);
      state.oauthCodes.set(code, { provider, profile, clientId: input.clientId, redirectUri: input.redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
      return code;
    },

    /** The token endpoint: a code (once) for an access token; throws the OAuth error code. */
    exchangeCode(input: { code: string; clientId: string; redirectUri: string }): { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string; provider: SocialProvider } {
      prune();
      const grant = state.oauthCodes.get(input.code);
      if (!grant) throw new FrameError('invalid_grant');
      state.oauthCodes.delete(input.code);
      if (grant.clientId !== input.clientId || grant.redirectUri !== input.redirectUri) throw new FrameError('invalid_grant');
      const token = hex(24);
      state.oauthTokens.set(token, { provider: grant.provider, profile: grant.profile, expiresAt: Date.now() + TOKEN_TTL_MS });
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_MS / 1000, scope: 'openid email profile', provider: grant.provider };
    },

    /** The userinfo endpoint. */
    userInfo(accessToken: string): (SocialProfile & { provider: SocialProvider }) | undefined {
      const grant = state.oauthTokens.get(accessToken);
      if (!grant || grant.expiresAt < Date.now()) return undefined;
      return { ...grant.profile, provider: grant.provider };
    },

    /**
     * APP_CONNECT_SOCIAL: `uri` is the callback page's address (what the popup posted, or the
     * `result_uri` of the redirect fallback). Checks the state against this device, exchanges the
     * code, and signs the user in (created on first login).
     */
    connect(uri: string, deviceId: string): UserRecord {
      let url: URL;
      try {
        url = new URL(uri);
      } catch {
        throw new FrameError('Invalid social login result');
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl) throw new FrameError('Invalid social login result');
      const stateId = url.searchParams.get('state');
      const started = stateId ? state.socialStates.get(stateId) : undefined;
      if (!stateId || !started || started.expiresAt < Date.now()) throw new FrameError('The social login expired: try again');
      if (started.deviceId !== deviceId) throw new FrameError('The social login was started elsewhere');
      state.socialStates.delete(stateId);
      if (url.searchParams.get('error')) throw new FrameError('Social login was cancelled');
      const code = url.searchParams.get('code');
      if (!code) throw new FrameError('Invalid social login result');
      let token: string;
      try {
        const exchanged = socials.exchangeCode({ code, clientId: FRAME_OAUTH_CLIENT_ID, redirectUri: callbackUrl });
        if (exchanged.provider !== started.provider) throw new FrameError('invalid_grant');
        token = exchanged.access_token;
      } catch {
        throw new FrameError('The social login could not be completed: try again');
      }
      const profile = socials.userInfo(token)!;
      state.oauthTokens.delete(token);
      return options.auth.userFor(`${started.provider}:${profile.sub}`, { email: profile.email, socialProvider: started.provider, userName: profile.username });
    },
  };
  return socials;
}
