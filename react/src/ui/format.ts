import { createElement, Fragment, type ReactNode } from 'react';

export { shortAddress, localizeNumber, formatCryptoAmount, type CryptoAmountOptions } from './formatCore';

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
