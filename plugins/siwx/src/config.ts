import { HttpError, SiwxError, namespaceTools, withTimeout, type CaipNetwork, type CaipNetworkId, type ChainNamespace, type NamespaceTools, type PluginContext, type SIWXConfig, type SIWXMessage, type SIWXMessageData, type SIWXSession } from '@latchkey/kernel';
import { BLOCKCHAIN_NAMES, formatCaip122Message } from './caip122';
import { validSession, validSessionList, validNonce, validToken } from './server.generated.js';
import type { SiwxOptions } from './types';

export const DEFAULT_STATEMENT = 'Please sign with your account';
export const DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
const SESSIONS_KEY = 'sessions';
/** The sign-in server's bearer token for this browser (SPEC §3: sign-in auth token). */
const TOKEN_KEY = 'token';
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random letters and digits (EIP-4361 asks at least 8), from the platform's CSPRNG. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}

const namespaceOf = (chainId: string): ChainNamespace => chainId.split(':')[0] as ChainNamespace;
const referenceOf = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1);

/** Where the dapp runs: the page's host and origin, or the metadata URL's under SSR. */
function site(ctx: PluginContext): { domain: string; uri: string } {
  const location = (globalThis as { location?: Location }).location;
  if (location?.host) return { domain: location.host, uri: location.origin };
  const url = new URL(ctx.options.metadata.url);
  return { domain: url.host, uri: url.origin };
}

/**
 * The exact text the wallet signs for `data`: the namespace adapter's own format (EIP-4361 on
 * eip155, Sign In With Solana on solana, the Bitcoin text on bip122…), else the CAIP-122 text.
 */
export async function messageText(ctx: PluginContext, data: SIWXMessageData): Promise<string> {
  const ns = namespaceOf(data.chainId);
  const own = ctx.kit.namespace(ns)?.siwx?.formatMessage;
  if (own) return own(data);
  const optional = { ...(data.statement !== undefined ? { statement: data.statement } : {}), ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}), ...(data.notBefore ? { notBefore: data.notBefore } : {}), ...(data.requestId ? { requestId: data.requestId } : {}), ...(data.resources?.length ? { resources: data.resources } : {}) };
  const fields = { domain: data.domain, address: data.accountAddress, uri: data.uri, version: data.version, chainId: referenceOf(data.chainId), nonce: data.nonce, ...(data.issuedAt ? { issuedAt: data.issuedAt } : {}), ...optional };
  return formatCaip122Message(fields, BLOCKCHAIN_NAMES[ns] ?? ns);
}

/** What the sessions need from the plugin. */
export interface ConfigDeps {
  ctx: PluginContext;
  options: SiwxOptions;
}

/** The namespace tools of the adapter's verifier, from the sign-in plugin's own context. */
function toolsFor(ctx: PluginContext, ns: ChainNamespace): NamespaceTools {
  return namespaceTools(ctx, ns);
}

const networkOf = (ctx: PluginContext, chainId: CaipNetworkId): CaipNetwork | undefined => ctx.kit.getState().chains[namespaceOf(chainId)]?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === chainId);

/** Checks a session's signature with its namespace adapter's verifier; none, or no such network, refuses. */
export async function verifySession(ctx: PluginContext, session: SIWXSession): Promise<boolean> {
  const ns = namespaceOf(session.data.chainId);
  const network = networkOf(ctx, session.data.chainId);
  const verify = ctx.kit.namespace(ns)?.siwx?.verify;
  if (!verify || !network) return false;
  return verify({ message: session.message, signature: session.signature, address: session.data.accountAddress, network }, toolsFor(ctx, ns)).catch(() => false);
}

/** A server reply, refused unless it has the expected shape. */
async function call<T>(deps: ConfigDeps, path: string, init: RequestInit, valid: ((v: unknown) => boolean) | undefined): Promise<T | undefined> {
  const server = deps.options.server!;
  const url = `${server.url.replace(/\/$/, '')}${path}`;
  const timeoutMs = server.timeoutMs ?? 10_000;
  const token = deps.ctx.storage.get(TOKEN_KEY, (v): v is string => typeof v === 'string');
  // The fetch itself stops at the timeout too (a signal of both the plugin's lifetime and the clock).
  const signal = AbortSignal.any([deps.ctx.signal, AbortSignal.timeout(timeoutMs)]);
  const response = await withTimeout(
    fetch(url, {
      ...init,
      signal,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(server.credentials ? { credentials: 'include' as const } : {}),
    }),
    timeoutMs,
    { signal: deps.ctx.signal },
  );
  if (response.status === 204) return undefined;
  if (!response.ok) throw new HttpError(`HTTP status code ${response.status}`, { details: url, data: { status: response.status } });
  const body: unknown = await response.json().catch(() => undefined);
  if (valid && !valid(body)) throw new SiwxError('Invalid response from the sign-in server', { details: url });
  return body as T;
}

