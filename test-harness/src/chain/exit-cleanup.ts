const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs `killNow` (which must be synchronous) if this process exits or is told to stop while
 * child processes are still running, so nodes never outlive the harness. Returns a function that
 * unregisters the hooks; call it once the children were stopped normally.
 *
 * On a signal the hook kills the children and then, if nothing else listens for that signal,
 * re-raises it so the process still dies as it would have without the hook.
 *
 * @example
 * ```ts
 * const unregister = onProcessExit(() => child.kill('SIGKILL'));
 * // ... later, after a clean stop:
 * unregister();
 * ```
 */
export function onProcessExit(killNow: () => void): () => void {
  const onExit = (): void => killNow();
  const onSignal = (signal: NodeJS.Signals): void => {
    killNow();
    unregister();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const unregister = (): void => {
    process.off('exit', onExit);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return unregister;
}
