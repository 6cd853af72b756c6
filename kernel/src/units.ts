// `@latchkey/kernel/units`: token amounts in exact integer arithmetic, for every namespace: base
// units as bigint, shown as decimal strings. Never rounded: what is shown or sent is never more than
// what was typed or owned. A subpath of its own, not the package root: amounts are shown and parsed
// by code that loads after the page, and a module the root re-exports rides on every page.

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
 * A non-negative decimal amount in base units, exactly; undefined for anything that is not one or
 * has more fraction digits than `decimals` (never rounded).
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

/**
 * Floors a non-negative decimal string to `digits` fraction digits, trailing zeros dropped (SPEC §9:
 * balances are floored to 3 decimals, never rounded up past what the visitor owns).
 *
 * @example
 * floorDecimals('1.23456'); // '1.234'
 * floorDecimals('0.0009');  // '0'
 */
export function floorDecimals(value: string, digits = 3): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return kept ? `${integer}.${kept}` : integer;
}

/**
 * A balance for display: base units as a decimal floored to `digits` places (SPEC §9: 3).
 *
 * @example
 * formatBalance(1_234_567_890n, 9); // '1.234'
 */
export function formatBalance(amount: bigint, decimals: number, digits = 3): string {
  return floorDecimals(formatUnits(amount, decimals), digits);
}
