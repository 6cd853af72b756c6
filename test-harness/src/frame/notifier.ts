import { ABORTED_MESSAGE } from './api';
import { FrameError } from './errors';

/** Wakes whoever waits for the server's state to change (a device approved, a Farcaster sign-in…). */
export interface Notifier {
  notify(): void;
  /**
   * Resolves once `check()` returns a value other than undefined (checked now and on every
   * notify); rejects with `timeoutMessage` after `timeoutMs`, or 'Request was aborted' when `signal` fires.
   */
  wait<T>(check: () => T | undefined, options: { timeoutMs: number; timeoutMessage: string; signal?: AbortSignal }): Promise<T>;
  /** Rejects every waiter (the server stops). */
  close(): void;
}

/**
 * A notifier whose waiters each hold a timer; nothing waits forever.
 *
 * @example
 * const approved = await notifier.wait(() => login.approved || undefined, { timeoutMs: 100_000, timeoutMessage: 'Device verification timed out' });
 */
export function createNotifier(): Notifier {
  const waiters = new Set<{ poke(): void; fail(error: Error): void }>();
  return {
    notify() {
      for (const waiter of [...waiters]) waiter.poke();
    },
    wait(check, options) {
      return new Promise((resolve, reject) => {
        const first = check();
        if (first !== undefined) return resolve(first);
        if (options.signal?.aborted) return reject(new FrameError(ABORTED_MESSAGE));
        const done = (): void => {
          clearTimeout(timer);
          options.signal?.removeEventListener('abort', onAbort);
          waiters.delete(waiter);
        };
        const waiter = {
          poke() {
            let value: ReturnType<typeof check>;
            try {
              value = check();
            } catch (error) {
              done();
              reject(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            if (value === undefined) return;
            done();
            resolve(value);
          },
          fail(error: Error) {
            done();
            reject(error);
          },
        };
        const onAbort = (): void => waiter.fail(new FrameError(ABORTED_MESSAGE));
        const timer = setTimeout(() => waiter.fail(new FrameError(options.timeoutMessage)), options.timeoutMs);
        options.signal?.addEventListener('abort', onAbort, { once: true });
        waiters.add(waiter);
      });
    },
    close() {
      for (const waiter of [...waiters]) waiter.fail(new FrameError('The frame server stopped'));
    },
  };
}
