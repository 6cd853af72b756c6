import { describe, expect, it } from 'vitest';
import { formatUnits, sameDecimal } from './amount';

describe("base units and decimals (history amounts are shown by the kit's formatCryptoAmount)", () => {
  it('converts base units and compares decimals', () => {
    expect(formatUnits(500_000_000_000_000_000n, 18)).toBe('0.5');
    expect(formatUnits(12_500_000n, 6)).toBe('12.5');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
    expect(sameDecimal('1.50', '1.5')).toBe(true);
    expect(sameDecimal('01.5', '1.5')).toBe(true);
    expect(sameDecimal('1.5', '1.05')).toBe(false);
    expect(sameDecimal(undefined, '1')).toBe(false);
  });
});
