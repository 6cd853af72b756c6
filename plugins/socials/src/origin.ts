import { ConfigError } from '@latchkey/kernel';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

const parse = (url: unknown): URL | undefined => {
  if (typeof url !== 'string' || url.length > 4096) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/** True for an http(s) URL on a loopback host. */
export const isLoopback = (url: URL): boolean => LOOPBACK.includes(url.hostname);

/**
 * The URL, if the kit may open it in a popup or send the page to it: `https:`, or `http:` on a
 * loopback host (a local reference frame), without credentials. Never `javascript:`, `data:` or
 * plain http elsewhere.
 */
export function openableUrl(url: unknown): string | undefined {
  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return undefined;
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(parsed))) return parsed.href;
  return undefined;
}

/**
 * The secure frame's origin from `socials({ frameOrigin })` (an origin or any URL on it): https,
 * or http on a loopback host.
 * @throws {ConfigError} anything else.
 */
export function frameOriginOf(value: string): string {
  const parsed = parse(value);
  if (!parsed || !openableUrl(value)) throw new ConfigError('socials() frameOrigin must be an https origin (or http on a loopback host)', { details: String(value) });
  return parsed.origin;
}

/**
 * The `resultUri` a popup posted, or the page's `?result_uri=`, if it is an address on the secure
 * frame's origin (the frame checks the rest when it redeems it).
 */
export function resultUriOf(value: unknown, frameOrigin: string): string | undefined {
  const safe = openableUrl(value);
  // The address as the frame wrote it (it checks its own path and query when it redeems it).
  return safe && new URL(safe).origin === frameOrigin ? (value as string) : undefined;
}

/**
 * The OAuth `state` of a sign-in address (the provider's authorize URL, or the callback address it
 * comes back to): what binds a result to the sign-in this browser started. Undefined when absent.
 *
 * @example
 * oauthStateOf('https://secure.example/social/callback?code=1&state=s1'); // 's1'
 */
export function oauthStateOf(url: string): string | undefined {
  const parsed = parse(url);
  const state = parsed?.searchParams.get('state');
  return state && state.length <= 512 ? state : undefined;
}
