import { createElement, Fragment, type ReactNode } from 'react';

/** Truncates an address for display: 0x1234…abcd. */
export function shortAddress(address: string | undefined, head = 6, tail = 4): string {
  if (!address) return '';
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

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

/**
 * A fiat value (a token's worth, a price, a purchase) in `locale`'s currency style: the currency's
 * own minor unit (2 decimals for USD and EUR), floored; a positive value below one minor unit
 * reads '<$0.01'. Numbers are read as the shortest decimal that prints them (0.29 stays 0.29);
 * anything not a finite number (or decimal string) gives ''.
 *
 * @example
 * formatFiatAmount(4500.129, 'USD', 'en'); // '$4,500.12'
 * formatFiatAmount(1234.5, 'EUR', 'de');   // '1.234,50 €'
 * formatFiatAmount(0.004, 'USD', 'en');    // '<$0.01'
 */
export function formatFiatAmount(value: number | string | undefined, currency: string, locale: string): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!/^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text)) return '';
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
  } catch {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
    } catch {
      return '';
    }
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const magnitude = Math.abs(Number(text));
  const unit = 10 ** -digits;
  if (magnitude > 0 && magnitude < unit) return `${text.startsWith('-') ? '-' : ''}<${format.format(unit)}`;
  return format.format(text as unknown as number);
}

/**
 * An amount and its symbol ('9,999.99 ETH') as one left-to-right unit: in a right-to-left language
 * the amount still comes first and the symbol after it, never "ETH 9,999.99" (a `<bdi dir="ltr">`,
 * which isolates it from the text around it), and the two never wrap apart. Every view that prints
 * an amount with its symbol uses it (or {@link withAmounts} inside a sentence).
 *
 * @example
 * <Amount>{`${formatCryptoAmount(balance, locale)} ${symbol}`}</Amount>
 */
export function Amount({ children, className }: { children: ReactNode; className?: string }): ReactNode {
  return createElement('bdi', { dir: 'ltr', className: className ? `lk-amount ${className}` : 'lk-amount' }, children);
}

/**
 * A translated sentence with the amounts in it ('Balance: 9,999.99 ETH', 'You swapped 1 ETH for
 * 2,990 USDC.') each kept as one left-to-right unit ({@link Amount}), in the order given; an amount
 * the translation does not contain leaves the sentence as it is.
 *
 * @example
 * const amount = `${formatCryptoAmount(value, locale)} ${symbol}`;
 * <p>{withAmounts(t('send.token.balance', { amount: formatCryptoAmount(value, locale), symbol }), amount)}</p>
 */
export function withAmounts(sentence: string, ...amounts: string[]): ReactNode {
  const parts: ReactNode[] = [];
  let rest = sentence;
  for (const amount of amounts) {
    const at = amount ? rest.indexOf(amount) : -1;
    if (at < 0) continue;
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push(createElement(Amount, { key: parts.length, children: amount }));
    rest = rest.slice(at + amount.length);
  }
  if (parts.length === 0) return sentence;
  if (rest) parts.push(rest);
  return createElement(Fragment, null, ...parts);
}
