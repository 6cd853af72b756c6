// For wallets that hold their prompts themselves (the Polkadot extension, the Bitcoin wallet and
// the Keplr mock all have a manual mode): the wallet stays in manual mode, and a watcher hands
// each held prompt to the gate, oldest first, answering it with the wallet's own approve or
// reject (so errors are exactly the wallet's).
import type { Decision, Gate } from './gate';

/** A wallet's held prompts and how to answer the oldest. */
export interface PromptSource {
  /** Held prompts, oldest first. */
  held(): Array<{ method: string; params?: unknown }>;
  approveOldest(): void;
  rejectOldest(decision: Extract<Decision, { outcome: 'reject' }>): void;
}

/** How often the watcher looks for held prompts. */
export const WATCH_INTERVAL_MS = 10;

/**
 * Starts watching `sources`; returns a stop function. One prompt per source is decided at a
 * time, so answering "the oldest" always answers the prompt that was decided.
 *
 * @example
 * ```ts
 * const stop = watchPrompts(gate, [{ held: () => ext.pending(), approveOldest: () => ext.approve(), rejectOldest: () => ext.reject() }]);
 * ```
 */
export function watchPrompts(gate: Gate, sources: readonly PromptSource[]): () => void {
  const busy = new Set<PromptSource>();
  const tick = (): void => {
    for (const source of sources) {
      if (busy.has(source)) continue;
      const oldest = source.held()[0];
      if (!oldest) continue;
      busy.add(source);
      void gate
        .decide(oldest.method, oldest.params)
        .then((decision) => (decision.outcome === 'approve' ? source.approveOldest() : source.rejectOldest(decision)))
        .finally(() => busy.delete(source));
    }
  };
  const timer = setInterval(tick, WATCH_INTERVAL_MS);
  return () => clearInterval(timer);
}
