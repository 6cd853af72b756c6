/** A non-negative decimal string ('1234.5678', '0.5', '12'). */
const DECIMAL = /^\d+(\.\d+)?$/;

/** Groups an integer's digits by three with commas ('1234567' → '1,234,567'). */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Floors a non-negative decimal string to `digits` fraction digits, trailing zeros dropped (an
 * amount is never shown larger than it was).
 *
 * @example
 * floorDecimals('1.23456', 3); // '1.234'
 */
export function floorDecimals(value: string, digits: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return kept ? `${integer}.${kept}` : integer;
}

/**
 * A history amount as the kit shows it (SPEC §9): floored to 3 decimals; from a thousand up, with
 * thousands separators and 2 decimals. Trailing zeros are dropped. Anything that is not a
 * non-negative decimal reads undefined (the row then shows no amount).
 *
 * @example
 * formatAmount('0.123456');  // '0.123'
 * formatAmount('1234.5678'); // '1,234.56'
 * formatAmount('abc');       // undefined
 */
export function formatAmount(numeric: string | undefined): string | undefined {
  const text = numeric?.trim() ?? '';
  if (!DECIMAL.test(text)) return undefined;
  const whole = text.split('.')[0]!.replace(/^0+(?=\d)/, '');
  const floored = floorDecimals(text, whole.length >= 4 ? 2 : 3);
  const [integer = '0', fraction] = floored.split('.');
  return fraction ? `${group(integer)}.${fraction}` : group(integer);
}

/**
 * An integer amount in base units as a decimal string ('1500000', 6 → '1.5').
 *
 * @example
 * formatUnits(10n ** 18n / 2n, 18); // '0.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? (abs % unit).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  const text = fraction ? `${abs / unit}.${fraction}` : `${abs / unit}`;
  return negative ? `-${text}` : text;
}

/**
 * Whether two decimal strings are the same number ('1.50' and '1.5').
 *
 * @example
 * sameDecimal('0.50', '.5'); // false ('.5' is not a decimal string here)
 */
export function sameDecimal(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || !DECIMAL.test(a) || !DECIMAL.test(b)) return false;
  const norm = (v: string) => {
    const [w = '0', f = ''] = v.split('.');
    const whole = w.replace(/^0+(?=\d)/, '');
    const fraction = f.replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : whole;
  };
  return norm(a) === norm(b);
}
