import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Amount, formatCryptoAmount, formatFiatAmount, localizeNumber, shortAddress, withAmounts } from './format';

describe('localizeNumber', () => {
  it("writes an amount the way the locale writes numbers, with the same fraction digits", () => {
    expect(localizeNumber('1,234.56', 'de')).toBe('1.234,56');
    expect(localizeNumber('1,234.56', 'fr')).toBe('1\u202f234,56');
    expect(localizeNumber('0.5', 'ar-EG')).toBe('٠٫٥');
    expect(localizeNumber('1,234.5', 'fa')).toBe('۱٬۲۳۴٫۵');
    expect(localizeNumber('12', 'fa')).toBe('۱۲');
    expect(localizeNumber('1,000,000', 'hi')).toBe('10,00,000');
    expect(localizeNumber('0.004123', 'ja')).toBe('0.004123');
  });

  it('is exact for any length (no float rounding) and leaves English and non-numbers as they are', () => {
    expect(localizeNumber('123456789012345678.123456789012345678', 'de')).toBe('123.456.789.012.345.678,123456789012345678');
    expect(localizeNumber('1,234.56', 'en')).toBe('1,234.56');
    expect(localizeNumber('—', 'de')).toBe('—');
    expect(localizeNumber('1.2.3', 'de')).toBe('1.2.3');
    expect(shortAddress('0x1234567890abcdef1234')).toBe('0x1234…1234');
  });
});

describe('formatCryptoAmount: one rule for every crypto amount the kit shows', () => {
  it.each([
    // [amount, locale, shown] — SPEC §9: floored to 3 decimals, from a thousand up 2, zeros trimmed.
    ['98.000000', 'en', '98'],
    ['9999.997', 'en', '9,999.99'],
    ['1.23456789', 'en', '1.234'],
    ['0.5', 'en', '0.5'],
    ['0', 'en', '0'],
    ['0.000', 'en', '0'],
    ['1000', 'en', '1,000'],
    ['1234567.899', 'en', '1,234,567.89'],
    ['007.100', 'en', '7.1'],
    // Too small for 3 decimals: the first significant digits, never '0'; below 6 decimals '<0.000001'.
    ['0.000123', 'en', '0.000123'],
    ['0.00012345', 'en', '0.000123'],
    ['0.0001', 'en', '0.0001'],
    ['0.00000123', 'en', '0.000001'],
    ['0.0000001', 'en', '<0.000001'],
    ['0.000000000000000001', 'en', '<0.000001'],
    // Locale digits, separators and grouping.
    ['9999.997', 'de', '9.999,99'],
    ['98.000000', 'de', '98'],
    ['0.5', 'de', '0,5'],
    ['0.000123', 'de', '0,000123'],
    ['0.0000001', 'de', '<0,000001'],
    ['9999.997', 'ar-EG', '٩٬٩٩٩٫٩٩'],
    ['0.5', 'ar-EG', '٠٫٥'],
    ['1.23456', 'ar-EG', '١٫٢٣٤'],
    ['1000000.567', 'hi', '10,00,000.56'],
    ['1000000.567', 'hi-IN-u-nu-deva', '१०,००,०००.५६'],
    ['0.25', 'fa', '۰٫۲۵'],
  ])('%s in %s reads %s', (amount, locale, shown) => {
    expect(formatCryptoAmount(amount, locale)).toBe(shown);
  });

  it('is exact for 18-decimal amounts of any size (decimal strings, never floats)', () => {
    // As a float, 123456789012345678.999 would print 123456789012345680.
    expect(formatCryptoAmount('123456789012345678.999999999999999999', 'en')).toBe('123,456,789,012,345,678.99');
    expect(formatCryptoAmount('0.999999999999999999', 'en')).toBe('0.999');
    expect(formatCryptoAmount('123456789012345678.999999999999999999', 'de')).toBe('123.456.789.012.345.678,99');
  });

  it('keeps every digit of an amount to be paid or sent with `exact`, trimmed and localized', () => {
    expect(formatCryptoAmount('1234.567890', 'en', { exact: true })).toBe('1,234.56789');
    expect(formatCryptoAmount('0.000000000000000001', 'en', { exact: true })).toBe('0.000000000000000001');
    expect(formatCryptoAmount('98.000000', 'de', { exact: true })).toBe('98');
    expect(formatCryptoAmount('2.5', 'ar-EG', { exact: true })).toBe('٢٫٥');
  });

  it('keeps `significant` digits of a quote or a rate, floored, however small, never fewer decimals than the rule', () => {
    // 3 decimals would show a quote and its minimum alike (both 0.004).
    expect(formatCryptoAmount('0.004154789', 'en', { significant: 4 })).toBe('0.004154');
    expect(formatCryptoAmount('0.004112345', 'en', { significant: 4 })).toBe('0.004112');
    expect(formatCryptoAmount('0.000332333333', 'en', { significant: 4 })).toBe('0.0003323');
    // A rate of a token worth a millionth of a cent: its digits, not '<0.000001'.
    expect(formatCryptoAmount('0.000000009512345678', 'en', { significant: 4 })).toBe('0.000000009512');
    expect(formatCryptoAmount('0.000000009512345678', 'de', { significant: 4 })).toBe('0,000000009512');
    // From 1 up the rule already holds enough digits; trailing zeros still go.
    expect(formatCryptoAmount('12.345678', 'en', { significant: 4 })).toBe('12.345');
    expect(formatCryptoAmount('1234.5678', 'en', { significant: 4 })).toBe('1,234.56');
    expect(formatCryptoAmount('0.5000', 'en', { significant: 4 })).toBe('0.5');
    expect(formatCryptoAmount('0', 'en', { significant: 4 })).toBe('0');
  });

  it('shows nothing rather than a wrong number for anything that is not a non-negative decimal', () => {
    for (const bad of ['', 'abc', '-1', '1e18', '1,000', '.5', '1.', 'NaN']) expect(formatCryptoAmount(bad, 'en')).toBe('');
  });
});

