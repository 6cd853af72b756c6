import { AbortedError, TimeoutError } from '../errors';

/**
 * Settles with `promise`, or rejects with TimeoutError ('timed out') after `ms`, or with
 * AbortedError when `signal` fires first. Nothing a user waits on hangs forever.
 *
 * @example
 * const accounts = await withTimeout(provider.request({ method: 'eth_accounts' }), 10_000)
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, options: { signal?: AbortSignal; message?: string } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      // Nobody waits for it any more; its own failure must not surface as an unhandled rejection.
      promise.catch(() => undefined);
      return reject(new AbortedError(undefined, { cause: signal.reason }));
    }
    const timer = setTimeout(() => finish(() => reject(new TimeoutError(options.message ?? 'timed out'))), ms);
    const onAbort = () => finish(() => reject(new AbortedError(undefined, { cause: signal?.reason })));
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(action: () => void) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
    }
    promise.then(
      (v) => finish(() => resolve(v)),
      (e) => finish(() => reject(e)),
    );
  });
}

/** A promise that resolves after `ms`, or rejects with AbortedError when `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return withTimeout(new Promise<void>((r) => setTimeout(r, ms)), ms + 1000, { signal });
}
