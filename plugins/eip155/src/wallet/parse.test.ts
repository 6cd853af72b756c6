import { describe, expect, it } from 'vitest';
import { isSignature, isTransactionHash, parseAccounts } from './parse';
import { toChainNumber } from './chainId';

describe('wallet data is validated', () => {
  it('normalises accounts to EIP-55 and drops junk and duplicates', () => {
    expect(
      parseAccounts(['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'junk', 42, '70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x' + 'z'.repeat(40)]),
    ).toEqual([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }]);
    expect(parseAccounts('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual([]);
  });

  it('reads chain ids as hex, decimal strings or numbers, and nothing else', () => {
    expect([toChainNumber('0x7a69'), toChainNumber('31337'), toChainNumber(31337)]).toEqual([31337, 31337, 31337]);
    expect([toChainNumber('0x'), toChainNumber('abc'), toChainNumber(0), toChainNumber(-1), toChainNumber(1.5), toChainNumber(null)]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('checks hashes and signatures against SPEC §3', () => {
    expect(isTransactionHash('0x' + 'ab'.repeat(32))).toBe(true);
    expect(isTransactionHash('0x' + 'ab'.repeat(31))).toBe(false);
    expect(isTransactionHash('0x' + 'zz'.repeat(32))).toBe(false);
    expect(isSignature('0x' + 'a'.repeat(62))).toBe(true);
    expect(isSignature('0x' + 'a'.repeat(61))).toBe(false);
  });
});
