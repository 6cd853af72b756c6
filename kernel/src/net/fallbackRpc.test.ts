import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, TimeoutError } from '../errors';
import { HttpError, NetworkError } from '../errors/flowErrors';
import { createHttpClient } from './http';
import { createFallbackJsonRpcClient, shouldFailOver, type FallbackEndpoint, type FallbackOptions, type RankedJsonRpcClient } from './fallbackRpc';
import { lazyFallbackJsonRpcClient } from './lazyFallbackRpc';
import type { VisibilitySource } from './pingGate';
import { RpcError } from './rpcError';

type Call = { jsonrpc: string; id: number; method: string; params: unknown };
type Mode = 'ok' | 'down' | 'hang' | 'malformed' | 'huge' | { status: number } | { delayMs: number };

const PING = { method: 'eth_blockNumber' };
const viem = () => import('./viemTransports').then((m) => m.viemTransports);

/**
 * A JSON-RPC endpoint double behind a real HttpClient (timeouts, HTTP errors, reply validation):
 * `mode` switches it between answering, refusing connections, hanging, 503/429, slow, malformed.
 * Every POST is recorded with the methods it carried.
 */
function fakeEndpoint(name: string, signal: AbortSignal, timeoutMs = 400) {
  const state = { mode: 'ok' as Mode, posts: [] as string[][], errors: {} as Record<string, { code: number; message: string }>, results: {} as Record<string, unknown> };
  const answer = (c: Call) =>
    state.errors[c.method] ? { jsonrpc: '2.0', id: c.id, error: state.errors[c.method] } : { jsonrpc: '2.0', id: c.id, result: c.method in state.results ? state.results[c.method] : `${name}:${c.method}` };
  const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as Call | Call[];
    const calls = Array.isArray(body) ? body : [body];
    state.posts.push(calls.map((c) => c.method));
    const mode = state.mode;
    if (mode === 'down') throw new TypeError('fetch failed: connection refused');
    if (mode === 'hang') return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason), { once: true }));
    if (mode === 'malformed') return new Response('{"jsonrpc":"2.0",');
    if (typeof mode === 'object' && 'status' in mode) return new Response('{"message":"not now"}', { status: mode.status });
    if (typeof mode === 'object' && 'delayMs' in mode) await new Promise((r) => setTimeout(r, mode.delayMs));
    const reply = JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body));
    // A valid answer padded with 5 MiB of white space: past the JSON-RPC cap.
    if (mode === 'huge') return new Response(reply.padEnd(5 * 1024 * 1024, ' '));
    return new Response(reply);
  }) as typeof fetch;
  const endpoint: FallbackEndpoint = { url: `https://${name}.test/`, http: createHttpClient({ baseUrl: `https://${name}.test`, fetch: fetchFn, timeoutMs, signal }), path: '/' };
  return {
    state,
    endpoint,
    /** Methods other than the ranking ping this endpoint was sent. */
    reads: () => state.posts.flat().filter((m) => m !== PING.method),
    pings: () => state.posts.flat().filter((m) => m === PING.method).length,
  };
}

function visibility(hidden: boolean): VisibilitySource & { set(hidden: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    hidden: () => hidden,
    subscribe(listener, signal) {
      listeners.add(listener);
      signal.addEventListener('abort', () => listeners.delete(listener));
    },
    set(next) {
      hidden = next;
      for (const l of listeners) l();
    },
  };
}

const controllers: AbortController[] = [];
afterEach(() => {
  for (const c of controllers.splice(0)) c.abort();
});

async function setup(names: string[], options: Partial<FallbackOptions> = {}) {
  const controller = new AbortController();
  controllers.push(controller);
  const ends = names.map((n) => fakeEndpoint(n, controller.signal));
  const lines: string[] = [];
  const rpc = createFallbackJsonRpcClient(
    await viem(),
    ends.map((e) => e.endpoint),
    { network: 'eip155:1', ping: PING, signal: controller.signal, intervalMs: 20, pingTimeoutMs: 150, logger: { debug: (line: string) => void lines.push(line) }, visibility: visibility(false), ...options },
  );
  return { rpc, ends, controller, lines };
}

