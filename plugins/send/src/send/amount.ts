/** A decimal amount as typed: digits with at most one point ('1', '1.5', '.5', '1.'). */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_LENGTH = 100;

/**
 * Base units as an exact decimal string, trailing zeros dropped.
 *
 * @example
 * formatUnits(1_500_000n, 6); // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A non-negative decimal amount in base units, exactly; undefined for anything that is not one
 * or has more fraction digits than `decimals` (never rounded).
 *
 * @example
 * parseUnits('1.5', 6); // 1500000n
 * parseUnits('0.0000001', 6); // undefined
 */
export function parseUnits(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim();
  if (text.length === 0 || text.length > MAX_LENGTH || !DECIMAL.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return undefined;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0');
}

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
