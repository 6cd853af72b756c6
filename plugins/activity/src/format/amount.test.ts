import { describe, expect, it } from 'vitest';
import { floorDecimals, formatAmount, formatUnits, sameDecimal } from './amount';

describe('history amounts (SPEC §9)', () => {
  it('floors to 3 decimals below a thousand, never rounding up', () => {
    expect(formatAmount('0.123456')).toBe('0.123');
    expect(formatAmount('0.9999')).toBe('0.999');
    expect(formatAmount('12.5')).toBe('12.5');
    expect(formatAmount('999.9999')).toBe('999.999');
    expect(formatAmount('0.0004')).toBe('0');
    expect(formatAmount('007.100')).toBe('7.1');
  });

  it('from a thousand up: separators and 2 decimals', () => {
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('1234.5678')).toBe('1,234.56');
    expect(formatAmount('999999.999')).toBe('999,999.99');
    expect(formatAmount('1234567.001')).toBe('1,234,567');
  });

  it('shows no amount for what is not a non-negative decimal', () => {
    for (const bad of [undefined, '', '-1', '1e5', '0x10', '1.2.3', 'NaN', ' ']) expect(formatAmount(bad)).toBeUndefined();
  });

  it('converts base units and compares decimals', () => {
    expect(formatUnits(500_000_000_000_000_000n, 18)).toBe('0.5');
    expect(formatUnits(12_500_000n, 6)).toBe('12.5');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
    expect(floorDecimals('1.23456', 3)).toBe('1.234');
    expect(sameDecimal('1.50', '1.5')).toBe(true);
    expect(sameDecimal('01.5', '1.5')).toBe(true);
    expect(sameDecimal('1.5', '1.05')).toBe(false);
    expect(sameDecimal(undefined, '1')).toBe(false);
  });
});
