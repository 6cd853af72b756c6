// The double must survive whatever a buggy kit sends: every route gets junk, and the server
// must answer each with JSON that is not an internal error (500), and keep serving.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_PATHS, CLOUD_ROUTE_KEYS, cloudPath } from './paths';
import { startCloud } from './server';
import type { CloudHandle } from './server';

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] });
});
afterAll(() => cloud.stop());

/** Sends raw bytes so the test is not limited to what fetch would send. */
function raw(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${cloud.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const junkBodies: Array<Buffer | string> = ['', 'null', '[]', '{"a":', '"str"', '123', Buffer.from([0xff, 0xfe, 0x00, 0xc3])];
const junkParams = { id: '..%2F..%2Fetc', address: '<script>', name: '%00', provider: '<script>' };

describe('bad input', () => {
  it('answers every route and junk body with JSON and never an internal error', async () => {
    for (const key of CLOUD_ROUTE_KEYS) {
      const path = `${cloudPath(key, junkParams)}?projectId=${cloud.projectId}&chainId=eip155:zz&page=-1&cursor=%%`;
      for (const body of CLOUD_PATHS[key].method === 'POST' ? junkBodies : [undefined]) {
        const answer = await raw(CLOUD_PATHS[key].method, path, body, { 'content-type': 'application/json' });
        expect(answer.status, `${key} ${String(body)}: ${answer.text.slice(0, 120)}`).not.toBe(500);
        expect(() => JSON.parse(answer.text), `${key} answered non-JSON: ${answer.text.slice(0, 80)}`).not.toThrow();
      }
    }
    expect((await raw('GET', `${cloudPath('config')}?projectId=${cloud.projectId}`)).status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const answer = await raw('POST', `${cloudPath('analytics')}?projectId=${cloud.projectId}`, Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'FAILED' });
  });

  it('answers 502 with a JSON-RPC error when the chain behind the proxy is down', async () => {
    const answer = await raw('POST', `${cloudPath('rpc')}?projectId=${cloud.projectId}&chainId=eip155:31337`, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ id: 1, error: { code: -32603 } });
    const balance = await raw('GET', `${cloudPath('balance', { address: '0x0000000000000000000000000000000000000001' })}?projectId=${cloud.projectId}&chainId=eip155:31337`);
    expect(balance.status).toBe(502);
  });

  it('answers 400 to a request target that is not a URL', async () => {
    const answer = await raw('GET', '//[');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ message: 'Malformed request target' });
  });

  it('survives broken HTTP', async () => {
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(cloud.port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
    });
    expect((await raw('GET', `${cloudPath('analyticsConfig')}?projectId=${cloud.projectId}`)).status).toBe(200);
  });
});
