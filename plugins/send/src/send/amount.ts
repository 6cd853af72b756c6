import { parseUnits } from '@latchkey/kernel/units';
/** A decimal amount as typed: digits with at most one point ('1', '1.5', '.5', '1.'). */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_LENGTH = 100;

export { formatUnits, parseUnits } from '@latchkey/kernel/units';

/** How many fraction digits `amount` has beyond its trailing zeros. */
export const fractionDigits = (amount: string): number => (amount.trim().split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * Why an amount cannot be sent: not a number, more decimals than the token has, zero, or more
 * than `balance` (a decimal string in token units); undefined when it can.
 *
 * @example
 * amountProblem('2', 6, '1.5'); // 'insufficient'
 */
export function amountProblem(amount: string, decimals: number, balance: string | undefined): 'amount' | 'decimals' | 'insufficient' | undefined {
  const text = amount.trim();
  if (!DECIMAL.test(text) || text.length > MAX_LENGTH) return 'amount';
  const units = parseUnits(text, decimals);
  if (units === undefined) return 'decimals';
  if (units === 0n) return 'amount';
  if (balance !== undefined) {
    const held = parseUnits(balance, decimals);
    if (held !== undefined && units > held) return 'insufficient';
  }
  return undefined;
}

/**
 * What the visitor may type into an amount field: digits and one point (a comma becomes a point),
 * nothing else; undefined when the keystroke should be ignored.
 *
 * @example
 * typedAmount('1,5'); // '1.5'
 */
export function typedAmount(input: string): string | undefined {
  const text = input.replace(',', '.').replace(/\s+/g, '');
  return /^\d*\.?\d*$/.test(text) && text.length <= MAX_LENGTH ? text : undefined;
}
