/** A non-negative decimal string ('1234.5678', '0.5', '12'). */
const DECIMAL = /^\d+(\.\d+)?$/;

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
