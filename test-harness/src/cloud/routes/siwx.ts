// The reference sign-in server (SPEC §4, issue "Sign-in with any wallet"): what a dapp's own
// server does with `siwx({ server: { url } })`. A reference for self-hosting, not a production
// service: state is in memory, per cloud instance.
//
//   GET    /siwx/nonce                → { nonce }               a single-use nonce (10 min)
//   POST   /siwx/sessions  {session}  → { token }               verified here, then kept under a new bearer token
//   GET    /siwx/sessions?chainId&address   (Bearer) → [session] that token's live sessions
//   PUT    /siwx/sessions  [session]  (Bearer) → 204            replaces them (each verified again)
//   DELETE /siwx/sessions?chainId&address   (Bearer) → 204      signs that account out
//
// eip155 (EIP-4361, EOA or smart account through the local chain) and solana (SIWS) are built in;
// bip122, cosmos and polkadot sign-ins go to their plugins' verifiers. It serves the dapp's origins
// only: the start project's allowed origins (`allowedOrigins`, `*` any run of characters). A
// browser's request names its Origin, which must be one of them (CORS answers only those, never
// `*`), and the session must be for that origin's host; a server-to-server call (no Origin) must
// carry a session whose URI is on an allowed origin.
import { randomBytes } from 'node:crypto';
import type { CaipNetworkId, NamespaceAdapter, NamespaceTools, SIWXSession } from '@latchkey/kernel';
import { checkSiwxSession, type SiwxRefusal, type SiwxVerifier } from '@latchkey/siwx';
import { bip122Namespace } from '@latchkey/bip122';
import { cosmosNamespace } from '@latchkey/cosmos';
import { polkadotNamespace } from '@latchkey/polkadot';
import type { CloudState, RequestContext, RouteHandler, SiwxServerState } from '../context';
import { HttpError, isRecord, json } from '../http';
import type { CloudRouteKey } from '../paths';
import { isOriginAllowed } from '../projects';

const NONCE_TTL_MS = 10 * 60 * 1000;

/** A server's verifier from a chain plugin's namespace adapter (BIP-322, ADR-36, Polkadot raw signatures). */
const adapterVerifier =
  (adapter: NamespaceAdapter): SiwxVerifier =>
  async ({ message, signature, address, chainId }) => {
    const network = { id: chainId.slice(chainId.indexOf(':') + 1), name: chainId, caipNetworkId: chainId as CaipNetworkId, chainNamespace: adapter.namespace, nativeCurrency: { name: '', symbol: '', decimals: 0 }, rpcUrls: { default: { http: [] } } };
    // The sign-in verifiers read no chain: no tools to give.
    return (await adapter.siwx?.verify?.({ message, signature, address, network }, undefined as unknown as NamespaceTools)) ?? false;
  };
const VERIFIERS: Record<string, SiwxVerifier> = { bip122: adapterVerifier(bip122Namespace), cosmos: adapterVerifier(cosmosNamespace), polkadot: adapterVerifier(polkadotNamespace) };


/** The 401 message of each refusal. */
const REFUSALS: Record<SiwxRefusal, string> = {
  malformed: 'The sign-in message is malformed',
  domain: 'The sign-in is for a domain this server does not serve',
  uri: 'The sign-in URI is not on its domain',
  address: 'The sign-in message is for another account',
  chain: 'The sign-in message is for another chain',
  nonce: 'The sign-in message carries another nonce',
  expired: 'The sign-in message has expired',
  'not-yet-valid': 'The sign-in message is not valid yet',
  'issued-in-future': 'The sign-in message is issued in the future',
  mismatch: 'The sign-in message is not the session’s',
  unsupported: 'This server cannot verify sign-ins on that chain',
  signature: 'The signature does not verify',
};

export const createSiwxState = (): SiwxServerState => ({ nonces: new Map(), sessions: new Map() });

const noContent = () => ({ kind: 'bytes' as const, status: 204, contentType: 'text/plain', body: '' });

function isSession(value: unknown): value is SIWXSession {
  if (!isRecord(value) || typeof value.message !== 'string' || typeof value.signature !== 'string' || !isRecord(value.data)) return false;
  const d = value.data;
  return ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'].every((k) => typeof d[k] === 'string');
}

function tokenOf(ctx: RequestContext): string {
  const header = ctx.req.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token || !ctx.state.siwx.sessions.has(token)) throw new HttpError(401, 'Sign in first: no valid bearer token');
  return token;
}

const live = (s: SIWXSession) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > Date.now();
const same = (s: SIWXSession, chainId: string, address: string) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase();

/** The dapp origins the reference sign-in server serves: the start project's allowed origins. */
const siwxOrigins = (state: CloudState): string[] => state.projects.get(state.defaultProjectId)?.allowedOrigins ?? [];

