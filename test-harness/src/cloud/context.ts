import type { SIWXSession } from '@latchkey/kernel';
import type { TokenMeta } from './token-meta';
import type { IncomingMessage } from 'node:http';
import type { PublicClient } from 'viem';
import type { Directory } from './directory';
import { HttpError, parseJson, readBody } from './http';
import type { Reply } from './http';
import type { ProjectSettings } from './projects';
import type { IdentityRecord, NameRecord, RecordedAnalyticsEvent } from './types';
import type { HistoryIndex } from './history-index';

/** A local chain the cloud reads from and proxies to. */
export interface CloudChain {
  chainId: number;
  rpcUrl: string;
  /** ERC-20 tokens to report in balances, keyed by a short name such as `usdc`. */
  tokens: Record<string, `0x${string}`>;
  client: PublicClient;
  history: HistoryIndex;
  /** ERC-20 name, symbol and decimals, read from the chain once per address. */
  tokenMeta(address: `0x${string}`): Promise<TokenMeta>;
}

export type { TokenMeta } from './token-meta';

/** Sign-in state of the reference sign-in server (routes/siwx.ts): issued nonces and sessions by bearer token. */
export interface SiwxServerState {
  nonces: Map<string, number>;
  sessions: Map<string, SIWXSession[]>;
}

/** Everything one server instance owns; nothing of it lives at module level. */
export interface CloudState {
  /** `http://127.0.0.1:<port>`, known once the server listens; icon URLs point here. */
  baseUrl: string;
  defaultProjectId: string;
  projects: Map<string, ProjectSettings>;
  analytics: RecordedAnalyticsEvent[];
  names: Map<string, NameRecord>;
  /** Identities (ENS name and avatar) by lower-case address, set by tests with `setIdentity`. */
  identities: Map<string, IdentityRecord>;
  /** The reference sign-in server's nonces and sessions. */
  siwx: SiwxServerState;
  directory: Directory;
  chains: Map<number, CloudChain>;
  /** Solana CAIP-2 ids (`solana:AK7z…`, `solana:localnet`) → the endpoint's RPC URL, for the RPC proxy. */
  solanaChains: Map<string, string>;
  /** Polkadot CAIP-2 ids (`polkadot:<genesis reference>`) → the Substrate endpoint's RPC URL, for the RPC proxy. */
  polkadotChains: Map<string, string>;
  /** The 6 MiB hostile image, made on first request and kept. */
  hugeImage: Buffer | null;
}

/** What a route handler gets for one request. */
export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  query: URLSearchParams;
  /** Decoded path parameters of the matched template. */
  params: Record<string, string>;
  state: CloudState;
  /** The Origin header, when a browser sent one. */
  origin: string | null;
  /** The body parsed as JSON (400 on anything else). */
  json(): Promise<unknown>;
  /** Set when a `hostile` fault hit this request: the handler answers against the client, for `attacker`. */
  hostile?: { attacker: `0x${string}` };
}

/** A handler of one route of `CLOUD_PATHS`. */
export type RouteHandler = (ctx: RequestContext) => Promise<Reply> | Reply;

/**
 * Builds the per-request context.
 *
 * @example
 * const ctx = createContext(req, url, {}, state);
 */
export function createContext(req: IncomingMessage, url: URL, params: Record<string, string>, state: CloudState): RequestContext {
  let body: Promise<unknown> | null = null;
  return {
    req,
    url,
    query: url.searchParams,
    params,
    state,
    origin: typeof req.headers.origin === 'string' ? req.headers.origin : null,
    json() {
      body ??= readBody(req).then(parseJson);
      return body;
    },
  };
}

/**
 * The project a request names in `projectId`: 400 when missing, 403 when unknown, like the
 * real service (the kit maps a 403 on origins to PROJECT_ID_NOT_CONFIGURED).
 *
 * @example
 * const project = requireProject(ctx);
 */
export function requireProject(ctx: RequestContext): ProjectSettings & { id: string } {
  const id = ctx.query.get('projectId');
  if (id === null || id.trim() === '') throw new HttpError(400, 'Missing required query parameter "projectId"');
  const project = ctx.state.projects.get(id);
  if (!project) throw new HttpError(403, `Project "${id}" is not configured`);
  return { ...project, id };
}
