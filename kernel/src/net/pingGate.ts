/** Whether the page is hidden, and word when that changes. */
export interface VisibilitySource {
  hidden(): boolean;
  /** Calls `listener` on every change until `signal` aborts. */
  subscribe(listener: () => void, signal: AbortSignal): void;
}

/** The page's visibility (`document.visibilityState`), or undefined outside a browser (always visible). */
export function documentVisibility(): VisibilitySource | undefined {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || typeof doc.addEventListener !== 'function') return undefined;
  return {
    hidden: () => doc.visibilityState === 'hidden',
    subscribe: (listener, signal) => doc.addEventListener('visibilitychange', listener, { signal }),
  };
}

/** Holds ranking pings back while nobody needs them. */
export interface PingGate {
  /** A read went out: the kit is in use. */
  touch(): void;
  /**
   * Resolves at once while the kit is in use and the page is visible, else when both are true
   * again. Never settles once the kit is destroyed: the ranking loop waiting on it ends there.
   */
  ready(): Promise<void>;
}

/**
 * The gate of a ranked RPC's polling (SPEC §9: every 4 s while the kit is in use, none while
 * the page is hidden): open while a read went out in the last `idleAfterMs`, the page is not
 * hidden and `signal` has not fired.
 *
 * @example
 * const gate = createPingGate({ signal, idleAfterMs: 60_000, visibility: documentVisibility() })
 * await gate.ready(); // then ping
 */
export function createPingGate(options: { signal: AbortSignal; idleAfterMs: number; visibility?: VisibilitySource; now?: () => number }): PingGate {
  const { signal, visibility } = options;
  const now = options.now ?? Date.now;
  let lastUse = Number.NEGATIVE_INFINITY;
  let waiting: Array<() => void> = [];
  const open = () => !signal.aborted && !visibility?.hidden() && now() - lastUse <= options.idleAfterMs;
  const release = () => {
    if (!open()) return;
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  };
  if (!signal.aborted) {
    visibility?.subscribe(release, signal);
    // Waiters are dropped, never resolved: what waits on them (viem's ranking loop) stops.
    signal.addEventListener('abort', () => void (waiting = []), { once: true });
  }
  return {
    touch() {
      lastUse = now();
      release();
    },
    ready() {
      if (open()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        if (!signal.aborted) waiting.push(resolve);
      });
    },
  };
}

/**
 * `promise`'s outcome, unless `signal` fired before it settled: then a promise that never
 * settles (the caller is a loop to end, not a person waiting).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => void (signal.aborted || resolve(value)),
      (error: unknown) => void (signal.aborted || reject(error)),
    );
  });
}
