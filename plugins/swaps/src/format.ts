// What the views show: amounts and USD values as SPEC §9 floors them, rates and price impact.
// Views only (a lazy chunk): the page never loads it.
import { formatUnits } from './math';

const MAX_LENGTH = 80;

/**
 * What the visitor may type into an amount field: digits and one point (a comma becomes a point);
 * undefined when the keystroke should be ignored.
 *
 * @example
 * typedAmount('1,5'); // '1.5'
 */
export function typedAmount(input: string): string | undefined {
  const text = input.replace(',', '.').replace(/\s+/g, '');
  return /^\d*\.?\d*$/.test(text) && text.length <= MAX_LENGTH ? text : undefined;
}

/** Groups an integer's digits by three with commas. */
const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Floors a non-negative decimal string to `digits` fraction digits, trailing zeros dropped. */
function floorDecimals(value: string, digits: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return kept ? `${integer}.${kept}` : integer;
}

/**
 * A balance as the kit shows it (SPEC §9): floored to 3 decimals; from a thousand up, with
 * thousands separators and 2 decimals. Anything that is not a non-negative decimal reads '0'.
 *
 * @example
 * formatBalance('1234.5678'); // '1,234.56'
 */
export function formatBalance(numeric: string): string {
  const text = numeric.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return '0';
  const thousands = text.split('.')[0]!.replace(/^0+(?=\d)/, '').length >= 4;
  const [integer = '0', fraction] = floorDecimals(text, thousands ? 2 : 3).split('.');
  return fraction ? `${group(integer)}.${fraction}` : group(integer);
}

/**
 * A swap amount (a quote, what was received): as a balance from 1 up (thousands with 2 decimals,
 * else 4), and below 1 with its first 4 significant digits, so 0.004123 ETH is not shown as 0.004.
 * Always floored.
 *
 * @example
 * formatAmount('0.00412345678'); // '0.004123'
 * formatAmount('1234.5678'); // '1,234.56'
 */
export function formatAmount(numeric: string): string {
  const text = numeric.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return '0';
  const [whole = '0', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  if (integer.length >= 4) return formatBalance(text);
  if (integer !== '0') {
    const kept = fraction.slice(0, 4).replace(/0+$/, '');
    return kept ? `${integer}.${kept}` : integer;
  }
  const zeros = /^0*/.exec(fraction)![0].length;
  const kept = fraction.slice(0, Math.min(zeros + 4, 18)).replace(/0+$/, '');
  return kept ? `0.${kept}` : '0';
}

/**
 * A USD value with cents and thousands separators ('$1,234.56'), floored; '$0.00' for anything
 * not a finite non-negative number; '<$0.01' for a positive value below a cent.
 *
 * @example
 * formatUsd(4500); // '$4,500.00'
 */
export function formatUsd(value: number | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '$0.00';
  const cents = Math.floor(Math.round(value * 1000) / 10);
  if (cents === 0 && value > 0) return '<$0.01';
  return `$${group(Math.floor(cents / 100).toString())}.${(cents % 100).toString().padStart(2, '0')}`;
}

/**
 * How many `to` units one `from` unit buys at the quote, as an exact decimal string (18 digits).
 *
 * @example
 * rateOf(1_000_000n, 6, 330_000_000_000_000n, 18); // '0.00033'
 */
export function rateOf(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string {
  if (fromAmount <= 0n) return '0';
  const scaled = (toAmount * 10n ** BigInt(fromDecimals) * 10n ** 18n) / (fromAmount * 10n ** BigInt(toDecimals));
  return formatUnits(scaled, 18);
}

/**
 * How much value the swap loses at the quote, in percent, from the USD prices of both tokens;
 * undefined without both prices. Negative when the quote is worth more than what is paid.
 *
 * @example
 * priceImpact(100, 99.2); // 0.8
 */
export function priceImpact(paidUsd: number | undefined, receivedUsd: number | undefined): number | undefined {
  if (!paidUsd || receivedUsd === undefined || !Number.isFinite(paidUsd) || !Number.isFinite(receivedUsd) || paidUsd <= 0) return undefined;
  return ((paidUsd - receivedUsd) / paidUsd) * 100;
}

/** USD of an amount in base units at a price; undefined without a price. */
export function usdOf(amount: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined || !Number.isFinite(price)) return undefined;
  return Number(formatUnits(amount, decimals)) * price;
}
