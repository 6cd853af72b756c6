import { describe, expect, it } from 'vitest';
import { createGate, plainParams } from './gate';

const noSleep = () => Promise.resolve();

describe('the gate (the user of a mock wallet)', () => {
  it('approves at once when nothing is queued (auto)', async () => {
    const gate = createGate(noSleep);
    await expect(gate.decide('personal_sign', [])).resolves.toEqual({ outcome: 'approve' });
    expect(gate.pending()).toEqual([]);
  });

  it('answers prompts with queued decisions in order, then approves again', async () => {
    const gate = createGate(noSleep);
    gate.rejectNext();
    gate.approveNext();
    gate.rejectNext({ code: 4100, message: 'Not now' });
    expect(await gate.decide('a', [])).toEqual({ outcome: 'reject' });
    expect(await gate.decide('b', [])).toEqual({ outcome: 'approve' });
    expect(await gate.decide('c', [])).toEqual({ outcome: 'reject', code: 4100, message: 'Not now' });
    expect(await gate.decide('d', [])).toEqual({ outcome: 'approve' });
  });

  it('ignores rejection options that are not a number code or a string message', async () => {
    const gate = createGate(noSleep);
    gate.rejectNext(null as never);
    gate.rejectNext({ code: '4001' as never, message: 42 as never });
    expect(await gate.decide('a', [])).toEqual({ outcome: 'reject' });
    expect(await gate.decide('b', [])).toEqual({ outcome: 'reject' });
  });

  it('in manual mode holds prompts until the test decides, oldest first', async () => {
    const gate = createGate(noSleep);
    gate.setApproval('manual');
    const first = gate.decide('eth_requestAccounts', []);
    const second = gate.decide('personal_sign', ['0x68656c6c6f', '0xabc']);
    const settled: string[] = [];
    void first.then(() => settled.push('first'));
    void second.then(() => settled.push('second'));
    await Promise.resolve();
    expect(settled).toEqual([]);
    expect(gate.pending().map(({ id, method, params }) => ({ id, method, params }))).toEqual([
      { id: 1, method: 'eth_requestAccounts', params: [] },
      { id: 2, method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] },
    ]);
    gate.rejectNext();
    expect(await first).toEqual({ outcome: 'reject' });
    gate.approveNext();
    expect(await second).toEqual({ outcome: 'approve' });
    expect(gate.pending()).toEqual([]);
  });

  it('in manual mode uses a decision queued before the prompt came', async () => {
    const gate = createGate(noSleep);
    gate.setApproval('manual');
    gate.approveNext();
    expect(await gate.decide('a', [])).toEqual({ outcome: 'approve' });
    const held = gate.decide('b', []);
    expect(gate.pending()).toHaveLength(1);
    gate.setApproval('auto');
    expect(await held).toEqual({ outcome: 'approve' });
  });

  it('delays the next prompt only, whatever its answer', async () => {
    const slept: number[] = [];
    const gate = createGate(async (ms) => void slept.push(ms));
    gate.delayNext(250);
    gate.rejectNext();
    expect(await gate.decide('a', [])).toEqual({ outcome: 'reject' });
    expect(await gate.decide('b', [])).toEqual({ outcome: 'approve' });
    expect(slept).toEqual([250]);
  });

  it('really waits with the default timers', async () => {
    const gate = createGate();
    gate.delayNext(120);
    const started = Date.now();
    await gate.decide('a', []);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('refuses a delay that is not a duration and a mode it does not know', () => {
    const gate = createGate(noSleep);
    expect(() => gate.delayNext(-1)).toThrow(RangeError);
    expect(() => gate.delayNext(Number.NaN)).toThrow(RangeError);
    expect(() => gate.setApproval('later' as never)).toThrow(/'auto' or 'manual'/);
    expect(gate.approval()).toBe('auto');
  });

  it('close() rejects what waits and forgets what was queued', async () => {
    const gate = createGate(noSleep);
    gate.setApproval('manual');
    const held = gate.decide('a', []);
    gate.close();
    expect(await held).toEqual({ outcome: 'reject' });
    gate.setApproval('auto');
    gate.rejectNext();
    gate.close();
    expect(await gate.decide('b', [])).toEqual({ outcome: 'approve' });
  });
});

describe('plainParams', () => {
  it('turns bytes into base64, bigints into strings, and drops functions', () => {
    expect(plainParams({ message: new Uint8Array([104, 105]), amount: 10n, sign: () => 1, nested: [{ bytes: new Uint8Array([0xff]) }] })).toEqual({
      message: 'aGk=',
      amount: '10',
      nested: [{ bytes: '/w==' }],
    });
  });

  it('encodes large byte arrays without blowing the stack', () => {
    expect((plainParams(new Uint8Array(300_000)) as string).length).toBe(400_000);
  });
});
