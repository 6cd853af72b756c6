// Amounts in exact integer arithmetic (base units as bigint, shown as decimal strings): a swap is
// never off by a rounding error, and what is shown never exceeds what is owned.
import { parseUnits } from '@latchkey/kernel/units';

/** A decimal amount as typed: digits with at most one point ('1', '1.5', '.5', '1.'). */
const TYPED = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_LENGTH = 80;

export { formatUnits, parseUnits } from '@latchkey/kernel/units';

/** Why an amount cannot be swapped: not a number, too many decimals, zero, or above the balance. */
export function amountProblem(amount: string, decimals: number, balance: bigint | undefined): 'amount' | 'decimals' | 'insufficient' | undefined {
  const text = amount.trim();
  if (!TYPED.test(text) || text.length > MAX_LENGTH) return 'amount';
  const units = parseUnits(text, decimals);
  if (units === undefined) return 'decimals';
  if (units === 0n) return 'amount';
  if (balance !== undefined && units > balance) return 'insufficient';
  return undefined;
}

/** Slippage in basis points (1 % → 100), rounded to a whole basis point. */
const bps = (slippage: number): bigint => BigInt(Math.round(slippage * 100));

/**
 * The least a swap accepts: the quoted amount less the slippage tolerance (percent), as the swap
 * contract's `minOut = quotedOut * (100 - slippage) / 100`, floored.
 *
 * @example
 * minimumReceived(1_000_000n, 1); // 990000n
 */
export function minimumReceived(quoted: bigint, slippage: number): bigint {
  return (quoted * (10_000n - bps(slippage))) / 10_000n;
}

/** Whether a slippage tolerance is usable: above 0 and below 50 percent. */
export const validSlippage = (percent: unknown): percent is number => typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent < 50;
