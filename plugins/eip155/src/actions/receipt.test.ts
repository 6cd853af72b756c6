import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError, type CaipNetwork, type JsonRpcClient } from '@latchkey/kernel';
import { waitForTransactionReceipt } from './receipt';

const HASH = `0x${'ab'.repeat(32)}`;
const network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'E', nativeCurrency: { name: 'E', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } } as CaipNetwork;
const receipt = { transactionHash: HASH, status: '0x1', blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x5', cumulativeGasUsed: '0x5208', gasUsed: '0x5208', effectiveGasPrice: '0x1', from: `0x${'11'.repeat(20)}`, to: `0x${'22'.repeat(20)}`, logs: [], logsBloom: `0x${'00'.repeat(256)}`, transactionIndex: '0x0', type: '0x2', contractAddress: null };

afterEach(() => vi.useRealTimers());
// The receipt formatter (viem) loads on first use: loaded here, so the fake clocks below start with the first poll.
beforeAll(async () => void (await import('viem')));

/** An RPC whose answers are scripted per poll: a value, or a thrown failure, or a hang. */
function scripted(steps: Array<'hang' | Error | unknown>): JsonRpcClient & { polls: number } {
  const client = {
    polls: 0,
    request: <T>(): Promise<T> => {
      const step = steps[Math.min(client.polls++, steps.length - 1)];
      if (step === 'hang') return new Promise<T>(() => {});
      if (step instanceof Error) return Promise.reject(step);
      return Promise.resolve(step as T);
    },
  };
  return client;
}

describe('waiting for a receipt', () => {
  it('a poll that hangs past the RPC timeout or fails does not end the wait: the next poll gets the receipt', async () => {
    vi.useFakeTimers();
    const rpc = scripted(['hang', new NetworkError('fetch failed'), null, receipt]);
    const waiting = waitForTransactionReceipt({ rpc: () => rpc, signal: new AbortController().signal }, network, HASH, { timeoutMs: 60_000, pollingIntervalMs: 1_000 });
    for (let i = 0; i < 30 && rpc.polls < 4; i++) await vi.advanceTimersByTimeAsync(1_000);
    const got = await waiting;
    expect(got.status).toBe('success');
    expect(rpc.polls).toBe(4);
  });

  it('gives up at the deadline, naming the last failure', async () => {
    vi.useFakeTimers();
    const rpc = scripted([new NetworkError('fetch failed')]);
    const waiting = waitForTransactionReceipt({ rpc: () => rpc, signal: new AbortController().signal }, network, HASH, { timeoutMs: 5_000, pollingIntervalMs: 1_000 });
    const failed = expect(waiting).rejects.toMatchObject({ code: 'TIMEOUT', details: expect.stringContaining('last poll: fetch failed') });
    for (let i = 0; i < 12; i++) await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    expect(rpc.polls).toBeGreaterThan(3);
  });

  it('stops at once when the kit is destroyed', async () => {
    const controller = new AbortController();
    const rpc = scripted(['hang']);
    const waiting = waitForTransactionReceipt({ rpc: () => rpc, signal: controller.signal }, network, HASH, { timeoutMs: 60_000, pollingIntervalMs: 1_000 });
    await Promise.resolve();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