const order = (rpc: RankedJsonRpcClient) => rpc.ranking().map((r) => r.url);

describe('the ranked fallback JSON-RPC client: failover', () => {
  it('answers from the first endpoint while it is healthy, batching calls of one tick into one POST', async () => {
    const { rpc, ends } = await setup(['a', 'b']);
    const results = await Promise.all([rpc.request({ method: 'eth_chainId' }), rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] }), rpc.request({ method: 'eth_gasPrice' })]);
    expect(results).toEqual(['a:eth_chainId', 'a:eth_getBalance', 'a:eth_gasPrice']);
    expect(ends[0]!.state.posts.filter((p) => !p.includes(PING.method))).toEqual([['eth_chainId', 'eth_getBalance', 'eth_gasPrice']]);
    expect(ends[1]!.reads()).toEqual([]);
  });

  it.each([
    ['refuses connections', 'down' as Mode],
    ['answers 503', { status: 503 } as Mode],
    ['answers 429', { status: 429 } as Mode],
    ['answers 500', { status: 500 } as Mode],
    ['hangs past the timeout', 'hang' as Mode],
    ['answers something that is not JSON-RPC', 'malformed' as Mode],
    ['answers more than 4 MiB (a valid answer padded)', 'huge' as Mode],
  ])('goes to the next endpoint when the first %s', async (_, mode) => {
    const { rpc, ends } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = mode;
    const started = Date.now();
    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe('b:eth_getBalance');
    // The first endpoint was asked, and the hang ended at its timeout (400 ms here, 10 s in the kit), not later.
    expect(ends[0]!.reads()).toEqual(['eth_getBalance']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats a JSON-RPC error as the answer (execution reverted): no second endpoint is asked', async () => {
    const { rpc, ends } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.errors.eth_call = { code: 3, message: 'execution reverted' };
    const error = await rpc.request({ method: 'eth_call', params: [{ to: '0x1' }, 'latest'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).rpcCode).toBe(3);
    expect((error as RpcError).message).toBe('execution reverted');
    expect(ends[1]!.reads()).toEqual([]);
  });

  it('fails over on a rate-limit JSON-RPC error (-32005) as on a 429', async () => {
    const { rpc, ends } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.errors.eth_call = { code: -32005, message: 'limit exceeded' };
    await expect(rpc.request({ method: 'eth_call' })).resolves.toBe('b:eth_call');
  });

  it('rejects with the last endpoint’s error (the kit’s own error class) when every endpoint fails', async () => {
    const { rpc, ends } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = 'down';
    ends[1]!.state.mode = { status: 503 };
    const error = await rpc.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).shortMessage).toBe('HTTP status code 503');
  });

  it('stops at once when the kit is destroyed: a read in flight rejects with AbortedError, no endpoint is tried after', async () => {
    const { rpc, ends, controller } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = 'hang';
    const pending = rpc.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(ends[0]!.state.posts).toHaveLength(1));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortedError);
    expect(ends[1]!.state.posts).toEqual([]);
  });
});