describe('formatFiatAmount: one rule for fiat values', () => {
  it.each([
    [4500, 'USD', 'en', '$4,500.00'],
    [4500.129, 'USD', 'en', '$4,500.12'],
    [0.29, 'USD', 'en', '$0.29'],
    [0, 'USD', 'en', '$0.00'],
    [0.004, 'USD', 'en', '<$0.01'],
    ['1234.5', 'EUR', 'de', '1.234,50\u00a0€'],
    [1234.5, 'USD', 'hi', '$1,234.50'],
    [1234567.891, 'USD', 'hi', '$12,34,567.89'],
    [1234.5, 'USD', 'ar-EG', '\u200f١٬٢٣٤٫٥٠\u00a0US$'],
    [1234.5, 'JPY', 'en', '¥1,234'],
  ])('%s %s in %s reads %s', (value, currency, locale, shown) => {
    expect(formatFiatAmount(value, currency, locale)).toBe(shown);
  });

  it('shows nothing for a value that is not a finite number or a currency Intl does not know', () => {
    expect(formatFiatAmount(Number.NaN, 'USD', 'en')).toBe('');
    expect(formatFiatAmount(Infinity, 'USD', 'en')).toBe('');
    expect(formatFiatAmount(undefined, 'USD', 'en')).toBe('');
    expect(formatFiatAmount('abc', 'USD', 'en')).toBe('');
    expect(formatFiatAmount(1, 'NOT-A-CURRENCY', 'en')).toBe('');
  });
});

describe('Amount and withAmounts: an amount and its symbol read as one left-to-right unit', () => {
  const html = (node: unknown) => renderToStaticMarkup(createElement('p', null, node as never));

  it('Amount isolates the amount and its symbol left to right, whatever the text around it', () => {
    expect(html(createElement(Amount, { children: '9,999.99 ETH' }))).toBe('<p><bdi dir="ltr" class="lk-amount">9,999.99 ETH</bdi></p>');
    expect(html(createElement(Amount, { className: 'lk-strong', children: '1 USDC' }))).toBe('<p><bdi dir="ltr" class="lk-amount lk-strong">1 USDC</bdi></p>');
  });

  it('withAmounts isolates each amount inside a translated sentence, in order, and nothing else', () => {
    expect(html(withAmounts('الرصيد: 9,999.99 ETH', '9,999.99 ETH'))).toBe('<p>الرصيد: <bdi dir="ltr" class="lk-amount">9,999.99 ETH</bdi></p>');
    expect(html(withAmounts('You swapped 1 ETH for 2,990 USDC.', '1 ETH', '2,990 USDC'))).toBe(
      '<p>You swapped <bdi dir="ltr" class="lk-amount">1 ETH</bdi> for <bdi dir="ltr" class="lk-amount">2,990 USDC</bdi>.</p>',
    );
    // The second '1 ETH' is looked for after the first: a repeated amount is isolated twice.
    expect(html(withAmounts('1 ETH then 1 ETH', '1 ETH', '1 ETH'))).toBe('<p><bdi dir="ltr" class="lk-amount">1 ETH</bdi> then <bdi dir="ltr" class="lk-amount">1 ETH</bdi></p>');
  });

  it('withAmounts leaves a sentence without the amount (a translation that writes it otherwise) as it is', () => {
    expect(withAmounts('Balance: ETH 5', '5 ETH')).toBe('Balance: ETH 5');
    expect(withAmounts('Balance: 5 ETH', '')).toBe('Balance: 5 ETH');
  });
});
