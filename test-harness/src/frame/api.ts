// The frame page's own API: what the page (and a Node test standing in for it) calls on the frame
// origin's auth server. Platform-neutral (fetch + Web Crypto): the page bundles this file.
//
//   POST /api/boot               { projectId, parentOrigin }      → BootAnswer
//   POST /api/app/<EVENT>        { payload, context }             → AppAnswer
//   headers: x-latchkey-device: <32 hex>, authorization: Bearer <session token> (when signed in)
//
// The server refuses any request whose Origin is not the frame's own (a dapp page cannot call it).
import type { AppEventName, AppEvents } from '@latchkey/embedded-wallet/protocol';

/** The version FRAME_READY announces. */
export const REFERENCE_FRAME_VERSION = '0.1.0';
/** What every request gets when the parent's origin is not on the project's allow-list. */
export const UNVERIFIED_DOMAIN_MESSAGE = 'Unverified domain';
/** What a request cut by APP_RPC_ABORT is answered with (SPEC §8). */
export const ABORTED_MESSAGE = 'Request was aborted';
/** Header carrying the frame's device id (random, kept in the frame origin's storage). */
export const DEVICE_HEADER = 'x-latchkey-device';
/** A device id: 16 random bytes as hex. */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;
/** Paths of the frame API. */
export const FRAME_API_PATHS = Object.freeze({
  boot: '/api/boot',
  app: (name: AppEventName): string => `/api/app/${name}`,
} as const);

/** Default time a call may take: above the approval waits (100 s), under the app's 120 s. */
export const FRAME_API_TIMEOUT_MS = 110_000;

/** What the page tells the server about where it runs. */
export interface ApiContext {
  projectId?: string;
  /** The frame URL's `chainId` query (the dapp's chain when it loaded the frame). */
  chainId?: string;
  /** The parent page's origin, as the page learnt it. */
  parentOrigin?: string;
}

/** A session that began (`token` is the bearer secret, `handle` what the app may see) or ended (`null`). */
export type SessionChange = { token: string; handle: string } | null;

/** The server's answer to one APP_ request. */
export type AppAnswer =
  | { ok: true; payload?: unknown; session?: SessionChange }
  | { ok: false; message: string; session?: SessionChange }
  | { hang: true };

/** The server's answer to the page's boot call. */
export interface BootAnswer {
  /** The parent's origin is on the project's allow-list. */
  allowed: boolean;
  /** Why not, when not. */
  reason?: string;
  version: string;
  /** The `readyDelay` fault: wait this long before FRAME_READY. */
  readyDelayMs: number;
  /** The session the stored token still names (its public handle), or null. */
  session: { handle: string } | null;
}

/** Where the client keeps the bearer token (the page: the frame origin's localStorage). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** A refused request (`message` is what FRAME_<EVENT>_ERROR carries). */
export class FrameRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrameRequestError';
  }
}

