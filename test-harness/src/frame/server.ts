// The reference secure frame + auth server: one HTTP server on 127.0.0.1, on an origin of its own
// (another port than the dapp's). A reference for self-hosting on a local stack, NOT a production
// custody service: keys live in this process's memory, email goes to a dev inbox, and the OAuth
// and Farcaster providers are doubles.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppEventName } from '@latchkey/embedded-wallet/protocol';
import type { Hex } from '../chain/types';
import { HttpError, isRecord, parseJson, readBody } from '../cloud/http';
import { isOriginAllowed } from '../cloud/projects';
import { DEVICE_HEADER, DEVICE_ID_PATTERN, FRAME_API_PATHS, REFERENCE_FRAME_VERSION } from './api';
import type { ApiContext, BootAnswer } from './api';
import { createAuth } from './auth';
import { buildFrameBundles } from './bundle';
import { compileAccountContracts, deployFactory } from './contracts';
import type { CompiledAccountContracts } from './contracts';
import { createEvmWallet } from './evm';
import { createFarcaster } from './farcaster';
import { createFrameFaults, parseFrameFault } from './faults';
import { handleAppRequest } from './handlers';
import { loadProtocol } from './protocol';
import type { HandlerDeps } from './handlers';
import { FRAME_PAGE_CSP, OTHER_PAGES_CSP, authorizeHtml, farcasterHtml, framePageHtml, inboxHtml, messageHtml, socialCallbackHtml } from './html';
import { createInbox } from './inbox';
import { createNotifier } from './notifier';
import { createSolanaWallet } from './solana';
import { DEFAULT_SOCIAL_PROFILES, SOCIAL_PROVIDERS, createSocials, isLoopbackRedirect, isSocialProvider } from './socials';
import { DEFAULT_FARCASTER_USERNAME } from './farcaster';
import { clearState, createState } from './state';
import type { FrameQuery, FrameServerHandle, FrameServerOptions, FrameUserInfo } from './types';

/** The stack's default port of the frame (overridable with LATCHKEY_FRAME_PORT). */
export const DEFAULT_FRAME_PORT = 4300;
/** What the dev faucet gives by default: 100 ETH per EVM chain and account, 10 SOL. */
export const DEFAULT_FUND = Object.freeze({ wei: 100n * 10n ** 18n, lamports: 10n * 10n ** 9n });
/** Timeout of the allowed-origins call to the cloud. */
export const ORIGINS_TIMEOUT_MS = 5_000;

/** Paths of the server (besides the frame API of api.ts). */
export const FRAME_PATHS = Object.freeze({
  frame: '/frame',
  frameScript: '/frame.js',
  socialCallbackScript: '/social-callback.js',
  health: '/health',
  inbox: '/dev/inbox',
  approveDevice: '/dev/approve-device',
  approveFarcaster: '/dev/farcaster/approve',
  users: '/dev/users',
  socialCallback: '/social/callback',
  oauthToken: '/oauth/token',
  oauthUserInfo: '/oauth/userinfo',
  farcaster: '/farcaster/siwf',
  farcasterApprove: '/farcaster/approve',
  faults: '/__control/faults',
  reset: '/__control/reset',
} as const);

