import { describe, expect, it } from 'vitest';
import { amountProblem, formatUnits, fractionDigits, parseUnits, typedAmount } from './amount';

describe('amounts in a token’s decimals', () => {
  it('parses exactly, refusing more decimals than the token has (never rounds)', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseUnits('.5', 6)).toBe(500_000n);
    expect(parseUnits('1.', 6)).toBe(1_000_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('0.0000001', 6)).toBeUndefined();
    expect(parseUnits('1.500000000', 6)).toBe(1_500_000n);
    expect(parseUnits('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n);
    for (const bad of ['', ' ', 'abc', '1,5', '-1', '1e3', '0x10', '1.2.3']) expect(parseUnits(bad, 6), bad).toBeUndefined();
  });

  it('formats base units exactly', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 9)).toBe('0');
    expect(formatUnits(-25n, 1)).toBe('-2.5');
    expect(fractionDigits('1.2500')).toBe(2);
  });

  it('says what is wrong with an amount: not a number, zero, too many decimals, more than held', () => {
    expect(amountProblem('abc', 6, '10')).toBe('amount');
    expect(amountProblem('0', 6, '10')).toBe('amount');
    expect(amountProblem('0.0', 6, '10')).toBe('amount');
    expect(amountProblem('0.0000001', 6, '10')).toBe('decimals');
    expect(amountProblem('10.000001', 6, '10')).toBe('insufficient');
    expect(amountProblem('10', 6, '10')).toBeUndefined();
    expect(amountProblem('3', 6, undefined)).toBeUndefined();
  });

  it('lets only digits and one point be typed; a comma is taken as the point', () => {
    expect(typedAmount('1,5')).toBe('1.5');
    expect(typedAmount('12.')).toBe('12.');
    expect(typedAmount(' 1 ')).toBe('1');
    expect(typedAmount('')).toBe('');
    expect(typedAmount('1.2.3')).toBeUndefined();
    expect(typedAmount('1e5')).toBeUndefined();
    expect(typedAmount('-2')).toBeUndefined();
  });
});