describe('the ranked fallback JSON-RPC client: ranking (SPEC §9)', () => {
  it('ranks a dead first endpoint down: reads then go straight to the second, and the change is logged', async () => {
    const { rpc, ends, lines } = await setup(['a', 'b']);
    expect(order(rpc)).toEqual(['https://a.test/', 'https://b.test/']);
    expect(rpc.ranking().every((r) => r.samples === 0 && r.score === undefined)).toBe(true);
    ends[0]!.state.mode = { status: 503 };
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('b:eth_getBalance');
    await vi.waitFor(() => expect(order(rpc)).toEqual(['https://b.test/', 'https://a.test/']));
    const [best, worst] = rpc.ranking();
    expect(best).toMatchObject({ stability: 1 });
    expect(best!.score).toBeGreaterThan(0.69);
    expect(worst).toMatchObject({ stability: 0, score: 0 });
    expect(lines.some((l) => l.startsWith('[latchkey] RPC ranking of eip155:1: 1. https://b.test/'))).toBe(true);
    const readsOfA = ends[0]!.reads().length;
    for (let i = 0; i < 5; i++) await expect(rpc.request({ method: 'eth_call' })).resolves.toBe('b:eth_call');
    // Only the ranking still pings the dead one.
    expect(ends[0]!.reads()).toHaveLength(readsOfA);
    expect(ends[0]!.pings()).toBeGreaterThan(0);
  });

  it('prefers the faster of two healthy endpoints (latency weighs 0.3), and a revived endpoint climbs back', async () => {
    const { rpc, ends } = await setup(['slow', 'fast']);
    ends[0]!.state.mode = { delayMs: 60 };
    await rpc.request({ method: 'eth_chainId' });
    await vi.waitFor(() => expect(order(rpc)[0]).toBe('https://fast.test/'), { timeout: 5_000 });
    const [fast, slow] = rpc.ranking();
    expect(fast!.stability).toBe(1);
    expect(slow!.stability).toBe(1);
    expect(slow!.latencyMs!).toBeGreaterThan(fast!.latencyMs!);
    // The order shown is the order viem uses.
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('fast:eth_chainId');
    // The fast one dies: stability outweighs its speed after a few rounds, reads go to the slow one.
    ends[1]!.state.mode = 'down';
    await vi.waitFor(async () => {
      await rpc.request({ method: 'eth_chainId' });
      expect(order(rpc)[0]).toBe('https://slow.test/');
    }, { timeout: 5_000 });
    ends[1]!.state.mode = 'ok';
    await vi.waitFor(async () => {
      await rpc.request({ method: 'eth_chainId' });
      expect(order(rpc)[0]).toBe('https://fast.test/');
    }, { timeout: 10_000, interval: 100 });
  });

  it('keeps at most the sample count of rounds', async () => {
    const { rpc } = await setup(['a', 'b'], { sampleCount: 3 });
    await rpc.request({ method: 'eth_chainId' });
    await vi.waitFor(() => expect(rpc.ranking()[0]!.samples).toBe(3));
    await new Promise((r) => setTimeout(r, 150));
    expect(rpc.ranking().map((r) => r.samples)).toEqual([3, 3]);
  });

  it('sends no ping while the page is hidden, and starts when it shows', async () => {
    const page = visibility(true);
    const { rpc, ends } = await setup(['a', 'b'], { visibility: page });
    await rpc.request({ method: 'eth_chainId' });
    await new Promise((r) => setTimeout(r, 150));
    expect(ends.map((e) => e.pings())).toEqual([0, 0]);
    expect(rpc.ranking()[0]!.samples).toBe(0);
    page.set(false);
    await vi.waitFor(() => expect(rpc.ranking()[0]!.samples).toBeGreaterThan(1));
    expect(ends[1]!.pings()).toBeGreaterThan(1);
    page.set(true);
    await new Promise((r) => setTimeout(r, 60));
    const paused = ends[1]!.pings();
    await new Promise((r) => setTimeout(r, 150));
    expect(ends[1]!.pings()).toBe(paused);
  });

  it('pauses polling once the kit has been idle, and resumes with the next read', async () => {
    const { rpc, ends } = await setup(['a', 'b'], { idleAfterMs: 100 });
    await rpc.request({ method: 'eth_chainId' });
    await new Promise((r) => setTimeout(r, 250));
    const idle = ends[0]!.pings();
    expect(idle).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 150));
    expect(ends[0]!.pings()).toBe(idle);
    await rpc.request({ method: 'eth_chainId' });
    await vi.waitFor(() => expect(ends[0]!.pings()).toBeGreaterThan(idle));
  });

  it('stops polling when the kit is destroyed', async () => {
    const { rpc, ends, controller } = await setup(['a', 'b']);
    await rpc.request({ method: 'eth_chainId' });
    await vi.waitFor(() => expect(ends[0]!.pings()).toBeGreaterThan(1));
    controller.abort();
    await new Promise((r) => setTimeout(r, 40));
    const after = ends.map((e) => e.state.posts.length);
    await new Promise((r) => setTimeout(r, 200));
    expect(ends.map((e) => e.state.posts.length)).toEqual(after);
  });

  it('without a ping method, fails over in the listed order and never pings', async () => {
    const { rpc, ends } = await setup(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = 'down';
    for (let i = 0; i < 3; i++) await rpc.request({ method: 'eth_chainId' });
    await new Promise((r) => setTimeout(r, 100));
    expect(ends[0]!.reads()).toEqual(['eth_chainId', 'eth_chainId', 'eth_chainId']);
    expect(ends.map((e) => e.pings())).toEqual([0, 0]);
    expect(order(rpc)).toEqual(['https://a.test/', 'https://b.test/']);
  });
});