/** Options of {@link createFrameApiClient}. */
export interface FrameApiClientOptions {
  /** The frame server's origin, e.g. `http://127.0.0.1:4300`. */
  baseUrl: string;
  /** The device id (default: a new random one). */
  deviceId?: string;
  /** Where the session token lives (default: in memory). */
  tokens?: TokenStore;
  context?: ApiContext;
  fetch?: typeof fetch;
  /** Per call (default {@link FRAME_API_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/** A client of the frame API: what the frame page runs, and what Node tests use to play the page. */
export interface FrameApiClient {
  readonly deviceId: string;
  /** The bearer token of the current session, or null. */
  token(): string | null;
  boot(projectId: string, parentOrigin: string, options?: { signal?: AbortSignal }): Promise<BootAnswer>;
  /** One APP_ request; keeps the session token the answer carries. */
  call<K extends AppEventName>(name: K, payload: AppEvents[K][0], options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<AppAnswer>;
  /** {@link call}, resolving with the success payload and throwing {@link FrameRequestError} on an error answer (or a hang). */
  request<K extends AppEventName>(name: K, payload: AppEvents[K][0], options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<AppEvents[K][1]>;
}

/** A new device id: 16 bytes from crypto.getRandomValues, as hex. */
export function newDeviceId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function memoryTokens(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (next) => void (token = next) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseAppAnswer(value: unknown): AppAnswer {
  if (!isRecord(value)) throw new FrameRequestError('The frame server answered something that is not an object');
  if (value.hang === true) return { hang: true };
  const session = value.session === undefined ? undefined : value.session === null ? null : isRecord(value.session) && typeof value.session.token === 'string' && typeof value.session.handle === 'string' ? { token: value.session.token, handle: value.session.handle } : undefined;
  const withSession = value.session === undefined ? {} : { session: session ?? null };
  if (value.ok === true) return { ok: true, payload: value.payload, ...withSession };
  if (value.ok === false && typeof value.message === 'string') return { ok: false, message: value.message, ...withSession };
  throw new FrameRequestError('The frame server answered an unknown shape');
}

/**
 * A client of the frame API. Every call has a timeout; an abort signal cuts it short.
 *
 * @example
 * const api = createFrameApiClient({ baseUrl: frame.url, context: { projectId: 'latchkey-dev' } });
 * await api.request('CONNECT_EMAIL', { email: 'ada@example.com' }); // { action: 'VERIFY_DEVICE' }
 */
export function createFrameApiClient(options: FrameApiClientOptions): FrameApiClient {
  const deviceId = options.deviceId ?? newDeviceId();
  if (!DEVICE_ID_PATTERN.test(deviceId)) throw new Error('A device id is 32 lowercase hex digits');
  const tokens = options.tokens ?? memoryTokens();
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');

  const post = async (path: string, body: unknown, signal: AbortSignal | undefined, timeoutMs: number): Promise<unknown> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', [DEVICE_HEADER]: deviceId };
    const token = tokens.get();
    if (token) headers.authorization = `Bearer ${token}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'omit',
      cache: 'no-store',
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new FrameRequestError(`The frame server answered HTTP ${response.status} without JSON`);
    }
    if (!response.ok) throw new FrameRequestError(isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : `HTTP status code ${response.status}`);
    return parsed;
  };

  const client: FrameApiClient = {
    deviceId,
    token: () => tokens.get(),
    async boot(projectId, parentOrigin, o = {}) {
      const answer = await post(FRAME_API_PATHS.boot, { projectId, parentOrigin }, o.signal, options.timeoutMs ?? 15_000);
      if (!isRecord(answer) || typeof answer.allowed !== 'boolean') throw new FrameRequestError('The frame server answered boot with an unknown shape');
      const session = isRecord(answer.session) && typeof answer.session.handle === 'string' ? { handle: answer.session.handle } : null;
      if (!session && tokens.get()) tokens.set(null);
      return {
        allowed: answer.allowed,
        ...(typeof answer.reason === 'string' ? { reason: answer.reason } : {}),
        version: typeof answer.version === 'string' ? answer.version : REFERENCE_FRAME_VERSION,
        readyDelayMs: typeof answer.readyDelayMs === 'number' && answer.readyDelayMs > 0 ? answer.readyDelayMs : 0,
        session,
      };
    },
    async call(name, payload, o = {}) {
      const answer = parseAppAnswer(await post(FRAME_API_PATHS.app(name), { payload, context: options.context ?? {} }, o.signal, o.timeoutMs ?? options.timeoutMs ?? FRAME_API_TIMEOUT_MS));
      if ('session' in answer && answer.session !== undefined) tokens.set(answer.session ? answer.session.token : null);
      return answer;
    },
    async request(name, payload, o = {}) {
      const answer = await client.call(name, payload, o);
      if ('hang' in answer) throw new FrameRequestError(`${name} hangs (a fault is set)`);
      if (!answer.ok) throw new FrameRequestError(answer.message);
      return answer.payload as never;
    },
  };
  return client;
}
