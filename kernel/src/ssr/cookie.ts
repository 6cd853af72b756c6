import type { ChainNamespace } from '../types/chain';
import type { KitState } from '../types/state';

/** The cookie a kit created with `ssr: true` keeps its connections in. */
export const CONNECTION_COOKIE = 'latchkey.connection';
/** 30 days: as long as the kit remembers a connection in storage. */
const MAX_AGE_S = 30 * 24 * 3600;
const MAX_COOKIE_CHARS = 3_000;

/** One connected namespace, as the server renders it before the browser has restored anything. */
export interface InitialConnection {
  namespace: ChainNamespace;
  /** `namespace:reference:address` (CAIP-10). */
  caipAddress: string;
  connectorId: string;
  walletName?: string;
}

/** What `cookieToInitialState` reads and `createKit({ initialState })` starts from. */
export interface KitInitialState {
  active?: ChainNamespace;
  connections: InitialConnection[];
}

const CAIP10 = /^([a-z0-9-]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** Checks untrusted data (a cookie is the visitor's to edit) and keeps only well-formed entries. */
function parse(value: unknown): KitInitialState | undefined {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { c?: unknown }).c)) return undefined;
  const connections: InitialConnection[] = [];
  for (const entry of (value as { c: unknown[] }).c.slice(0, 8)) {
    const e = entry as Record<string, unknown> | null;
    if (!e || typeof e !== 'object' || !isText(e.a, 180) || !isText(e.i, 100)) continue;
    const m = CAIP10.exec(e.a);
    if (!m || connections.some((c) => c.namespace === m[1])) continue;
    connections.push({ namespace: m[1] as ChainNamespace, caipAddress: e.a, connectorId: e.i, ...(isText(e.n, 64) ? { walletName: e.n } : {}) });
  }
  const active = (value as { x?: unknown }).x;
  return { connections, ...(typeof active === 'string' && connections.some((c) => c.namespace === active) ? { active: active as ChainNamespace } : {}) };
}

/**
 * The kit's initial state from a `Cookie` header (or `document.cookie`): on the server, render a
 * returning visitor as connected — no flash of "Connect Wallet" — then restore silently in the
 * browser from the same state. Anything malformed reads as nothing.
 *
 * @example
 * // app/layout.tsx (a server component)
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 */
export function cookieToInitialState(cookie: string | null | undefined): KitInitialState | undefined {
  if (typeof cookie !== 'string' || cookie.length > 16_384) return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONNECTION_COOKIE) continue;
    try {
      return parse(JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The cookie's value for a state: its connected namespaces, or undefined when there are none. */
export function connectionCookieValue(state: KitState): string | undefined {
  const c: Array<{ a: string; i: string; n?: string }> = [];
  for (const chain of Object.values(state.chains)) {
    const account = chain?.account;
    if (account?.status !== 'connected' || !account.caipAddress || !chain!.connectorId) continue;
    const name = account.connectedWalletInfo?.name?.slice(0, 64);
    c.push({ a: account.caipAddress, i: chain!.connectorId, ...(name ? { n: name } : {}) });
  }
  if (!c.length) return undefined;
  const value = encodeURIComponent(JSON.stringify({ c, x: state.activeNamespace }));
  return value.length <= MAX_COOKIE_CHARS ? value : undefined;
}

/**
 * Keeps the connection cookie in step with the kit (`ssr: true`): written when a namespace is
 * connected, removed when none is. `SameSite=Lax`, the whole site, 30 days; `Secure` on https.
 */
export function mirrorConnectionCookie(kit: { getState(): KitState; subscribe(listener: (state: KitState) => void): () => void }, doc: { cookie: string }, secure: boolean): () => void {
  // The cookie as the page started (what the server rendered from): written again only on a change.
  let last = connectionCookieValue(kit.getState());
  return kit.subscribe((state) => {
    // Only settled states: a restore under way keeps the cookie the server rendered from.
    if (Object.values(state.chains).some((c) => c?.account.status === 'connecting')) return;
    const value = connectionCookieValue(state);
    if (value === last) return;
    last = value;
    const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    doc.cookie = value === undefined ? `${CONNECTION_COOKIE}=${attributes}; Max-Age=0` : `${CONNECTION_COOKIE}=${value}${attributes}; Max-Age=${MAX_AGE_S}`;
  });
}
