import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, DEFAULT_TIMEOUT_MS, ResponseTooLargeError } from './http';
import { validateOriginsReply } from '../config/replies.generated';
import { AbortedError, TimeoutError, ValidationError } from '../errors';
import { HttpError, NetworkError, isKitError } from '../errors/flowErrors';
import { recordingFetch } from '../testing/fixtures';

const query = { projectId: 'p1', st: 'latchkey', sv: 'latchkey-kernel-0.1.0' };

/** A fetch that never answers but, like the platform's, rejects when its signal aborts. */
const abortableHang = (() => (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason ?? new DOMException('aborted', 'AbortError')), { once: true });
  })) as () => typeof fetch;

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient', () => {
  it('sends the kit query (projectId, st, sv) with every call, plus the call’s own, and drops undefined values', async () => {
    const f = recordingFetch({ '/getWallets': { data: [], count: 0 } });
    const api = createHttpClient({ baseUrl: 'http://cloud.test/', query: { ...query, unset: undefined }, fetch: f.fetch });
    await expect(api.get('/getWallets', { query: { page: 2, search: undefined } })).resolves.toEqual({ data: [], count: 0 });
    const req = f.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.url.origin + req.url.pathname).toBe('http://cloud.test/getWallets');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ ...query, page: '2' });
  });

  it('POSTs a JSON body with a content-type', async () => {
    let contentType: string | undefined;
    const f = recordingFetch({ '/e': () => new Response('{}') });
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      contentType = (init?.headers as Record<string, string>)['content-type'];
      return f.fetch(input, init);
    });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', query, fetch: spy as typeof fetch });
    await api.post('/e', { body: { eventId: 'x' } });
    expect(f.requests[0]).toMatchObject({ method: 'POST', body: { eventId: 'x' } });
    expect(contentType).toBe('application/json');
  });

  it("rejects a non-2xx reply with HttpError 'HTTP status code 503' carrying the status and the server's message", async () => {
    const f = recordingFetch({ '/projects/v1/origins': () => Response.json({ message: 'maintenance' }, { status: 503 }) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', query, fetch: f.fetch });
    const { error } = await settle(api.get('/projects/v1/origins'));
    expect(error).toBeInstanceOf(HttpError);
    const e = error as InstanceType<typeof HttpError>;
    expect(e.shortMessage).toBe('HTTP status code 503');
    expect(e.data).toMatchObject({ status: 503, serverMessage: 'maintenance' });
  });

  it("keeps the API's reasons ({ description }, at most 10, strings only) for the errors that fall back to the first one", async () => {
    const body = { status: 'FAILED', reasons: [{ description: 'Name is already taken' }, { description: 42 }, 'junk', { description: 'second' }] };
    const f = recordingFetch({ '/v1/profile/account': () => Response.json(body, { status: 400 }) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch });
    const { error } = await settle(api.get('/v1/profile/account'));
    expect((error as InstanceType<typeof HttpError>).data).toEqual({ status: 400, serverMessage: undefined, reasons: [{ description: 'Name is already taken' }, { description: 'second' }] });
  });

  it('an error reply whose body is not JSON still gives the status', async () => {
    const f = recordingFetch({ '/x': () => new Response('<html>bad gateway</html>', { status: 502 }) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch });
    const { error } = await settle(api.get('/x'));
    expect(isKitError(error, 'HTTP_ERROR')).toBe(true);
    expect((error as InstanceType<typeof HttpError>).shortMessage).toBe('HTTP status code 502');
    expect((error as InstanceType<typeof HttpError>).data).toEqual({ status: 502, serverMessage: undefined });
  });

  it('rejects a malformed JSON reply with NetworkError', async () => {
    const f = recordingFetch({ '/appkit/v1/config': () => new Response('{"features": [', { status: 200 }) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch });
    const { error } = await settle(api.get('/appkit/v1/config'));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as InstanceType<typeof NetworkError>).shortMessage).toBe('Malformed reply');
  });

  it('turns a fetch failure (offline) into NetworkError keeping the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: (async () => Promise.reject(offline)) as typeof fetch });
    const { error } = await settle(api.get('/x'));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as InstanceType<typeof NetworkError>).cause).toBe(offline);
  });

  it("validates replies: a missing field is 'Required', a wrong type 'Expected string, received number'", async () => {
    const f = recordingFetch({ '/missing': {}, '/wrong': { allowedOrigins: [7] }, '/ok': { allowedOrigins: ['https://a.test'] } });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch });
    const missing = await settle(api.get('/missing', { validate: validateOriginsReply }));
    expect(missing.error).toBeInstanceOf(ValidationError);
    expect((missing.error as InstanceType<typeof ValidationError>).shortMessage).toBe('Required');
    const wrong = await settle(api.get('/wrong', { validate: validateOriginsReply }));
    expect((wrong.error as InstanceType<typeof ValidationError>).shortMessage).toBe('Expected string, received number');
    await expect(api.get('/ok', { validate: validateOriginsReply })).resolves.toEqual({ allowedOrigins: ['https://a.test'] });
  });

  it(`times out after ${DEFAULT_TIMEOUT_MS} ms by default with TimeoutError 'timed out'`, async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: abortableHang() });
    const result = settle(api.get('/slow'));
    let done = false;
    void result.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as InstanceType<typeof TimeoutError>).shortMessage).toBe('timed out');
  });

  it('times out even when the injected fetch ignores its abort signal', async () => {
    vi.useFakeTimers();
    const f = recordingFetch({ '/never': () => new Promise<Response>(() => {}) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch });
    const result = settle(api.get('/never'));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as InstanceType<typeof TimeoutError>).shortMessage).toBe('timed out');
  });

  it('a per-call timeoutMs overrides the default', async () => {
    vi.useFakeTimers();
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: abortableHang(), timeoutMs: 5_000 });
    const result = settle(api.get('/slow', { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await result).error).toBeInstanceOf(TimeoutError);
  });

  it("rejects with AbortedError when the caller's signal aborts", async () => {
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: abortableHang() });
    const controller = new AbortController();
    const result = settle(api.get('/slow', { signal: controller.signal }));
    controller.abort();
    const { error } = await result;
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('rejects with AbortedError when the client’s lifetime signal aborts (kit destroyed)', async () => {
    const lifetime = new AbortController();
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: abortableHang(), signal: lifetime.signal });
    const result = settle(api.get('/slow'));
    lifetime.abort();
    expect((await result).error).toBeInstanceOf(AbortedError);
  });

  it('leaves no listener on the lifetime or caller signal once requests settle (no leak over a long session)', async () => {
    const lifetime = new AbortController();
    const caller = new AbortController();
    const f = recordingFetch({ '/ok': { ok: true }, '/bad': () => new Response('', { status: 500 }) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: f.fetch, signal: lifetime.signal });
    for (let i = 0; i < 30; i++) {
      await api.get('/ok', { signal: caller.signal });
      await api.get('/bad', { signal: caller.signal }).catch(() => undefined);
    }
    expect(f.requests).toHaveLength(60);
    expect(getEventListeners(lifetime.signal, 'abort')).toHaveLength(0);
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
  });

  it('url() builds the address with the kit query', () => {
    const api = createHttpClient({ baseUrl: 'http://cloud.test/', query });
    const u = new URL(api.url('/getWalletImage/abc', { size: 'md' }));
    expect(u.pathname).toBe('/getWalletImage/abc');
    expect(u.searchParams.get('projectId')).toBe('p1');
    expect(u.searchParams.get('size')).toBe('md');
  });
});

