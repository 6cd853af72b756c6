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
// bip122, cosmos and polkadot sign-ins go to their plugins' verifiers.
import { randomBytes } from 'node:crypto';
import type { CaipNetworkId, NamespaceAdapter, NamespaceTools, SIWXSession } from '@latchkey/kernel';
import { verifySiwxSession, type SiwxVerifier } from '@latchkey/siwx';
import { bip122Namespace } from '@latchkey/bip122';
import { cosmosNamespace } from '@latchkey/cosmos';
import { polkadotNamespace } from '@latchkey/polkadot';
import type { RequestContext, RouteHandler, SiwxServerState } from '../context';
import { HttpError, isRecord, json } from '../http';
import type { CloudRouteKey } from '../paths';

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

/** Verifies a session against this server: its nonce was issued here and not used, its domain is an allowed origin's host, its signature is the account's. */
async function verified(ctx: RequestContext, session: SIWXSession, consumeNonce: boolean): Promise<void> {
  const issued = ctx.state.siwx.nonces.get(session.data.nonce);
  if (consumeNonce && (issued === undefined || issued < Date.now())) throw new HttpError(401, 'Unknown or expired nonce');
  const rpcUrls = Object.fromEntries([...ctx.state.chains.values()].map((c) => [`eip155:${c.chainId}`, c.rpcUrl]));
  if (!(await verifySiwxSession(session, { rpcUrls, verifiers: VERIFIERS }))) throw new HttpError(401, 'The signature does not verify');
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
