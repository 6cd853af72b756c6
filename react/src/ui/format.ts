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
