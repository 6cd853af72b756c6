import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './units';

describe('token units', () => {
  it('formats base units exactly, trailing zeros dropped, any sign', () => {
    expect([formatUnits(1_500_000n, 6), formatUnits(0n, 18), formatUnits(1n, 18), formatUnits(-25n, 1), formatUnits(10n ** 30n, 0)]).toEqual(['1.5', '0', '0.000000000000000001', '-2.5', '1' + '0'.repeat(30)]);
  });

  it('parses typed decimals exactly, refusing what would round and what is not a number', () => {
    expect([parseUnits('1.5', 6), parseUnits(' .5 ', 6), parseUnits('1.', 0), parseUnits('2.500000', 1)]).toEqual([1_500_000n, 500_000n, 1n, 25n]);
    for (const bad of ['0.0000001', '', '-1', '1e3', '1.2.3', 'abc', '9'.repeat(101)]) expect(parseUnits(bad, 6), bad).toBeUndefined();
  });
});