/** True for a path of the sign-in routes (`/siwx/…`), whose CORS differs from the cloud's. */
export const isSiwxPath = (target: string | undefined): boolean => (target ?? '').split('?')[0]!.startsWith('/siwx/');

/**
 * The `access-control-allow-origin` of a sign-in route: the request's Origin when it is an
 * allowed origin, else none (the browser then keeps the answer from the page). Never `*`.
 */
export function siwxCorsOrigin(origin: string | undefined, state: CloudState): string | undefined {
  return origin !== undefined && isOriginAllowed(origin, siwxOrigins(state)) ? origin : undefined;
}

/** The host a session must be for: the browser's Origin's (when allowed), or, from a server, the session's own site if allowed. */
function expectedHosts(ctx: RequestContext, session: SIWXSession): string[] {
  const allowed = siwxOrigins(ctx.state);
  if (ctx.origin !== null) {
    if (!isOriginAllowed(ctx.origin, allowed)) throw new HttpError(403, 'This origin may not sign in here');
    return [new URL(ctx.origin).host];
  }
  let origin: string | undefined;
  try {
    origin = new URL(session.data.uri).origin;
  } catch {
    origin = undefined;
  }
  return origin !== undefined && isOriginAllowed(origin, allowed) ? [new URL(origin).host] : [];
}

/** Verifies a session against this server: its nonce was issued here and not used, its domain is an allowed origin's host, its signature is the account's. */
async function verified(ctx: RequestContext, session: SIWXSession, consumeNonce: boolean): Promise<void> {
  const issued = ctx.state.siwx.nonces.get(session.data.nonce);
  if (consumeNonce && (issued === undefined || issued < Date.now())) throw new HttpError(401, 'Unknown or expired nonce');
  const hosts = expectedHosts(ctx, session);
  if (hosts.length === 0) throw new HttpError(401, 'The sign-in is for a domain this server does not serve');
  const rpcUrls = Object.fromEntries([...ctx.state.chains.values()].map((c) => [`eip155:${c.chainId}`, c.rpcUrl]));
  const check = await checkSiwxSession(session, { domain: hosts, rpcUrls, verifiers: VERIFIERS });
  if (!check.valid) throw new HttpError(401, REFUSALS[check.reason]);
  if (!live(session)) throw new HttpError(401, 'The sign-in message has expired');
  if (consumeNonce) ctx.state.siwx.nonces.delete(session.data.nonce);
}

const siwxNonce: RouteHandler = (ctx) => {
  const nonce = randomBytes(12).toString('base64url').replace(/[-_]/g, '0');
  ctx.state.siwx.nonces.set(nonce, Date.now() + NONCE_TTL_MS);
  return json({ nonce });
};

const siwxAdd: RouteHandler = async (ctx) => {
  const body = await ctx.json();
  if (!isSession(body)) throw new HttpError(400, 'Expected a session { data, message, signature }');
  await verified(ctx, body, true);
  const header = ctx.req.headers.authorization;
  const existing = typeof header === 'string' && header.startsWith('Bearer ') && ctx.state.siwx.sessions.has(header.slice(7)) ? header.slice(7) : undefined;
  const token = existing ?? randomBytes(24).toString('base64url');
  const list = (ctx.state.siwx.sessions.get(token) ?? []).filter((s) => !same(s, body.data.chainId, body.data.accountAddress));
  ctx.state.siwx.sessions.set(token, [...list, body]);
  return json({ token });
};

const siwxList: RouteHandler = (ctx) => {
  const header = ctx.req.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  const chainId = ctx.query.get('chainId') ?? '';
  const address = ctx.query.get('address') ?? '';
  // No token yet: nobody signed in from this browser.
  return json((ctx.state.siwx.sessions.get(token) ?? []).filter((s) => live(s) && same(s, chainId, address)));
};

const siwxReplace: RouteHandler = async (ctx) => {
  const token = tokenOf(ctx);
  const body = await ctx.json();
  if (!Array.isArray(body) || !body.every(isSession)) throw new HttpError(400, 'Expected a list of sessions');
  for (const s of body) await verified(ctx, s, false);
  ctx.state.siwx.sessions.set(token, body);
  return noContent();
};

const siwxRemove: RouteHandler = (ctx) => {
  const token = tokenOf(ctx);
  const chainId = ctx.query.get('chainId') ?? '';
  const address = ctx.query.get('address') ?? '';
  ctx.state.siwx.sessions.set(token, (ctx.state.siwx.sessions.get(token) ?? []).filter((s) => !same(s, chainId, address)));
  return noContent();
};

export const siwxRoutes = { siwxNonce, siwxAdd, siwxList, siwxReplace, siwxRemove } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;
