// Test support for the reliability suite (nothing in the harness imports it): what every case
// asks of a promise the dapp holds (it settles, within a deadline of real time even while a test
// fakes the clock) and of the process (no rejection nobody handled).

// Taken at import, before any test fakes the clock: a deadline must pass in real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

export type Outcome<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

/**
 * Waits for `promise` at most `ms` of real time and says how it settled; throws, naming `what`,
 * when it is still pending then (the dapp would wait forever).
 *
 * @example
 * const outcome = await settled(kit.connect('dev.latchkey.wallet'), 'connect');
 * expect(outcome.status).toBe('rejected');
 */
export function settled<T>(promise: Promise<T>, what: string, ms = 15_000): Promise<Outcome<T>> {
  return new Promise((resolve, reject) => {
    const timer = realSetTimeout(() => reject(new Error(`${what} was still pending after ${ms} ms: a promise the dapp holds never settled`)), ms);
    promise.then(
      (value) => {
        realClearTimeout(timer);
        resolve({ status: 'fulfilled', value });
      },
      (reason: unknown) => {
        realClearTimeout(timer);
        resolve({ status: 'rejected', reason });
      },
    );
  });
}

/** {@link settled}, expecting a rejection: resolves with the reason, throws when it resolved. */
export async function rejection(promise: Promise<unknown>, what: string, ms?: number): Promise<unknown> {
  const outcome = await settled(promise, what, ms);
  if (outcome.status === 'fulfilled') throw new Error(`${what} resolved (${JSON.stringify(outcome.value)?.slice(0, 200)}) where a rejection was expected`);
  return outcome.reason;
}

/** {@link settled}, expecting a value: resolves with it, rethrows the reason when it rejected. */
export async function fulfilment<T>(promise: Promise<T>, what: string, ms?: number): Promise<T> {
  const outcome = await settled(promise, what, ms);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

/** A promise being watched from the moment it exists (so its rejection is never unhandled meanwhile). */
export interface Watched<T> {
  /** True once it settled. */
  readonly done: boolean;
  /** Its outcome; rejects (naming it) when it is still pending `ms` after it was watched. */
  readonly outcome: Promise<Outcome<T>>;
  /** The rejection reason; throws when it resolved instead. */
  rejection(): Promise<unknown>;
}

/**
 * Starts watching `promise` at once: a test may then move a fake clock and look at `done`
 * before asking for the outcome.
 *
 * @example
 * const signing = watch(kit.request({ method: 'personal_sign', params }), 'personal_sign', 30_000);
 * await clock.advanceUntil(() => signing.done, 10_000);
 * expect(await signing.rejection()).toBeInstanceOf(TimeoutError);
 */
export function watch<T>(promise: Promise<T>, what: string, ms?: number): Watched<T> {
  let done = false;
  const outcome = settled(promise, what, ms);
  void outcome.then(
    () => void (done = true),
    () => undefined,
  );
  return {
    get done() {
      return done;
    },
    outcome,
    async rejection() {
      const o = await outcome;
      if (o.status === 'fulfilled') throw new Error(`${what} resolved (${JSON.stringify(o.value)?.slice(0, 200)}) where a rejection was expected`);
      return o.reason;
    },
  };
}

/** Resolves after `ms` of real time, whatever the test did to the clock. */
export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Collects `unhandledRejection`s of the process (a promise the kit let fail with nobody
 * listening). Take them after each test; stop when the file is done.
 *
 * @example
 * const unhandled = watchUnhandledRejections();
 * afterEach(() => expect(unhandled.take()).toEqual([]));
 * afterAll(() => unhandled.stop());
 */
export function watchUnhandledRejections(): { take(): string[]; stop(): void } {
  const seen: string[] = [];
  const listener = (reason: unknown) => void seen.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  process.on('unhandledRejection', listener);
  return {
    take: () => seen.splice(0),
    stop: () => void process.off('unhandledRejection', listener),
  };
}
