// The formatting of crypto amounts: ConnectButton's balance (loaded with its connected parts,
// `ui/connectedParts.ts`, once an account connects) and the modal's views. The rest of the
// kit's formatting (`format.ts`: fiat values, `Amount`) is for the modal's views.

export { shortAddress } from './shortAddress';

/**
 * A decimal the kit formatted in English ('1,234.56', '0.004123') written as `locale` writes
 * numbers: its digits, separators and grouping, with the same fraction digits. Exact for any
 * length (Intl formats the decimal string, not a float); the input back if Intl cannot.
 *
 * @example
 * localizeNumber('1,234.56', 'de'); // '1.234,56'
 * localizeNumber('0.5', 'ar');      // '٠٫٥'
 */
export function localizeNumber(text: string, locale: string): string {
  const plain = text.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain) || locale === 'en') return text;
  const digits = plain.split('.')[1]?.length ?? 0;
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(plain as unknown as number);
  } catch {
    return text;
  }
}

/** A non-negative decimal string as amounts arrive ('1234.5678', '0.5', '12'). */
const DECIMAL = /^\d+(\.\d+)?$/;
/** SPEC §9: balances and history floored to 3 decimals… */
const AMOUNT_DECIMALS = 3;
/** …and from a thousand up, to 2. */
const THOUSANDS_DECIMALS = 2;
/** An amount below 0.001 keeps this many significant digits (0.000123, not 0)… */
const SMALL_SIGNIFICANT = 3;
/** …down to this many fraction digits; anything smaller reads '<0.000001'. */
const SMALLEST_DECIMALS = 6;

export interface CryptoAmountOptions {
  /**
   * Every fraction digit kept (trailing zeros still dropped): an amount the visitor typed or a
   * dapp asks to be paid is shown as it will be sent, never rounded.
   */
  exact?: boolean;
  /**
   * At least this many significant digits, floored, however small the amount (no '<0.000001'):
   * for a quote, a rate or a minimum to receive, where 3 decimals would hide the difference
   * between two amounts (0.004154 and 0.004112 ETH both read 0.004). Never fewer decimals than
   * the rule above; ignored with `exact`.
   */
  significant?: number;
}

/** Groups an integer's digits by three with commas ('1234567' → '1,234,567'). */
const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A crypto amount as every view of the kit shows it, in `locale`'s digits, separators and grouping
 * (through Intl, exact for any length: the decimal string is formatted, never a float).
 *
 * The rule (SPEC §9): floored, never rounded up (a balance never shows more than the visitor has);
 * 3 decimals, from a thousand up 2; trailing zeros dropped ('98', not '98.000000'). An amount too
 * small for 3 decimals keeps its first 3 significant digits (0.000123) down to 6 decimals, and
 * reads '<0.000001' below that, so something is never shown as 0. With `exact`, all digits stay;
 * with `significant`, at least that many significant digits.
 *
 * Takes a non-negative decimal string (base units go through the kernel's `formatUnits` first);
 * anything else gives '' (show nothing rather than a wrong number).
 *
 * @example
 * formatCryptoAmount('98.000000', 'en');   // '98'
 * formatCryptoAmount('9999.997', 'en');    // '9,999.99'
 * formatCryptoAmount('0.00012345', 'en');  // '0.000123'
 * formatCryptoAmount('1234.5', 'de');      // '1.234,5'
 * formatCryptoAmount('0.1234567', 'en', { exact: true }); // '0.1234567'
 * formatCryptoAmount('0.00415478', 'en', { significant: 4 }); // '0.004154'
 */
export function formatCryptoAmount(value: string, locale: string, options: CryptoAmountOptions = {}): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text)) return '';
  const [whole = '0', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  let kept: string;
  if (options.exact) kept = fraction.replace(/0+$/, '');
  else {
    let decimals = integer.length >= 4 ? THOUSANDS_DECIMALS : AMOUNT_DECIMALS;
    const significant = options.significant !== undefined && Number.isSafeInteger(options.significant) && options.significant > 0 ? options.significant : 0;
    // The fraction digits that hold `significant` digits: after the integer's, or after the leading zeros.
    if (significant) decimals = Math.max(decimals, integer === '0' ? /^0*/.exec(fraction)![0].length + significant : significant - integer.length);
    kept = fraction.slice(0, decimals).replace(/0+$/, '');
    if (!kept && integer === '0' && /[1-9]/.test(fraction)) {
      const zeros = /^0*/.exec(fraction)![0].length;
      kept = fraction.slice(0, Math.min(zeros + SMALL_SIGNIFICANT, SMALLEST_DECIMALS)).replace(/0+$/, '');
      if (!kept) return `<${localizeNumber(`0.${'0'.repeat(SMALLEST_DECIMALS - 1)}1`, locale)}`;
    }
  }
  return localizeNumber(kept ? `${group(integer)}.${kept}` : group(integer), locale);
}
