import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep, withTimeout } from './timeout';
import { AbortedError, TimeoutError } from '../errors';

afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('withTimeout', () => {
  it("rejects with TimeoutError 'timed out' once the time is up, not before", async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    void withTimeout(never(), 1_000).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect((outcome as Error).message).toBe('timed out');
  });

  it('uses a custom message when given', async () => {
    vi.useFakeTimers();
    const p = withTimeout(never(), 10, { message: 'Embedded Wallet Request Timed Out' });
    const check = expect(p).rejects.toThrow('Embedded Wallet Request Timed Out');
    await vi.advanceTimersByTimeAsync(10);
    await check;
  });

  it('resolves with the value when the promise settles first', async () => {
    await expect(withTimeout(Promise.resolve({ accounts: ['0xabc'] }), 1_000)).resolves.toEqual({ accounts: ['0xabc'] });
  });

  it("passes the promise's own rejection through unchanged", async () => {
    const original = new Error('User rejected');
    await expect(withTimeout(Promise.reject(original), 1_000)).rejects.toBe(original);
  });

  it('rejects with AbortedError when the signal aborts first', async () => {
    const controller = new AbortController();
    const p = withTimeout(never(), 60_000, { signal: controller.signal });
    controller.abort('modal closed');
    const error = await p.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as InstanceType<typeof AbortedError>).cause).toBe('modal closed');
  });

  it('rejects at once with AbortedError when the signal is already aborted', async () => {
    await expect(withTimeout(Promise.resolve(1), 1_000, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AbortedError);
  });

  it('a late timeout after settling changes nothing', async () => {
    vi.useFakeTimers();
    const p = withTimeout(Promise.resolve('done'), 100);
    await vi.advanceTimersByTimeAsync(500);
    await expect(p).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('sleep', () => {
  it('resolves after the delay and rejects with AbortedError on abort', async () => {
    vi.useFakeTimers();
    let slept = false;
    void sleep(500).then(() => (slept = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(slept).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slept).toBe(true);
    const controller = new AbortController();
    const p = sleep(500, controller.signal);
    controller.abort();
    await expect(p).rejects.toBeInstanceOf(AbortedError);
  });
});

describe('withTimeout with a signal aborted before the call', () => {
  it('rejects at once and leaves no unhandled rejection when the work fails later', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort();
      let fail: (e: Error) => void = () => {};
      const work = new Promise<never>((_, reject) => (fail = reject));
      await expect(withTimeout(work, 1000, { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
      fail(new Error('the request failed after nobody waited'));
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
