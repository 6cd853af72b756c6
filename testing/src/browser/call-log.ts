// The call log of the wallets the runtime wraps (EVM, Solana): every call the dapp makes, in the
// order it made them, logged on arrival, so a prompt held by the gate shows as 'pending'.
import type { WalletCall } from '../types';
import { plainParams } from './gate';

/** A log shared by a namespace's wallets. */
export interface CallLog {
  /** Logs the call, runs it, and records how it ended. */
  record<T>(wallet: string, method: string, params: unknown, run: () => Promise<T>): Promise<T>;
  list(): WalletCall[];
  clear(): void;
}

/**
 * Creates an empty log.
 *
 * @example
 * ```ts
 * const log = createCallLog();
 * await log.record('dev', 'eth_chainId', [], () => provider.request({ method: 'eth_chainId' }));
 * ```
 */
export function createCallLog(): CallLog {
  const entries: WalletCall[] = [];
  return {
    async record(wallet, method, params, run) {
      const entry: WalletCall = { wallet, method, params: plainParams(params), at: Date.now(), outcome: 'pending' };
      entries.push(entry);
      try {
        const result = await run();
        entry.outcome = 'resolved';
        return result;
      } catch (error) {
        entry.outcome = 'rejected';
        const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
        entry.error = { ...(typeof code === 'number' ? { code } : {}), message: typeof message === 'string' ? message : String(error) };
        throw error;
      }
    },
    list: () => entries.map((entry) => ({ ...entry, ...(entry.error ? { error: { ...entry.error } } : {}) })),
    clear() {
      entries.length = 0;
    },
  };
}
