// The "user" of a mock wallet: decides each prompt (a connect, a signature, a send…) the way a
// test told it to. Runs inside the page, one gate per namespace, shared by that namespace's
// wallets. Decisions queue up in order; with none queued a prompt is approved at once ('auto') or
// waits for the test ('manual'). Holds no module-level state: every gate is its own closure.
import type { Approval, PendingPrompt, RejectOptions } from '../types';

/** What the gate answered for one prompt. */
export type Decision = { outcome: 'approve' } | { outcome: 'reject'; code?: number; message?: string };

/** A prompt waiting for the test, with the function that answers it. */
interface Waiting extends PendingPrompt {
  answer(decision: Decision): void;
}

/** The gate's controls (what the page exposes to the test) and `decide` (what the wallets call). */
export interface Gate {
  /**
   * Decides one prompt: the oldest queued decision, else approval ('auto') or the test's answer
   * ('manual'); then waits the delay queued with `delayNext`, if any.
   */
  decide(method: string, params: unknown): Promise<Decision>;
  approveNext(): void;
  rejectNext(options?: RejectOptions): void;
  delayNext(ms: number): void;
  setApproval(mode: Approval): void;
  approval(): Approval;
  pending(): PendingPrompt[];
  /** Rejects every waiting prompt and forgets queued decisions (the page is done with the wallets). */
  close(): void;
}

/**
 * A prompt's params as plain data: bytes as base64, bigints as strings, a Wallet Standard
 * account as its address, nested objects copied, functions dropped.
 */
export function plainParams(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (value instanceof Uint8Array) {
    let binary = '';
    for (const byte of value) binary += String.fromCharCode(byte);
    return btoa(binary);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (Array.isArray(value)) return value.map((entry) => plainParams(entry, depth + 1));
  if (value && typeof value === 'object') {
    if ('address' in value && 'publicKey' in value && typeof value.address === 'string') return value.address;
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const plain = plainParams(entry, depth + 1);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  }
  return value;
}

const APPROVE: Decision = { outcome: 'approve' };

function rejection(options?: RejectOptions | null): Decision {
  const decision: Decision = { outcome: 'reject' };
  if (typeof options?.code === 'number') decision.code = options.code;
  if (typeof options?.message === 'string') decision.message = options.message;
  return decision;
}

/**
 * Creates a gate. `sleep` is injectable for tests; the page uses timers.
 *
 * @example
 * ```ts
 * const gate = createGate();
 * gate.rejectNext();
 * await gate.decide('personal_sign', ['0x68656c6c6f', address]); // { outcome: 'reject' }
 * ```
 */
export function createGate(sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))): Gate {
  const queued: Decision[] = [];
  const delays: number[] = [];
  const waiting: Waiting[] = [];
  let mode: Approval = 'auto';
  let ids = 0;

  /** A decision from the test: the oldest waiting prompt takes it, else the next prompt will. */
  const give = (decision: Decision): void => {
    const oldest = waiting.shift();
    if (oldest) oldest.answer(decision);
    else queued.push(decision);
  };

  return {
    async decide(method, params) {
      const delay = delays.shift() ?? 0;
      const decision = await new Promise<Decision>((answer) => {
        const next = queued.shift();
        if (next) answer(next);
        else if (mode === 'auto') answer(APPROVE);
        else waiting.push({ id: ++ids, method, params: plainParams(params) ?? null, at: Date.now(), answer });
      });
      if (delay > 0) await sleep(delay);
      return decision;
    },
    approveNext() {
      give(APPROVE);
    },
    rejectNext(options) {
      give(rejection(options));
    },
    delayNext(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`delayNext: ${String(ms)} is not a delay in milliseconds`);
      delays.push(ms);
    },
    setApproval(next) {
      if (next !== 'auto' && next !== 'manual') throw new RangeError(`setApproval: expected 'auto' or 'manual', got ${String(next)}`);
      mode = next;
      // Back to 'auto': whatever waits is approved, as if the user clicked through.
      if (mode === 'auto') for (const prompt of waiting.splice(0)) prompt.answer(APPROVE);
    },
    approval: () => mode,
    pending: () => waiting.map(({ id, method, params, at }) => ({ id, method, params, at })),
    close() {
      queued.length = 0;
      delays.length = 0;
      for (const prompt of waiting.splice(0)) prompt.answer(rejection());
    },
  };
}