const query = (chainId: string, address: string) => `?${new URLSearchParams({ chainId, address }).toString()}`;

/**
 * The sign-in contract the `siwx` plugin gives the kit: local sessions (verified here, kept in
 * the plugin's storage) or the dapp's server (nonce, verification and storage there).
 */
export function createConfig(deps: ConfigDeps): SIWXConfig {
  const { ctx, options } = deps;
  const issued = new Map<string, { chainId: string; address: string }>();
  const stored = (): SIWXSession[] => ctx.storage.get<SIWXSession[]>(SESSIONS_KEY, (v): v is SIWXSession[] => Array.isArray(v) && v.every((s) => validSession(s))) ?? [];
  const live = (s: SIWXSession, now: number) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now;
  const keep = (list: SIWXSession[]) => {
    const now = Date.now();
    ctx.storage.set(SESSIONS_KEY, list.filter((s) => live(s, now)));
  };
  const same = (s: SIWXSession, chainId: string, address: string) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase();

  return {
    getRequired: () => options.required ?? false,

    async createMessage({ accountAddress: address, chainId }): Promise<SIWXMessage> {
      const nonce = options.server ? (await call<{ nonce: string }>(deps, `/nonce${query(chainId, address)}`, { method: 'GET' }, validNonce))!.nonce : randomNonce();
      issued.set(nonce, { chainId, address });
      const issuedAt = new Date();
      const data: SIWXMessageData = {
        accountAddress: address,
        chainId,
        ...site(ctx),
        version: '1',
        nonce,
        statement: options.statement ?? DEFAULT_STATEMENT,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + (options.expiresInMs ?? DEFAULT_EXPIRY_MS)).toISOString(),
        ...(options.resources?.length ? { resources: [...options.resources] } : {}),
      };
      return { ...data, serializedMessage: await messageText(ctx, data) };
    },

    async addSession(session) {
      if (options.server) {
        // The server's refusal is the visitor's 'Error signing message' (SPEC §8); the reason rides as the cause.
        const reply = await call<{ token: string }>(deps, '/sessions', { method: 'POST', body: JSON.stringify(session) }, validToken).catch((error: unknown) => {
          throw new SiwxError('Error signing message', { cause: error, details: error instanceof Error ? error.message : undefined });
        });
        if (reply) ctx.storage.set(TOKEN_KEY, reply.token);
        return;
      }
      // Local: only a message this kit issued, once, for this account, whose text is what was issued, signed by the account.
      const ticket = issued.get(session.data.nonce);
      if (!ticket || !same(session, ticket.chainId, ticket.address)) throw new SiwxError('Error signing message', { details: 'the nonce was not issued for this account' });
      if (session.message !== (await messageText(ctx, session.data))) throw new SiwxError('Error signing message', { details: 'the message is not the one issued' });
      if (!(await verifySession(ctx, session))) throw new SiwxError('Error signing message', { details: 'the signature does not verify' });
      issued.delete(session.data.nonce);
      keep([...stored().filter((s) => !same(s, session.data.chainId, session.data.accountAddress)), session]);
    },

    async revokeSession(chainId, address) {
      if (options.server) {
        if (!ctx.storage.get(TOKEN_KEY)) return;
        await call(deps, `/sessions${query(chainId, address)}`, { method: 'DELETE' }, undefined);
        return;
      }
      keep(stored().filter((s) => !same(s, chainId, address)));
    },

    async setSessions(sessions) {
      if (options.server) {
        if (!ctx.storage.get(TOKEN_KEY)) return;
        await call(deps, '/sessions', { method: 'PUT', body: JSON.stringify(sessions) }, undefined);
        return;
      }
      keep(sessions);
    },

    async getSessions(chainId, address) {
      if (options.server) return ((await call<SIWXSession[]>(deps, `/sessions${query(chainId, address)}`, { method: 'GET' }, validSessionList)) ?? []).filter((s) => same(s, chainId, address) && live(s, Date.now()));
      const now = Date.now();
      return stored().filter((s) => same(s, chainId, address) && live(s, now));
    },
  };
}
