import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { startFaultProxy, type FaultProxy } from './faultProxy';

/** A JSON-RPC upstream that echoes the path it was asked on and answers every call. */
let upstream: Server;
let upstreamUrl: string;
let sw: FaultProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as { id: number; method: string } | Array<{ id: number; method: string }>;
      const answer = (c: { id: number; method: string }) => ({ jsonrpc: '2.0', id: c.id, result: `${c.method}@${req.url}` });
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body!)));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/base`;
  sw = await startFaultProxy(upstreamUrl);
});

afterAll(async () => {
  await sw?.close();
  await new Promise((r) => upstream?.close(r));
});

const post = (body: unknown, path = '/', signal?: AbortSignal) => fetch(`${sw.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });
const call = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] });

describe('the fault switch', () => {
  it('forwards path, query and body while up, and counts the JSON-RPC methods (a batch once, its calls each)', async () => {
    sw.resetCounts();
    const one = await post(call('eth_blockNumber'), '/v1/?chainId=eip155:31337');
    expect(one.status).toBe(200);
    expect(((await one.json()) as { result: string }).result).toBe('eth_blockNumber@/base/v1/?chainId=eip155:31337');
    const batch = (await (await post([call('eth_chainId', 1), call('eth_getBalance', 2)])).json()) as Array<{ result: string }>;
    expect(batch.map((r) => r.result)).toEqual(['eth_chainId@/base/', 'eth_getBalance@/base/']);
    expect(sw.state).toBe('up');
    expect(sw.requests()).toBe(2);
    expect(sw.methods()).toEqual(['eth_blockNumber', 'eth_chainId', 'eth_getBalance']);
  });

  it("'down' drops the connection: the client sees a network error; the request is still counted", async () => {
    sw.resetCounts();
    sw.kill('down');
    expect(sw.state).toBe('down');
    await expect(post(call('eth_getBalance'))).rejects.toThrow(TypeError);
    expect(sw.methods()).toEqual(['eth_getBalance']);
    // The preflight passes, so a page's call is sent (and counted) before its connection drops.
    const preflight = await fetch(`${sw.url}/`, { method: 'OPTIONS', headers: { origin: 'http://dapp.test', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    sw.revive();
    expect((await post(call('eth_chainId'))).status).toBe(200);
  });

  it("'status' answers 503 by default, 429 with Retry-After when asked, both readable cross-origin", async () => {
    sw.kill('status');
    const unavailable = await post(call('eth_call'));
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({ message: 'Service Unavailable' });
    sw.kill('status', { status: 429 });
    const limited = await fetch(`${sw.url}/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://dapp.test' }, body: JSON.stringify(call('eth_call')) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://dapp.test');
    // The preflight of a POST with a JSON body passes, so the page reads the status.
    const preflight = await fetch(`${sw.url}/`, { method: 'OPTIONS', headers: { origin: 'http://dapp.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    sw.revive();
  });

  it("'hang' answers nothing until the client gives up; revive serves the next request", async () => {
    sw.resetCounts();
    sw.kill('hang');
    const started = Date.now();
    await expect(post(call('eth_blockNumber'), '/', AbortSignal.timeout(300))).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(sw.methods()).toEqual(['eth_blockNumber']);
    sw.revive();
    expect(((await (await post(call('eth_blockNumber'))).json()) as { result: string }).result).toBe('eth_blockNumber@/base/');
  });

  it('answers 502 with a message when its target is gone', async () => {
    const orphan = await startFaultProxy('http://127.0.0.1:9');
    try {
      const res = await fetch(orphan.url, { method: 'POST', body: JSON.stringify(call('eth_chainId')) });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/^fault switch: upstream failed/);
    } finally {
      await orphan.close();
    }
  });

  it('close() ends hung connections too', async () => {
    const other = await startFaultProxy(upstreamUrl);
    other.kill('hang');
    const pending = fetch(other.url, { method: 'POST', body: JSON.stringify(call('eth_chainId')) }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((r) => setTimeout(r, 50));
    await other.close();
    expect(await pending).toBe('dropped');
  });
});
