/**
 * Floors a non-negative decimal string to `digits` fraction digits and drops trailing zeros
 * (SPEC §9: balances are floored to 3 decimals, never rounded up past what the visitor owns).
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
