import { describe, expect, it } from 'vitest';
import { createHttpClient, ResponseTooLargeError } from './http';
import { createJsonRpcClient, JSON_RPC_MAX_BYTES } from './jsonRpc';
import { RpcError } from './rpcError';
import { NetworkError } from '../errors/flowErrors';
import { recordingFetch, type RecordedRequest } from '../testing/fixtures';

type RpcBody = { jsonrpc: string; id: number; method: string; params: unknown };

/** An RPC proxy double: answers each call with `result(method)`, or an error for 'eth_fail'. */
function rpcProxy(result: (call: RpcBody) => unknown = (c) => `${c.method}-result`) {
  const answer = (c: RpcBody) =>
    c.method === 'eth_fail' ? { jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'execution reverted', data: '0xdead' } } : { jsonrpc: '2.0', id: c.id, result: result(c) };
  return recordingFetch({
    '/v1/': (req: RecordedRequest) => Response.json(Array.isArray(req.body) ? (req.body as RpcBody[]).map(answer) : answer(req.body as RpcBody)),
  });
}

const client = (f: ReturnType<typeof recordingFetch>, batchSize?: number) =>
  createJsonRpcClient(createHttpClient({ baseUrl: 'http://rpc.test', fetch: f.fetch }), '/v1/', { chainId: 'eip155:1', projectId: 'p1' }, batchSize);

describe('createJsonRpcClient', () => {
  it('sends calls made in the same tick as ONE batch POST whose body is an array', async () => {
    const f = rpcProxy();
    const rpc = client(f);
    const results = await Promise.all([
      rpc.request({ method: 'eth_chainId' }),
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] }),
    ]);
    expect(results).toEqual(['eth_chainId-result', 'eth_blockNumber-result', 'eth_getBalance-result']);
    expect(f.requests).toHaveLength(1);
    const req = f.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/v1/');
    expect(req.url.searchParams.get('chainId')).toBe('eip155:1');
    expect(req.url.searchParams.get('projectId')).toBe('p1');
    expect(Array.isArray(req.body)).toBe(true);
    const body = req.body as RpcBody[];
    expect(body.map((b) => b.method)).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_getBalance']);
    expect(body.every((b) => b.jsonrpc === '2.0')).toBe(true);
    expect(new Set(body.map((b) => b.id)).size).toBe(3);
    expect(body[2]!.params).toEqual(['0xabc', 'latest']);
  });

  it('sends a single call as a plain JSON-RPC object, not wrapped in an array', async () => {
    const f = rpcProxy();
    await expect(client(f).request({ method: 'eth_chainId' })).resolves.toBe('eth_chainId-result');
    expect(f.requests).toHaveLength(1);
    expect(Array.isArray(f.requests[0]!.body)).toBe(false);
    expect(f.requests[0]!.body).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] });
  });

  it('calls in different ticks go out separately', async () => {
    const f = rpcProxy();
    const rpc = client(f);
    await rpc.request({ method: 'eth_chainId' });
    await rpc.request({ method: 'eth_blockNumber' });
    expect(f.requests).toHaveLength(2);
  });

  it('matches replies by id even when the proxy answers out of order', async () => {
    const f = recordingFetch({
      '/v1/': (req: RecordedRequest) => Response.json((req.body as RpcBody[]).map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.method })).reverse()),
    });
    const rpc = client(f);
    await expect(Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })])).resolves.toEqual(['a', 'b']);
  });

  it('rejects a call answered with an error with RpcError carrying rpcCode, and lets the others in the batch resolve', async () => {
    const f = rpcProxy();
    const rpc = client(f);
    const [ok, failed] = await Promise.allSettled([rpc.request({ method: 'eth_call' }), rpc.request({ method: 'eth_fail' })]);
    expect(ok).toEqual({ status: 'fulfilled', value: 'eth_call-result' });
    expect(failed.status).toBe('rejected');
    const error = (failed as PromiseRejectedResult).reason as RpcError;
    expect(error).toBeInstanceOf(RpcError);
    expect(error.rpcCode).toBe(-32000);
    expect(error.shortMessage).toBe('execution reverted');
    expect(error.code).toBe('RPC_ERROR');
    expect(error.data).toEqual({ rpcCode: -32000, rpcData: '0xdead' });
  });

  it('caps a batch at batchSize: 5 calls with batchSize 2 make 3 POSTs', async () => {
    const f = rpcProxy();
    const rpc = client(f, 2);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => rpc.request({ method: `m${n}` })));
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => `m${n}-result`));
    expect(f.requests).toHaveLength(3);
    expect(f.requests.map((r) => (Array.isArray(r.body) ? r.body.length : 1))).toEqual([2, 2, 1]);
  });

  it('rejects every call of the batch when the reply is malformed', async () => {
    const f = recordingFetch({ '/v1/': () => Response.json([{ jsonrpc: '2.0', id: 1, result: 'x' }, { hello: 'world' }]) });
    const rpc = client(f);
    const settled = await Promise.allSettled([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    for (const s of settled) expect((s as PromiseRejectedResult).reason).toBeInstanceOf(NetworkError);
  });

  it('rejects every call of the batch when the reply is not JSON or the proxy fails', async () => {
    const broken = recordingFetch({ '/v1/': () => new Response('not json') });
    const rpcA = client(broken);
    const a = await Promise.allSettled([rpcA.request({ method: 'a' }), rpcA.request({ method: 'b' })]);
    expect(a.every((s) => s.status === 'rejected' && s.reason instanceof NetworkError)).toBe(true);
    const down = recordingFetch({ '/v1/': () => new Response('{}', { status: 503 }) });
    const rpcB = client(down);
    const b = await Promise.allSettled([rpcB.request({ method: 'a' }), rpcB.request({ method: 'b' })]);
    expect(b.map((s) => s.status === 'rejected' && (s.reason as Error).message.split('\n')[0])).toEqual(['HTTP status code 503', 'HTTP status code 503']);
  });

  it('rejects a call whose reply is missing from the batch', async () => {
    const f = recordingFetch({ '/v1/': (req: RecordedRequest) => Response.json([{ jsonrpc: '2.0', id: (req.body as RpcBody[])[0]!.id, result: 'only-first' }]) });
    const rpc = client(f);
    const [first, second] = await Promise.allSettled([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })]);
    expect(first).toEqual({ status: 'fulfilled', value: 'only-first' });
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(NetworkError);
  });
});

describe('createJsonRpcClient: the size of a reply', () => {
  it('cuts a reply over 4 MiB (JSON_RPC_MAX_BYTES) and rejects every call of the batch with ResponseTooLargeError', async () => {
    const huge = `0x${'0'.repeat(JSON_RPC_MAX_BYTES)}`;
    const rpc = client(rpcProxy((c) => (c.method === 'eth_call' ? huge : 'ok')));
    const results = await Promise.allSettled([rpc.request({ method: 'eth_call' }), rpc.request({ method: 'eth_chainId' })]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ResponseTooLargeError);
    }
  });

  it('takes a batch of 1000 answers well under the cap', async () => {
    const rpc = client(rpcProxy(() => `0x${'f'.repeat(64)}`));
    const answers = await Promise.all(Array.from({ length: 1000 }, () => rpc.request({ method: 'eth_getBalance' })));
    expect(answers).toHaveLength(1000);
    expect(JSON_RPC_MAX_BYTES).toBe(4 * 1024 * 1024);
  });
});
