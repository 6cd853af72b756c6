import { describe, expect, it } from 'vitest';
import { formatCryptoAmount } from '@latchkey/react/ui';
import { normalizeAmount, toUnits } from './amount';

describe('payment amounts', () => {
  it('normalise strings and plain numbers, refusing anything else', () => {
    expect(['2', ' 2.50 ', '002.5', '.5', '5.', 0.05, 1234].map(normalizeAmount)).toEqual(['2', '2.5', '2.5', '0.5', '5', '0.05', '1234']);
    for (const bad of ['', '-1', '1e3', '1,5', '0x10', '1.2.3', 1e-7, Number.NaN, Infinity, null, undefined, {}, '9'.repeat(101)]) expect(normalizeAmount(bad), String(bad)).toBeUndefined();
  });

  it('convert to base units exactly, never rounding', () => {
    expect(toUnits('2', 6)).toBe(2_000_000n);
    expect(toUnits('0.000001', 6)).toBe(1n);
    expect(toUnits('0.0000001', 6)).toBeUndefined();
    expect(toUnits('1.10', 1)).toBe(11n);
    expect(toUnits('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n);
  });

  it("are shown exactly as they will be paid (never floored), in the kit's one format", () => {
    expect(formatCryptoAmount('1234567.891011', 'en', { exact: true })).toBe('1,234,567.891011');
    expect(formatCryptoAmount('2', 'en', { exact: true })).toBe('2');
  });
});