type Reply =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'html'; status?: number; body: string; csp?: string }
  | { kind: 'js'; body: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

const json = (body: unknown, status = 200): Reply => ({ kind: 'json', status, body });
const html = (body: string, status = 200, csp = OTHER_PAGES_CSP): Reply => ({ kind: 'html', status, body, csp });

function write(res: ServerResponse, reply: Reply): void {
  if (reply.kind === 'none' || res.writableEnded || res.destroyed) return;
  if (res.headersSent) {
    res.end();
    return;
  }
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  switch (reply.kind) {
    case 'json': {
      const text = JSON.stringify(reply.body, (_key, value: unknown) => (typeof value === 'bigint' ? `0x${value.toString(16)}` : value));
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    case 'html':
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': reply.csp ?? OTHER_PAGES_CSP, 'referrer-policy': 'same-origin', 'content-length': Buffer.byteLength(reply.body) });
      res.end(reply.body);
      return;
    case 'js':
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': Buffer.byteLength(reply.body) });
      res.end(reply.body);
      return;
    case 'redirect':
      res.writeHead(302, { location: reply.location, 'content-length': 0 });
      res.end();
      return;
  }
}

/** A body as JSON or as a form (the pages' forms post urlencoded). */
async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req);
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (raw.length === 0) return {};
  const parsed = parseJson(raw);
  if (!isRecord(parsed)) throw new HttpError(400, 'Expected a JSON object');
  return parsed;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

/**
 * Starts the reference secure frame and auth server on 127.0.0.1. Bundles the page scripts,
 * compiles the smart account and deploys its factory on every chain first (a few seconds on the
 * first run; solc's output is cached).
 *
 * @example
 * const frame = await startFrameServer({ port: 0, cloudUrl: cloud.url, chains: [{ chainId: 31337, rpcUrl }] });
 * frame.frameUrlFor({ projectId: 'latchkey-dev', chainId: 31337 }); // http://127.0.0.1:<port>/frame?projectId=…
 * await frame.stop();
 */
export async function startFrameServer(options: FrameServerOptions = {}): Promise<FrameServerHandle> {
  const log = options.log ?? (() => undefined);
  const chains = options.chains ?? [];
  const fund = options.fund === false ? null : { wei: options.fund?.wei ?? DEFAULT_FUND.wei, lamports: options.fund?.lamports ?? DEFAULT_FUND.lamports };
  const wantAccounts = (options.smartAccounts ?? true) && chains.length > 0;

  const [{ APP_EVENTS, checkAppMessage }, bundles, compiled] = await Promise.all([
    loadProtocol(),
    buildFrameBundles(),
    wantAccounts ? compileAccountContracts() : Promise.resolve<CompiledAccountContracts | null>(null),
  ]);
  const factories = new Map<number, Hex>();
  if (compiled) {
    const deployed = await Promise.all(chains.map(async (chain) => [chain.chainId, await deployFactory({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, compiled })] as const));
    for (const [chainId, address] of deployed) factories.set(chainId, address);
  }

  const state = createState();
  const notifier = createNotifier();
  const inbox = createInbox(notifier);
  const faults = createFrameFaults(APP_EVENTS);
  const stopping = new AbortController();
  let origin = '';
  /** Set once the server listens (the handlers need its origin); no request arrives before. */
  const live: { deps?: HandlerDeps } = {};

  const allowedOrigins = async (projectId: string): Promise<readonly string[] | null> => {
    if (options.allowedOrigins) return options.allowedOrigins(projectId);
    if (!options.cloudUrl) return null;
    const url = `${options.cloudUrl}/projects/v1/origins?${new URLSearchParams({ projectId, st: 'latchkey-frame', sv: REFERENCE_FRAME_VERSION }).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(ORIGINS_TIMEOUT_MS) });
    } catch (error) {
      throw new HttpError(502, `Could not check the allowed origins: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 400 || response.status === 403 || response.status === 404) return null;
    if (!response.ok) throw new HttpError(502, `Could not check the allowed origins: HTTP status code ${response.status}`);
    const body = (await response.json().catch(() => null)) as { allowedOrigins?: unknown } | null;
    if (!body || !Array.isArray(body.allowedOrigins) || !body.allowedOrigins.every((entry) => typeof entry === 'string')) throw new HttpError(502, 'Could not check the allowed origins: malformed answer');
    return body.allowedOrigins as string[];
  };

  const bearer = (req: IncomingMessage): string | null => {
    const match = /^Bearer ([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
    return match ? match[1]! : null;
  };

  /** Only the frame's own pages (or a non-browser client, which sends no Origin) may change anything. */
  const sameOriginOnly = (req: IncomingMessage): void => {
    const from = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if ((from !== undefined && from !== origin) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
      throw new HttpError(403, 'This endpoint answers the frame origin only');
    }
  };

  const users = (): FrameUserInfo[] =>
    [...state.users.values()].map((user) => ({
      id: user.id,
      email: user.email,
      socialProvider: user.socialProvider,
      userName: user.userName,
      eoa: user.evm.address,
      smartAccount: chains.map((chain) => live.deps?.evm.smartAccountAddress(user, chain.chainId) ?? null).find((address) => address !== null) ?? null,
      solana: user.solana.address,
    }));

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL, signal: AbortSignal): Promise<Reply> => {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const d = live.deps!;
    const get = method === 'GET' || method === 'HEAD';
    if (method !== 'GET' && method !== 'HEAD') sameOriginOnly(req);

    if (get && path === FRAME_PATHS.frame) {
      const fault = faults.take('page');
      if (fault) return html(messageHtml(`Error ${fault.status}`, 'The frame page failed to load (an injected fault).'), fault.status);
      return html(framePageHtml(), 200, FRAME_PAGE_CSP);
    }
    if (get && path === FRAME_PATHS.frameScript) {
      const fault = faults.take('script');
      if (fault) return json({ message: 'Injected fault' }, fault.status);
      return { kind: 'js', body: bundles.frame };
    }
    if (get && path === FRAME_PATHS.socialCallbackScript) return { kind: 'js', body: bundles.socialCallback };
    if (get && path === FRAME_PATHS.health) return json({ status: 'ok', version: REFERENCE_FRAME_VERSION });

    // --- the frame API (the frame page only) ---
    if (method === 'POST' && path === FRAME_API_PATHS.boot) {
      const body = await readFields(req);
      const projectId = text(body.projectId, 128) ?? '';
      const parentOrigin = text(body.parentOrigin, 2048) ?? '';
      const readyDelayMs = faults.take('readyDelay')?.ms ?? 0;
      const session = d.auth.session(bearer(req));
      const base: Omit<BootAnswer, 'allowed'> = { version: REFERENCE_FRAME_VERSION, readyDelayMs, session: session ? { handle: session.handle } : null };
      if (projectId === '') return json({ ...base, allowed: false, reason: 'No project id' });
      const list = await allowedOrigins(projectId);
      if (list === null) return json({ ...base, allowed: false, reason: 'Unknown project id' });
      const allowed = parentOrigin !== '' && parentOrigin !== 'null' && isOriginAllowed(parentOrigin, list);
      return json({ ...base, session: allowed ? base.session : null, allowed, ...(allowed ? {} : { reason: 'Origin not allowed' }) });
    }
    if (method === 'POST' && path.startsWith('/api/app/')) {
      const name = path.slice('/api/app/'.length) as AppEventName;
      if (!(APP_EVENTS as readonly string[]).includes(name)) throw new HttpError(404, `Unknown event ${name}`);
      const deviceId = String(req.headers[DEVICE_HEADER] ?? '');
      if (!DEVICE_ID_PATTERN.test(deviceId)) throw new HttpError(400, `Missing or malformed ${DEVICE_HEADER}`);
      const body = await readFields(req);
      if (!checkAppMessage({ type: `APP_${name}`, id: '0'.repeat(32), payload: body.payload })) throw new HttpError(400, `Malformed APP_${name} payload`);
      const raw = isRecord(body.context) ? body.context : {};
      const context: ApiContext = {
        ...(text(raw.projectId, 128) ? { projectId: text(raw.projectId, 128) } : {}),
        ...(text(raw.chainId, 128) ? { chainId: text(raw.chainId, 128) } : {}),
        ...(text(raw.parentOrigin, 2048) ? { parentOrigin: text(raw.parentOrigin, 2048) } : {}),
      };
      const answer = await handleAppRequest(d, { name, payload: body.payload as never, deviceId, token: bearer(req), context, signal });
      return json(answer);
    }

    // --- the dev inbox and dev approvals ---
    if (get && path === FRAME_PATHS.inbox) {
      const email = url.searchParams.get('email');
      const messages = inbox.list(email ?? undefined);
      const accept = String(req.headers.accept ?? '');
      const wantsHtml = url.searchParams.get('format') === 'html' || (url.searchParams.get('format') !== 'json' && accept.includes('text/html'));
      return wantsHtml ? html(inboxHtml(messages, email)) : json({ messages });
    }
    if (method === 'DELETE' && path === FRAME_PATHS.inbox) {
      inbox.clear();
      return json({ messages: [] });
    }
    if (get && path === FRAME_PATHS.approveDevice) {
      const email = d.auth.approveByToken(url.searchParams.get('token') ?? '');
      return email
        ? html(messageHtml('Device approved', `This device may now log in as ${email}. Go back to the app: a code is on its way to the inbox.`))
        : html(messageHtml('Link expired', 'This approval link is unknown or was used already.'), 404);
    }
    if (method === 'POST' && path === FRAME_PATHS.approveDevice) {
      const body = await readFields(req);
      const token = text(body.token, 128);
      const email = text(body.email, 320);
      const approved = token ? d.auth.approveByToken(token) !== undefined : email ? d.auth.approveByEmail(email) : false;
      return json({ approved }, approved ? 200 : 404);
    }
    if (method === 'POST' && path === FRAME_PATHS.approveFarcaster) {
      const body = await readFields(req);
      const channelToken = d.farcaster.approve({ channelToken: text(body.channelToken, 128), userName: text(body.userName, 100) });
      return json({ approved: channelToken !== undefined, ...(channelToken ? { channelToken } : {}) }, channelToken ? 200 : 404);
    }
    if (get && path === FRAME_PATHS.users) return json({ users: users() });

    // --- the OAuth 2 provider double ---
    const oauth = /^\/oauth\/([a-z]+)\/(authorize|approve)$/.exec(path);
    if (oauth) {
      const [, provider, step] = oauth;
      if (!isSocialProvider(provider)) throw new HttpError(404, `Unknown provider ${provider}`);
      const fields = step === 'authorize' && get ? Object.fromEntries(url.searchParams) : method === 'POST' && step === 'approve' ? await readFields(req) : null;
      if (!fields) throw new HttpError(405, `Method ${method} is not allowed on ${path}`);
      const redirectUri = text(fields.redirect_uri, 2048) ?? '';
      const clientId = text(fields.client_id, 200) ?? '';
      const stateParam = text(fields.state, 512) ?? '';
      if (!isLoopbackRedirect(redirectUri) || clientId === '') return html(messageHtml('Bad request', 'redirect_uri must be an http(s) URL on a loopback host, and client_id is required.'), 400);
      if (step === 'authorize') {
        if (fields.response_type !== 'code') return html(messageHtml('Bad request', 'Only response_type=code is supported.'), 400);
        const profile = DEFAULT_SOCIAL_PROFILES[provider];
        // The form posts here, then redirects to the client: CSP form-action covers that redirect too.
        const csp = OTHER_PAGES_CSP.replace("form-action 'self'", `form-action 'self' ${new URL(redirectUri).origin}`);
        return html(authorizeHtml({ provider, label: SOCIAL_PROVIDERS[provider], fields: { client_id: clientId, redirect_uri: redirectUri, state: stateParam, scope: text(fields.scope, 512) ?? '' }, username: profile.username, email: profile.email }), 200, csp);
      }
      const back = new URL(redirectUri);
      if (fields.decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = d.socials.issueCode(provider, { clientId, redirectUri, username: text(fields.username, 100) ?? DEFAULT_SOCIAL_PROFILES[provider].username, email: text(fields.email, 254) ?? null });
        back.searchParams.set('code', code);
      }
      if (stateParam) back.searchParams.set('state', stateParam);
      return { kind: 'redirect', location: back.toString() };
    }
    if (method === 'POST' && path === FRAME_PATHS.oauthToken) {
      const body = await readFields(req);
      if (body.grant_type !== 'authorization_code') return json({ error: 'unsupported_grant_type' }, 400);
      try {
        const { provider: _provider, ...token } = d.socials.exchangeCode({ code: text(body.code, 200) ?? '', clientId: text(body.client_id, 200) ?? '', redirectUri: text(body.redirect_uri, 2048) ?? '' });
        return json(token);
      } catch {
        return json({ error: 'invalid_grant' }, 400);
      }
    }
    if (get && path === FRAME_PATHS.oauthUserInfo) {
      const token = /^Bearer ([0-9a-f]+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      const profile = token ? d.socials.userInfo(token) : undefined;
      if (!profile) return json({ error: 'invalid_token' }, 401);
      return json({ sub: profile.sub, email: profile.email, email_verified: profile.email !== null, name: profile.name, preferred_username: profile.username, provider: profile.provider });
    }
    if (get && path === FRAME_PATHS.socialCallback) {
      const target = d.socials.callbackTarget(url.searchParams.get('state'));
      if (target === undefined) return html(messageHtml('Sign-in expired', 'This sign-in is unknown or expired. Start again from the app.'), 400);
      return html(socialCallbackHtml(target ?? ''));
    }

    // --- the Farcaster double ---
    if (get && path === FRAME_PATHS.farcaster) {
      const token = url.searchParams.get('channelToken') ?? '';
      if (!d.farcaster.pending(token)) return html(messageHtml('Sign-in expired', 'This Farcaster sign-in is unknown, expired or approved already.'), 404);
      return html(farcasterHtml(token, DEFAULT_FARCASTER_USERNAME));
    }
    if (method === 'POST' && path === FRAME_PATHS.farcasterApprove) {
      const body = await readFields(req);
      const approved = d.farcaster.approve({ channelToken: text(body.channelToken, 128) ?? '', userName: text(body.userName, 100) });
      return approved ? html(messageHtml('Approved', 'Go back to the app.')) : html(messageHtml('Sign-in expired', 'This Farcaster sign-in is unknown, expired or approved already.'), 404);
    }

    // --- control (tests) ---
    if (path === FRAME_PATHS.faults) {
      if (get) return json({ faults: faults.list() });
      if (method === 'POST') {
        const body = await readFields(req);
        try {
          faults.set(parseFrameFault(body.fault, APP_EVENTS), body.times === undefined ? {} : { times: body.times as number });
        } catch (error) {
          throw new HttpError(400, error instanceof Error ? error.message : String(error));
        }
        return json({ faults: faults.list() });
      }
      if (method === 'DELETE') {
        const kind = url.searchParams.get('kind');
        faults.clear((kind ?? undefined) as never);
        return json({ faults: faults.list() });
      }
    }
    if (method === 'POST' && path === FRAME_PATHS.reset) {
      reset();
      return json({ status: 'SUCCESS' });
    }
    throw new HttpError(404, `No route for ${method} ${path}`);
  };

  const reset = (): void => {
    clearState(state);
    inbox.clear();
    faults.reset();
  };

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, stopping.signal]);
    // The page gave up on the request (an RPC abort, a reload, its timeout): stop waiting for it.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      write(res, json({ message: 'Malformed request target' }, 400));
      return;
    }
    route(req, res, url, signal)
      .then((reply) => write(res, reply))
      .catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        if (status === 500) log(`${req.method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        write(res, json({ message: error instanceof Error ? error.message : 'Internal error' }, status));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  const auth = createAuth({
    state,
    inbox,
    notifier,
    origin,
    otpTtlMs: options.otpTtlMs ?? 10 * 60_000,
    approvalWaitMs: options.approvalWaitMs ?? 100_000,
    onUserCreated(user) {
      user.funding = Promise.all([evm.fund(user), solana?.fund(user)]).then(() => undefined);
    },
  });
  const evm = createEvmWallet({ chains, factories, compiled, state, fundWei: fund?.wei ?? null, cloudUrl: options.cloudUrl, log });
  const solana = options.solana ? createSolanaWallet(options.solana, { lamports: fund?.lamports ?? null, log }) : null;
  live.deps = {
    state,
    auth,
    evm,
    solana,
    socials: createSocials({ state, auth, origin }),
    farcaster: createFarcaster({ state, auth, notifier, origin, approvalWaitMs: options.approvalWaitMs ?? 100_000 }),
    faults,
    log,
  };

  let stopped: Promise<void> | null = null;
  return {
    url: origin,
    origin,
    port,
    frameUrl: `${origin}${FRAME_PATHS.frame}`,
    inboxUrl: `${origin}${FRAME_PATHS.inbox}`,
    frameUrlFor(query: FrameQuery) {
      const params = new URLSearchParams({ projectId: query.projectId });
      if (query.chainId !== undefined) params.set('chainId', String(query.chainId));
      if (query.version !== undefined) params.set('version', query.version);
      if (query.enableLogger !== undefined) params.set('enableLogger', String(query.enableLogger));
      if (query.rpcUrl !== undefined) params.set('rpcUrl', query.rpcUrl);
      return `${origin}${FRAME_PATHS.frame}?${params.toString()}`;
    },
    inbox,
    approveDevice: (email) => auth.approveByEmail(email),
    approveFarcaster: (input) => live.deps!.farcaster.approve(input) !== undefined,
    faults,
    factories: Object.freeze(Object.fromEntries(factories)),
    smartAccountEnabledNetworks: evm.smartAccountEnabledNetworks(),
    users,
    reset,
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        stopping.abort();
        notifier.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
