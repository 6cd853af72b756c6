/**
 * Base units (planck) as an exact decimal string, trailing zeros dropped.
 *
 * @example
 * formatUnits(12_345_000_000n, 10); // '1.2345'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Floors a non-negative decimal string to `digits` fraction digits, trailing zeros dropped (SPEC §9:
 * balances are floored to 3 decimals, never rounded up past what the visitor owns).
 *
 * @example
 * floorDecimals('1.2345'); // '1.234'
 * floorDecimals('0.0009'); // '0'
 */
export function floorDecimals(value: string, digits = 3): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return kept ? `${integer}.${kept}` : integer;
}
