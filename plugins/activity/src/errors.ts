import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/**
 * The history could not be read ('Failed to fetch transactions', SPEC §8): the blockchain API
 * failed, timed out or answered off its schema. `cause` keeps which.
 *
 * @example
 * try { await kit.plugin('activity').fetchTransactions({ account }) } catch (e) {
 *   if (e instanceof ActivityError) showRetry(e.shortMessage)
 * }
 */
export class ActivityError extends KitError {
  override name = 'ActivityError';
  override readonly code = 'FETCH_TRANSACTIONS_FAILED' as const;
  constructor(message = 'Failed to fetch transactions', options?: KitErrorOptions) {
    super(message, options);
  }
}
