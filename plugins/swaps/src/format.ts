// What the views compute: typed amounts, rates, price impact and USD values (the kit formats them).
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

/**
 * Significant digits a quote, its minimum and the rate keep (the kit's `formatCryptoAmount` with
 * `significant`): 3 decimals would show 0.004154 ETH and its minimum 0.004112 ETH alike. Balances
 * and fees follow the kit's rule as everywhere else.
 */
export const QUOTE_DIGITS = 4;

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
