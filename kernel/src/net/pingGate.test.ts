import { describe, expect, it } from 'vitest';
import { createPingGate, untilAborted, type VisibilitySource } from './pingGate';

function page(hidden: boolean): VisibilitySource & { set(hidden: boolean): void } {
  let listener: (() => void) | undefined;
  return {
    hidden: () => hidden,
    subscribe: (l) => void (listener = l),
    set(next) {
      hidden = next;
      listener?.();
    },
  };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 5));
  return done;
};

describe('createPingGate', () => {
  it('is closed before the first read, open after it until idle, and opens again with the next read', async () => {
    let now = 0;
    const gate = createPingGate({ signal: new AbortController().signal, idleAfterMs: 1_000, now: () => now });
    const first = gate.ready();
    expect(await settled(first)).toBe(false);
    gate.touch();
    expect(await settled(first)).toBe(true);
    now = 1_000;
    expect(await settled(gate.ready())).toBe(true);
    now = 1_001;
    const idle = gate.ready();
    expect(await settled(idle)).toBe(false);
    gate.touch();
    expect(await settled(idle)).toBe(true);
  });

  it('stays closed while the page is hidden, read or not, and opens when it shows', async () => {
    const visibility = page(true);
    const gate = createPingGate({ signal: new AbortController().signal, idleAfterMs: 60_000, visibility });
    gate.touch();
    const waiting = gate.ready();
    expect(await settled(waiting)).toBe(false);
    visibility.set(false);
    expect(await settled(waiting)).toBe(true);
  });

  it('never opens once aborted: its waiters are dropped', async () => {
    const controller = new AbortController();
    const visibility = page(true);
    const gate = createPingGate({ signal: controller.signal, idleAfterMs: 60_000, visibility });
    gate.touch();
    const waiting = gate.ready();
    controller.abort();
    visibility.set(false);
    gate.touch();
    expect(await settled(waiting)).toBe(false);
    expect(await settled(gate.ready())).toBe(false);
  });
});

describe('untilAborted', () => {
  it('passes the outcome through, or never settles once the signal fired', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(1), controller.signal)).resolves.toBe(1);
    await expect(untilAborted(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow('no');
    let reject!: (e: unknown) => void;
    const late = untilAborted(new Promise((_, r) => (reject = r)), controller.signal);
    controller.abort();
    reject(new Error('aborted'));
    expect(await settled(late)).toBe(false);
  });
});
