import { describe, expect, it } from 'vitest';
import { sameDecimal } from './amount';

// Base units are converted by the kernel's formatUnits (kernel/src/units.test.ts).
describe("decimals (history amounts are shown by the kit's formatCryptoAmount)", () => {
  it('compares decimals', () => {
    expect(sameDecimal('1.50', '1.5')).toBe(true);
    expect(sameDecimal('01.5', '1.5')).toBe(true);
    expect(sameDecimal('1.5', '1.05')).toBe(false);
    expect(sameDecimal(undefined, '1')).toBe(false);
  });
});
