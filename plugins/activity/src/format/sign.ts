import type { ActivityItem, ActivityTransfer } from '../types';

/** SPEC §9: these operations add to the account. */
const PLUS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim'];
/** SPEC §9: these take from it (and a send does). */
const MINUS: readonly string[] = ['withdraw', 'repay', 'burn', 'send'];

/**
 * The sign an operation type gives its amounts (SPEC §9): '+' for receive, deposit, borrow and
 * claim; '-' for withdraw, repay, burn and send; '' for the others (a trade, a mint, a call).
 *
 * @example
 * signOfOperation('claim'); // '+'
 */
export function signOfOperation(operationType: string): '+' | '-' | '' {
  if (PLUS.includes(operationType)) return '+';
  if (MINUS.includes(operationType)) return '-';
  return '';
}

/**
 * The sign of one transfer's amount: the operation's (SPEC §9) when it has one and the item's
 * transfers all go one way; otherwise the transfer's own direction (a trade: '-' what left, '+'
 * what came in); '' when neither says.
 *
 * @example
 * signOf({ operationType: 'trade', transfers: [out, inn] }, inn); // '+'
 */
export function signOf(item: Pick<ActivityItem, 'operationType' | 'transfers'>, transfer: Pick<ActivityTransfer, 'direction'>): '+' | '-' | '' {
  const byType = signOfOperation(item.operationType);
  const directions = new Set(item.transfers.map((t) => t.direction).filter((d) => d === 'in' || d === 'out'));
  if (byType && directions.size <= 1) return byType;
  if (transfer.direction === 'in') return '+';
  if (transfer.direction === 'out') return '-';
  return byType;
}