describe('the ranked fallback JSON-RPC client: each endpoint proves its chain', () => {
  // The namespace's identity call, bound to the network (eip155:1), as networkRpc binds it.
  const IDENTITY = { request: { method: 'eth_chainId' }, matches: (result: unknown) => result === '0x1' };
  const HUGE = '0xd3c21bcecceda1000000'; // 1,000,000 ETH
  const warned = (lines: string[]) => lines.filter((l) => l.startsWith('[latchkey] RPC endpoint'));

  async function proving(names: string[], options: Partial<FallbackOptions> = {}) {
    const controller = new AbortController();
    controllers.push(controller);
    const ends = names.map((n) => fakeEndpoint(n, controller.signal));
    for (const e of ends) e.state.results.eth_chainId = '0x1';
    const lines: string[] = [];
    const warnings: string[] = [];
    const rpc = createFallbackJsonRpcClient(
      await viem(),
      ends.map((e) => e.endpoint),
      {
        network: 'eip155:1',
        ping: PING,
        identity: IDENTITY,
        signal: controller.signal,
        intervalMs: 20,
        pingTimeoutMs: 150,
        logger: { debug: (line: string) => void lines.push(line), warn: (line: string) => void warnings.push(line) },
        visibility: visibility(false),
        ...options,
      },
    );
    return { rpc, ends, controller, lines, warnings };
  }

  it('never serves a read from a fast endpoint of another chain: it is dropped, listed last, logged, and never asked again', async () => {
    const { rpc, ends, warnings, lines } = await proving(['hostile', 'honest'], { ping: undefined });
    const [hostile, honest] = ends;
    hostile!.state.results = { eth_chainId: '0x7a69', eth_getBalance: HUGE };
    honest!.state.results.eth_getBalance = '0x1bc16d674ec80000';

    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe('0x1bc16d674ec80000');
    // The hostile endpoint was asked its chain in the same POST as the read; its balance was thrown away.
    expect(hostile!.state.posts).toEqual([['eth_chainId', 'eth_getBalance']]);
    expect(rpc.ranking().map((r) => [r.url, r.chain, r.score])).toEqual([
      ['https://honest.test/', 'proven', undefined],
      ['https://hostile.test/', 'wrong', 0],
    ]);
    expect(warned(warnings)).toEqual(['[latchkey] RPC endpoint https://hostile.test/ dropped: it serves another chain than eip155:1 (eth_chainId answered "0x7a69")']);
    expect(lines).toEqual([expect.stringMatching(/^\[latchkey\] RPC ranking of eip155:1: 1\. https:\/\/honest\.test\/ .*, 2\. https:\/\/hostile\.test\/ .*another chain: dropped\)$/)]);
    for (let i = 0; i < 3; i++) await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe('0x1bc16d674ec80000');
    expect(hostile!.state.posts).toHaveLength(1);
  });

  it('with ranking pings, a fast endpoint of another chain never serves a read and is never pinged once dropped', async () => {
    const { rpc, ends } = await proving(['hostile', 'honest']);
    const [hostile, honest] = ends;
    hostile!.state.results = { eth_chainId: '0x7a69', eth_getBalance: HUGE };
    honest!.state.results.eth_getBalance = '0x1bc16d674ec80000';
    for (let i = 0; i < 3; i++) await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe('0x1bc16d674ec80000');
    // The first ranking round and the first read, sent before either was answered, each carried the chain check; nothing after.
    const asked = hostile!.state.posts.length;
    expect(asked).toBeLessThanOrEqual(2);
    expect(hostile!.state.posts.every((p) => p[0] === 'eth_chainId')).toBe(true);
    await vi.waitFor(() => expect(rpc.ranking()[0]!.samples).toBeGreaterThan(3));
    expect(hostile!.state.posts).toHaveLength(asked);
    expect(rpc.ranking().map((r) => [r.url, r.chain, r.stability])).toEqual([
      ['https://honest.test/', 'proven', 1],
      ['https://hostile.test/', 'wrong', 0],
    ]);
  });

  it('asks an endpoint once, in the batch of its first reads, then reads go alone; every ping carries the check', async () => {
    const { rpc, ends } = await proving(['a', 'b']);
    await Promise.all([rpc.request({ method: 'eth_getBalance' }), rpc.request({ method: 'eth_call' })]);
    await rpc.request({ method: 'eth_gasPrice' });
    const reads = ends[0]!.state.posts.filter((p) => !p.includes(PING.method));
    expect(reads).toEqual([['eth_chainId', 'eth_getBalance', 'eth_call'], ['eth_gasPrice']]);
    await vi.waitFor(() => expect(ends[1]!.pings()).toBeGreaterThan(1));
    expect(ends[1]!.state.posts.every((p) => p.join() === 'eth_chainId,eth_blockNumber')).toBe(true);
    expect(rpc.ranking().map((r) => r.chain)).toEqual(['proven', 'proven']);
  });

  it('drops an endpoint that answers for another chain at a later ping', async () => {
    const { rpc, ends, warnings } = await proving(['a', 'b']);
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('a:eth_getBalance');
    ends[0]!.state.results.eth_chainId = '0x89';
    await vi.waitFor(() => expect(rpc.ranking().at(-1)).toMatchObject({ url: 'https://a.test/', chain: 'wrong' }));
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('b:eth_getBalance');
    expect(warned(warnings)).toHaveLength(1);
    // Answering the right chain again does not bring it back.
    ends[0]!.state.results.eth_chainId = '0x1';
    await new Promise((r) => setTimeout(r, 100));
    expect(rpc.ranking().at(-1)).toMatchObject({ url: 'https://a.test/', chain: 'wrong' });
  });

  it.each([
    ['an RPC error', (e: ReturnType<typeof fakeEndpoint>) => void (e.state.errors.eth_chainId = { code: -32601, message: 'method not found' })],
    ['no usable answer', (e: ReturnType<typeof fakeEndpoint>) => void (e.state.results.eth_chainId = { chainId: 1 })],
  ])('does not serve a read from an endpoint whose check gives %s', async (_, breakIt) => {
    const { rpc, ends } = await proving(['a', 'b'], { ping: undefined });
    breakIt(ends[0]!);
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('b:eth_getBalance');
    // It was asked (and answered the read itself), but its answer was not used.
    expect(ends[0]!.state.posts[0]).toEqual(['eth_chainId', 'eth_getBalance']);
  });

  it('retries the check of an endpoint whose check failed (it was down), and reads from it once it proves its chain', async () => {
    const { rpc, ends } = await proving(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = 'down';
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('b:eth_getBalance');
    ends[0]!.state.mode = 'ok';
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('a:eth_getBalance');
    expect(rpc.ranking()[0]).toMatchObject({ url: 'https://a.test/', chain: 'proven' });
  });

  it('keeps a transport failure of the check as it is (the last endpoint’s 503), as without the check', async () => {
    const { rpc, ends } = await proving(['a', 'b'], { ping: undefined });
    ends[0]!.state.mode = 'down';
    ends[1]!.state.mode = { status: 503 };
    const error = await rpc.request({ method: 'eth_getBalance' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).shortMessage).toBe('HTTP status code 503');
  });

  it('fails the read with a clear error when every endpoint serves another chain', async () => {
    const { rpc, ends } = await proving(['a', 'b'], { ping: undefined });
    for (const e of ends) e.state.results.eth_chainId = '0x38';
    const error = await rpc.request({ method: 'eth_getBalance' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).shortMessage).toBe('No RPC endpoint serves this network');
    expect((error as NetworkError).details).toBe('eip155:1');
    // And again without a byte sent.
    const sent = ends.map((e) => e.state.posts.length);
    await expect(rpc.request({ method: 'eth_getBalance' })).rejects.toThrow('No RPC endpoint serves this network');
    expect(ends.map((e) => e.state.posts.length)).toEqual(sent);
  });

  it('drops an endpoint whose identity test throws on its answer', async () => {
    const { rpc, ends } = await proving(['a', 'b'], {
      ping: undefined,
      identity: { request: { method: 'eth_chainId' }, matches: (r) => (r as string).toLowerCase() === '0x1' },
    });
    ends[0]!.state.results.eth_chainId = null;
    await expect(rpc.request({ method: 'eth_getBalance' })).resolves.toBe('b:eth_getBalance');
    expect(rpc.ranking().at(-1)).toMatchObject({ url: 'https://a.test/', chain: 'wrong' });
  });
});