/**
 * A reply whose body streams `chunks` chunks of `chunkBytes` (forever with Infinity), with the
 * headers given; counts the chunks pulled and whether the reader cancelled the stream.
 */
function streamed(chunkBytes: number, chunks: number, headers: Record<string, string> = {}) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode('"'.padEnd(chunkBytes, 'x'));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close();
      state.pulled++;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const fetchFn = (async () => new Response(body, { headers: { 'content-type': 'application/json', ...headers } })) as typeof fetch;
  return { state, fetch: fetchFn };
}

describe('createHttpClient: the size of a reply', () => {
  const MiB = 1024 * 1024;

  it('refuses a declared content-length over the cap before reading a byte', async () => {
    const reply = streamed(64 * 1024, 100, { 'content-length': String(100 * 64 * 1024) });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: reply.fetch });
    const { error } = await settle(api.get('/getWallets'));
    expect(isKitError(error, 'RESPONSE_TOO_LARGE')).toBe(true);
    expect((error as InstanceType<typeof ResponseTooLargeError>).shortMessage).toBe('Reply too large');
    expect((error as InstanceType<typeof ResponseTooLargeError>).details).toBe(`GET /getWallets: ${100 * 64 * 1024} bytes, at most ${MiB}`);
    expect(reply.state.pulled).toBeLessThanOrEqual(1);
    expect(reply.state.cancelled).toBe(true);
  });

  it('cuts a reply whose content-length lies (says 2 bytes, streams 2 MiB) the moment it passes the cap', async () => {
    const reply = streamed(64 * 1024, 32, { 'content-length': '2' });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: reply.fetch });
    const { error } = await settle(api.get('/config'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(reply.state.pulled).toBeLessThanOrEqual(18);
    expect(reply.state.cancelled).toBe(true);
  });

  it('cuts an endless chunked reply (no content-length) at the cap instead of reading until the timeout', async () => {
    const reply = streamed(64 * 1024, Infinity);
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: reply.fetch });
    const started = Date.now();
    const { error } = await settle(api.get('/config'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(Date.now() - started).toBeLessThan(2_000);
    // 1 MiB in 64 KiB chunks: the 17th passes it.
    expect(reply.state.pulled).toBeLessThanOrEqual(18);
    expect(reply.state.cancelled).toBe(true);
  });

  it('takes a cap per call: larger for a route that needs it, smaller for one that does not', async () => {
    const big = streamed(64 * 1024, 32);
    await expect(createHttpClient({ baseUrl: 'http://cloud.test', fetch: big.fetch }).get('/big', { as: 'text', maxBytes: 4 * MiB })).resolves.toHaveLength(2 * MiB);
    const small = recordingFetch({ '/small': { data: 'x'.repeat(2_000) } });
    const { error } = await settle(createHttpClient({ baseUrl: 'http://cloud.test', fetch: small.fetch }).get('/small', { maxBytes: 1_000 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    await expect(createHttpClient({ baseUrl: 'http://cloud.test', fetch: small.fetch }).get('/small', { maxBytes: 3_000 })).resolves.toEqual({ data: 'x'.repeat(2_000) });
  });

  it('reads an error reply for its message only (64 KiB): a huge one still gives the HTTP status', async () => {
    const api = createHttpClient({
      baseUrl: 'http://cloud.test',
      fetch: (async () => new Response(JSON.stringify({ message: 'x'.repeat(100_000) }), { status: 503 })) as typeof fetch,
    });
    const { error } = await settle(api.get('/projects/v1/origins'));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as InstanceType<typeof HttpError>).data).toMatchObject({ status: 503, serverMessage: undefined });
  });

  it('keeps the timeout while a reply trickles in', async () => {
    const body = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(new TextEncoder().encode('{"a":')); } });
    const api = createHttpClient({ baseUrl: 'http://cloud.test', fetch: (async () => new Response(body)) as typeof fetch, timeoutMs: 50 });
    const { error } = await settle(api.get('/slow'));
    expect(error).toBeInstanceOf(TimeoutError);
  });
});
