/**
 * `load` run once and shared by every caller; a failure is forgotten, so the next call tries
 * again (a chunk that failed to fetch, offline or after a deploy). `value` is set once it settled.
 *
 * @example
 * const http = loadOnce(() => import('./http').then((m) => m.createHttpClient(options)));
 * await http.get();
 */
export function loadOnce<T>(load: () => Promise<T>): { get(): Promise<T>; readonly value: T | undefined } {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () =>
      value !== undefined
        ? Promise.resolve(value)
        : (pending ??= load().then(
            (v) => (value = v),
            (error: unknown) => {
              pending = undefined;
              throw error;
            },
          )),
    get value() {
      return value;
    },
  };
}
