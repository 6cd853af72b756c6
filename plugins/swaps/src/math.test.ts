import { describe, expect, it } from 'vitest';
import { priceImpact, rateOf, typedAmount, usdOf } from './format';
import { amountProblem, formatUnits, minimumReceived, parseUnits, validSlippage } from './math';
import { swapNetworks, SWAP_CHAIN_IDS } from './constants';

describe('amounts in base units', () => {
  it('parses and formats exactly, never rounding', () => {
    expect(parseUnits('12.5', 6)).toBe(12_500_000n);
    expect(parseUnits('.5', 18)).toBe(5n * 10n ** 17n);
    expect(parseUnits('1.', 6)).toBe(1_000_000n);
    expect(parseUnits('0.0000001', 6)).toBeUndefined();
    expect(parseUnits('0.10000000', 6)).toBe(100_000n);
    for (const bad of ['', 'abc', '1.2.3', '-1', '1e6', ' ']) expect(parseUnits(bad, 6), bad).toBeUndefined();
    expect(formatUnits(12_500_000n, 6)).toBe('12.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(parseUnits('123456.000123', 6)!, 6)).toBe('123456.000123');
  });

  it('keeps what may be typed to digits and one point', () => {
    expect(typedAmount('1,5')).toBe('1.5');
    expect(typedAmount(' 12 ')).toBe('12');
    expect(typedAmount('1.2.3')).toBeUndefined();
    expect(typedAmount('abc')).toBeUndefined();
    expect(typedAmount('')).toBe('');
  });

  it('says why an amount cannot be swapped', () => {
    expect(amountProblem('', 6, 10n)).toBe('amount');
    expect(amountProblem('0', 6, 10n)).toBe('amount');
    expect(amountProblem('0.0000001', 6, undefined)).toBe('decimals');
    expect(amountProblem('2', 6, 1_999_999n)).toBe('insufficient');
    expect(amountProblem('2', 6, 2_000_000n)).toBeUndefined();
    // An unknown balance does not block (the chain refuses what it must).
    expect(amountProblem('2', 6, undefined)).toBeUndefined();
  });
});

describe('slippage and the quote', () => {
  it('takes the minimum received as the contract does: quoted × (100 − slippage) / 100, floored', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n);
    expect(minimumReceived(4_125_000_000_000_001n, 1)).toBe((4_125_000_000_000_001n * 99n) / 100n);
    expect(minimumReceived(1_000n, 0.5)).toBe(995n);
    expect(minimumReceived(999n, 1)).toBe(989n);
  });

  it('accepts slippage above 0 and below 50 percent only', () => {
    expect([1, 0.1, 49.9].every(validSlippage)).toBe(true);
    expect([0, -1, 50, Number.NaN, '1', undefined].some(validSlippage)).toBe(false);
  });

  it('gives the rate of one token in the other, and the price impact from USD values', () => {
    // 12.5 USDC → 0.0041541666… ETH
    expect(rateOf(12_500_000n, 6, 4_154_166_666_666_666n, 18)).toBe('0.000332333333333333');
    expect(rateOf(10n ** 18n, 18, 2_991_000_000n, 6)).toBe('2991');
    expect(rateOf(0n, 6, 1n, 18)).toBe('0');
    expect(priceImpact(100, 99.7)).toBeCloseTo(0.3, 10);
    expect(priceImpact(undefined, 99)).toBeUndefined();
    expect(priceImpact(100, undefined)).toBeUndefined();
    expect(usdOf(12_500_000n, 6, 1)).toBe(12.5);
    expect(usdOf(1n, 6, undefined)).toBeUndefined();
  });
});

describe('swap networks', () => {
  it('are SPEC §9’s chains, with the dapp’s added once each', () => {
    expect(SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
    expect(swapNetworks()).toHaveLength(12);
    expect(swapNetworks([31337, 1, 31337, -4, 1.5]).slice(-1)).toEqual(['eip155:31337']);
    expect(swapNetworks()[0]).toBe('eip155:1');
  });
});
