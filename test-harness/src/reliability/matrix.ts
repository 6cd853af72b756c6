// Test support for the fault matrix: the shape of a case (one row of the table: the fault, how it
// is injected, the SPEC §8 alert it must raise, what the dapp's promise settles with, what must
// still work), what a case gets to act with, and the checks every row shares.
import { expect, vi } from 'vitest';
import type { AlertCode, Kit } from '@latchkey/kernel';
import type { WcWallet } from '../wcwallet/index';
import type { Dapp, DappOptions, ReliabilityStack } from './dapp';
import { realSleep } from './settle';

/** The SPEC §8 alert a fault raises: its code, its title and, when it says more, its long text. */
export interface ExpectedAlert {
  code: AlertCode;
  title: string;
  long?: string;
}

/** One row of the matrix. */
export interface MatrixCase {
  /** The fault, as the issue names it. */
  fault: string;
  /** How the test injects it. */
  injected: string;
  /** The alert the visitor sees; null where SPEC §8 names none (the typed error or a warning says it). */
  alert: ExpectedAlert | null;
  /** What the promise the dapp holds settles with. */
  outcome: string;
  /** What still works once the fault is gone (or despite it). */
  after: string;
  run(t: CaseContext): Promise<void>;
}

/** What a case acts with. */
export interface CaseContext {
  stack: ReliabilityStack;
  /** Opens a dapp (a page with its kit); the runner closes it and checks it after the case. */
  open(options?: DappOptions): Dapp;
  /** The WalletConnect wallet peer (Node, official SDK) on the relay double. */
  wc: WcWallet;
  clock: FakeClock;
}

/**
 * The kit's timeouts (10 s, 20 s, 120 s) on a fake clock that also runs at real speed: sockets,
 * servers and SDK timers keep working while a test jumps the clock past a deadline.
 */
export interface FakeClock {
  /** Fakes setTimeout / setInterval from now on (before the kit starts the wait to be skipped). */
  install(): void;
  advance(ms: number): Promise<void>;
  /** Advances `stepMs` at a time (at most `steps` times) until `done()` holds. */
  advanceUntil(done: () => boolean, stepMs: number, steps?: number): Promise<void>;
  restore(): void;
}

export function createFakeClock(): FakeClock {
  let installed = false;
  return {
    install() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
      installed = true;
    },
    async advance(ms) {
      if (!installed) throw new Error('FakeClock.advance before install');
      await vi.advanceTimersByTimeAsync(ms);
    },
    async advanceUntil(done, stepMs, steps = 10) {
      for (let i = 0; i < steps && !done(); i++) {
        await this.advance(stepMs);
        await realSleep(50);
      }
    },

    restore() {
      if (installed) vi.useRealTimers();
      installed = false;
    },
  };
}

/** Polls `check` in real time until it holds (the clock may be fake); throws with `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await realSleep(20);
  }
}

/** The alert is in the kit's state and was announced, in the SPEC §8 wording. */
export async function expectAlert(dapp: Dapp, alert: ExpectedAlert): Promise<void> {
  const { kit } = dapp;
  await until(() => kit.getState().alerts.some((a) => a.code === alert.code), `the ${alert.code} alert`);
  await kit.alerts.loadStrings();
  const entry = kit.getState().alerts.find((a) => a.code === alert.code)!;
  expect(dapp.alerts.map((a) => a.code)).toContain(alert.code);
  expect(kit.t(`alert.${alert.code}`, entry.params)).toBe(alert.title);
  if (alert.long !== undefined) expect(kit.t(`alert.${alert.code}.long`, entry.params)).toBe(alert.long);
}

/** Error and warning alerts a kit shows (info ones, such as 'Multi-Wallet Not Enabled', aside). */
export const shownAlerts = (kit: Kit) => kit.getState().alerts.filter((a) => a.severity !== 'info').map((a) => a.code);

/** Nothing is left half-way: no namespace 'connecting', no loading flag, no request waiting for approval. */
export function expectNothingStuck(kit: Kit): void {
  const s = kit.getState();
  const connecting = Object.entries(s.chains).filter(([, chain]) => chain?.account.status === 'connecting').map(([ns]) => ns);
  expect(connecting, "namespaces left 'connecting' after the row").toEqual([]);
  expect(Object.entries(s.modal.loading).filter(([, on]) => on).map(([ns]) => ns), 'loading flags left on').toEqual([]);
  expect(s.requests.map((r) => r.method), 'requests left waiting for approval').toEqual([]);
}

/** The kit error's code and message, for a readable assertion. */
export function errorOf(error: unknown): { code: string | undefined; message: string } {
  const e = error as { code?: unknown; shortMessage?: unknown; message?: unknown };
  return { code: typeof e?.code === 'string' ? e.code : undefined, message: String(e?.shortMessage ?? e?.message ?? error) };
}

/** A fetch in front of the cloud that answers `path` with `body` (valid JSON of the wrong shape). */
export function rewriting(path: string, body: unknown): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await fetch(input, init);
    if (url.pathname !== path) return answer;
    await answer.arrayBuffer();
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
