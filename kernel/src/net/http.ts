import { AbortedError, HttpError, NetworkError, TimeoutError, isKitError } from '../errors';
import { assertValid, type CompiledValidator } from '../validation/validate';
import { buildUrl } from './url';

export const DEFAULT_TIMEOUT_MS = 10_000;

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
 * A fetch wrapper: adds the kit's query, a timeout on every call (10 s by default), typed errors
 * ('HTTP status code N', 'timed out') and schema-checked replies.
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
          const text = await orAbort(res.text());
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
      if (as === 'blob') return (await orAbort(res.blob())) as T;
      const text = await orAbort(res.text());
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
