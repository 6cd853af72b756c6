import { describe, expect, it } from 'vitest';
import { floorDecimals, formatBalance, formatUsd } from './format';

describe('SPEC §9 balance formatting', () => {
  it('floors to 3 decimals, never rounding up past what is held', () => {
    expect(formatBalance('0.123456')).toBe('0.123');
    expect(formatBalance('0.9999')).toBe('0.999');
    expect(formatBalance('1.5')).toBe('1.5');
    expect(formatBalance('999.9999')).toBe('999.999');
    expect(formatBalance('12')).toBe('12');
  });

  it('from a thousand up: thousands separators and 2 decimals, floored', () => {
    expect(formatBalance('1000')).toBe('1,000');
    expect(formatBalance('1234.5678')).toBe('1,234.56');
    expect(formatBalance('1234.999')).toBe('1,234.99');
    expect(formatBalance('1000000.1')).toBe('1,000,000.1');
    expect(formatBalance('123456789012345678901234.56789')).toBe('123,456,789,012,345,678,901,234.56');
  });

  it('an amount too small to show reads 0; leading zeros and junk are handled', () => {
    expect(formatBalance('0.0009')).toBe('0');
    expect(formatBalance('0000.5')).toBe('0.5');
    expect(formatBalance('-1')).toBe('0');
    expect(formatBalance('1e21')).toBe('0');
    expect(formatBalance('')).toBe('0');
  });

  it('floorDecimals keeps as many digits as asked', () => {
    expect(floorDecimals('1.23456', 3)).toBe('1.234');
    expect(floorDecimals('1.2', 0)).toBe('1');
    expect(floorDecimals('007.100', 2)).toBe('7.1');
  });

  it('USD values: cents and separators, floored, never negative or NaN', () => {
    expect(formatUsd(4500)).toBe('$4,500.00');
    expect(formatUsd(1234.567)).toBe('$1,234.56');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-5)).toBe('$0.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsd(undefined)).toBe('$0.00');
  });
});
