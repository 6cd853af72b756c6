import { AbortedError, KitError, TimeoutError, type KitErrorOptions } from '../errors';
import { HttpError, NetworkError, isKitError } from '../errors/flowErrors';
import { assertValid, type CompiledValidator } from '../validation/validate';
import { buildUrl } from './url';

export const DEFAULT_TIMEOUT_MS = 10_000;

const MiB = 1024 * 1024;
/**
 * The most bytes a reply may have unless the call says otherwise: 1 MiB of JSON or text (a
 * directory page of 100 wallets is well under it), 8 MiB for a Blob (an image); an error reply's
 * body is read for its message only, up to 64 KiB.
 */
export const DEFAULT_MAX_BYTES = { json: MiB, text: MiB, blob: 8 * MiB, error: 64 * 1024 } as const;

/**
 * A reply larger than the call allows (its `content-length`, or what its stream delivered):
 * the read is aborted there, nothing of it is used.
 */
export class ResponseTooLargeError extends KitError {
  override name = 'ResponseTooLargeError';
  override readonly code = 'RESPONSE_TOO_LARGE' as const;
  constructor(message = 'Reply too large', options?: KitErrorOptions) {
    super(message, options);
  }
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Query sent with every call (SPEC §7: projectId, st, sv). */
  query?: Record<string, string | undefined>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Aborts every request in flight (the kit's or a plugin's lifetime). */
  signal?: AbortSignal;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Build-time compiled validator; the reply is rejected with ValidationError when it does not match. */
  validate?: CompiledValidator;
  /** What to parse: JSON (default), text, or a Blob (images). */
  as?: 'json' | 'text' | 'blob';
  /** The most bytes the reply may have (default {@link DEFAULT_MAX_BYTES} for `as`); more rejects with ResponseTooLargeError. */
  maxBytes?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Phantom for inference. */
  type?: T;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  url(path: string, query?: RequestOptions<unknown>['query']): string;
}

/** One signal that aborts when any of `signals` does; `release` detaches it from them (no listener left behind). */
function anySignal(signals: Array<AbortSignal | undefined>): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const attached = new AbortController();
  for (const s of signals) {
    if (!s) continue;
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true, signal: attached.signal });
  }
  return { signal: controller.signal, release: () => attached.abort() };
}

/**
 * `res`'s body, at most `cap` bytes: a declared `content-length` over it fails before anything is
 * read; the stream is then read with a running count and cancelled the moment it passes the cap
 * (a server may lie about the length, or send none). `orAbort` ends the wait on a timeout.
 */
async function readCapped(res: Response, cap: number, orAbort: <R>(p: Promise<R>) => Promise<R>, what: string): Promise<Uint8Array> {
  const tooLarge = (size: string) => new ResponseTooLargeError('Reply too large', { details: `${what}: ${size} bytes, at most ${cap}`, data: { maxBytes: cap } });
  const declared = Number(res.headers?.get?.('content-length') ?? Number.NaN);
  if (declared > cap) {
    void res.body?.cancel().catch(() => undefined);
    throw tooLarge(String(declared));
  }
  const reader = res.body?.getReader?.();
  if (!reader) {
    // A fetch double without a stream: its text, measured once it is in.
    const bytes = new TextEncoder().encode(await orAbort(res.text()));
    if (bytes.byteLength > cap) throw tooLarge(String(bytes.byteLength));
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await orAbort(reader.read());
      if (done) break;
      size += value.byteLength;
      if (size > cap) throw tooLarge(`more than ${cap}`);
      chunks.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A fetch wrapper: adds the kit's query, a timeout on every call (10 s by default), a size cap on
 * every reply (1 MiB of JSON by default), typed errors ('HTTP status code N', 'timed out',
 * 'Reply too large') and schema-checked replies.
 *
 * @example
 * const api = createHttpClient({ baseUrl: 'https://api.example', query: { projectId } })
 * const { allowedOrigins } = await api.get('/projects/v1/origins', { validate: validateOriginsReply })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const url: HttpClient['url'] = (path, query) => buildUrl(options, path, query);

  async function send<T>(method: 'GET' | 'POST', path: string, req: RequestOptions<T> = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    if (!doFetch) throw new NetworkError('fetch is not available in this environment');
    const timeout = new AbortController();
    const { signal, release } = anySignal([timeout.signal, options.signal, req.signal]);
    const ms = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => timeout.abort(new TimeoutError()), ms);
    const target = url(path, req.query);
    // An injected fetch may ignore its signal; the timeout and aborts must still end the wait.
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const orAbort = <R>(p: Promise<R>) => Promise.race([p, aborted]);
    try {
      const res = await orAbort(
        doFetch(target, {
          method,
          signal,
          headers: { ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}), ...req.headers },
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
        }),
      );
      if (!res.ok) {
        let serverMessage: string | undefined;
        let reasons: Array<{ description: string }> | undefined;
        try {
          const text = new TextDecoder().decode(await readCapped(res, DEFAULT_MAX_BYTES.error, orAbort, `${method} ${path}`));
          const parsed = JSON.parse(text) as { message?: unknown; error?: unknown; reasons?: unknown };
          const m = parsed.message ?? parsed.error;
          if (typeof m === 'string') serverMessage = m;
          // The API's reasons ({ description }), as the SPEC §8 name errors fall back to the first.
          if (Array.isArray(parsed.reasons)) {
            const kept = parsed.reasons.flatMap((r: unknown) => (typeof r === 'object' && r !== null && typeof (r as { description?: unknown }).description === 'string' ? [{ description: (r as { description: string }).description }] : [])).slice(0, 10);
            if (kept.length) reasons = kept;
          }
        } catch {
          /* a body that is not JSON carries no message */
        }
        throw new HttpError(`HTTP status code ${res.status}`, { data: { status: res.status, serverMessage, ...(reasons ? { reasons } : {}) }, details: `${method} ${path}` });
      }
      const as = req.as ?? 'json';
      const body = await readCapped(res, req.maxBytes ?? DEFAULT_MAX_BYTES[as], orAbort, `${method} ${path}`);
      if (as === 'blob') return new Blob([body as BlobPart], { type: res.headers?.get?.('content-type') ?? '' }) as T;
      const text = new TextDecoder().decode(body);
      if (as === 'text') return text as T;
      let data: unknown;
      try {
        data = text === '' ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new NetworkError('Malformed reply', { cause, details: `${method} ${path}` });
      }
      return req.validate ? assertValid<T>(req.validate, data, `${method} ${path}`) : (data as T);
    } catch (error) {
      if (isKitError(error)) throw error;
      if (timeout.signal.aborted) throw new TimeoutError('timed out', { details: `${method} ${path} after ${ms} ms` });
      if (signal.aborted) throw new AbortedError(undefined, { cause: error });
      throw new NetworkError('Network request failed', { cause: error, details: `${method} ${path}` });
    } finally {
      clearTimeout(timer);
      release();
    }
  }

  return {
    url,
    get: (path, req) => send('GET', path, req),
    post: (path, req) => send('POST', path, req),
  };
}