describe('the lazy ranked client', () => {
  it('sends nothing and has no ranking before the first read', async () => {
    const controller = new AbortController();
    controllers.push(controller);
    const ends = ['a', 'b'].map((n) => fakeEndpoint(n, controller.signal));
    const rpc = lazyFallbackJsonRpcClient(
      ends.map((e) => e.endpoint),
      { network: 'eip155:1', ping: PING, signal: controller.signal, intervalMs: 20, visibility: visibility(false) },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(ends.map((e) => e.state.posts.length)).toEqual([0, 0]);
    expect(rpc.ranking?.()).toBeUndefined();
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('a:eth_chainId');
    expect(rpc.ranking?.()?.map((r) => r.url)).toEqual(['https://a.test/', 'https://b.test/']);
    await vi.waitFor(() => expect(rpc.ranking?.()?.[0]!.samples).toBeGreaterThan(0));
  });
});

describe('shouldFailOver', () => {
  it('fails over on transport failures, not on answers', () => {
    expect(shouldFailOver(new HttpError('HTTP status code 503'))).toBe(true);
    expect(shouldFailOver(new HttpError('HTTP status code 429'))).toBe(true);
    expect(shouldFailOver(new TimeoutError('timed out'))).toBe(true);
    expect(shouldFailOver(new NetworkError('Network request failed'))).toBe(true);
    expect(shouldFailOver(new RpcError(-32005, 'limit exceeded'))).toBe(true);
    expect(shouldFailOver(new RpcError(3, 'execution reverted'))).toBe(false);
    expect(shouldFailOver(new RpcError(-32602, 'invalid params'))).toBe(false);
    expect(shouldFailOver(new AbortedError())).toBe(false);
    // As viem hands it over: the kit's error as the cause of its own.
    expect(shouldFailOver(Object.assign(new Error('wrapped'), { cause: new RpcError(3, 'execution reverted') }))).toBe(false);
  });
});
