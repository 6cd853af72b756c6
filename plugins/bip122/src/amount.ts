/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000n;
export const BTC_DECIMALS = 8;

/**
 * Satoshis as a decimal amount of BTC, without trailing zeros.
 *
 * @example
 * formatSats(150_000n); // '0.0015'
 */
export function formatSats(sats: bigint | number): string {
  const value = BigInt(sats);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / SATS_PER_BTC;
  const fraction = (abs % SATS_PER_BTC).toString().padStart(BTC_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

// Balances are floored by the kernel's one `floorDecimals` (SPEC §9: 3 decimals, never rounded up);
// the plugin's entry still exports it under its name.
export { floorDecimals } from '@latchkey/kernel/units';

/**
 * A satoshi amount from what a dapp passes: a safe non-negative integer number, a bigint, or a
 * string of digits. Undefined for anything else (fractions, negatives, NaN, text).
 *
 * @example
 * toSats('1500'); // 1500n
 * toSats(0.5); // undefined
 */
export function toSats(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return BigInt(value);
  return undefined;
}
