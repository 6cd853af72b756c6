import { describe, expect, it } from 'vitest';
import { floorDecimals, formatUnits, toLamports } from './amount';

describe('amounts', () => {
  it('formats lamports as exact SOL', () => {
    expect(formatUnits(0n)).toBe('0');
    expect(formatUnits(1n)).toBe('0.000000001');
    expect(formatUnits(1_500_000_000n)).toBe('1.5');
    expect(formatUnits(123_456_789_000_000_000n)).toBe('123456789');
  });

  it('floors to 3 decimals (SPEC §9)', () => {
    expect(floorDecimals('1.23456')).toBe('1.234');
    expect(floorDecimals('0.0009')).toBe('0');
    expect(floorDecimals('10.1009')).toBe('10.1');
    expect(floorDecimals('007')).toBe('7');
  });

  it('parses SOL amounts into lamports with at most 9 decimals', () => {
    expect(toLamports('0.01')).toBe(10_000_000n);
    expect(toLamports('1')).toBe(1_000_000_000n);
    expect(toLamports('.5')).toBe(500_000_000n);
    expect(toLamports(' 2.000000001 ')).toBe(2_000_000_001n);
    expect(toLamports('1.0000000000')).toBe(1_000_000_000n);
  });

  it('refuses amounts it would have to round, zero, negative or absurd ones', () => {
    for (const bad of ['0.0000000001', '0', '0.0', '-1', '1e3', 'abc', '', 1 as never, '18446744073.709551616']) {
      expect(() => toLamports(bad), String(bad)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
    }
    expect(toLamports('18446744073.709551615')).toBe((1n << 64n) - 1n);
  });
});
