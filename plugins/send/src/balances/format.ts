import { floorDecimals } from '@latchkey/kernel/units';

/** The kernel's one flooring rule (kept here for `@latchkey/send/format` importers). */
export { floorDecimals };

/** A non-negative decimal string ('1234.5678', '0.5', '12'). */
const DECIMAL = /^\d+(\.\d+)?$/;

/** Groups an integer's digits by three with commas ('1234567' → '1,234,567'). */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A token amount as the kit shows it (SPEC §9): floored to 3 decimals; from a thousand up, with
 * thousands separators and 2 decimals. Trailing zeros are dropped; an amount too small to show
 * is '0'. Anything that is not a non-negative decimal reads '0'.
 *
 * @example
 * formatBalance('0.123456');    // '0.123'
 * formatBalance('1234.5678');   // '1,234.56'
 * formatBalance('1000000');     // '1,000,000'
 */
export function formatBalance(numeric: string): string {
  const text = numeric.trim();
  if (!DECIMAL.test(text)) return '0';
  const whole = text.split('.')[0]!.replace(/^0+(?=\d)/, '');
  const thousands = whole.length >= 4;
  const floored = floorDecimals(text, thousands ? 2 : 3);
  const [integer = '0', fraction] = floored.split('.');
  return fraction ? `${group(integer)}.${fraction}` : group(integer);
}

/**
 * A USD value with cents and thousands separators ('$1,234.56'); '$0.00' for anything not a
 * finite non-negative number. Values come rounded to cents from the API; this floors the rest.
 *
 * @example
 * formatUsd(4500); // '$4,500.00'
 */
export function formatUsd(value: number | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '$0.00';
  const cents = Math.floor(Math.round(value * 1000) / 10);
  const integer = Math.floor(cents / 100).toString();
  return `$${group(integer)}.${(cents % 100).toString().padStart(2, '0')}`;
}
