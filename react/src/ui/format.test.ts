import { describe, expect, it } from 'vitest';
import { localizeNumber, shortAddress } from './format';

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
