import { describe, expect, it } from 'vitest';
import { isKitError } from '../errors';
import { assertAddress, getAddressError, isAddress } from './address';
import { CHAIN_NAMESPACES } from './types';

const GOOD: Record<string, string> = {
  eip155: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  solana: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  bip122: 'bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk',
  cosmos: 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
};

const JUNK: unknown[] = [
  '', ' ', ':', '1', '0x', 'null', '\u0000', '💥', 'é'.repeat(64), '\u00ff'.repeat(100), '1'.repeat(10_000),
  'bc1' + 'q'.repeat(5_000), 'cosmos1' + 'q'.repeat(5_000), 'z'.repeat(2_000), 'ａｂｃ',
  undefined, null, 0, 1n, NaN, {}, [], ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'], () => 1, Symbol('x'),
  { toString: () => '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' },
];

describe('isAddress / getAddressError', () => {
  it.each(CHAIN_NAMESPACES)('accepts a %s address and rejects the others', (namespace) => {
    expect(isAddress(namespace, GOOD[namespace])).toBe(true);
    expect(getAddressError(namespace, GOOD[namespace])).toBeUndefined();
    for (const other of CHAIN_NAMESPACES) if (other !== namespace) expect(isAddress(namespace, GOOD[other])).toBe(false);
  });

  it.each(CHAIN_NAMESPACES)('never throws on junk (%s)', (namespace) => {
    for (const junk of JUNK) {
      expect(() => isAddress(namespace, junk)).not.toThrow();
      expect(isAddress(namespace, junk)).toBe(false);
      expect(typeof getAddressError(namespace, junk)).toBe('string');
    }
  });

  it('unknown namespace', () => {
    expect(getAddressError('starknet', GOOD.eip155)).toBe('Unsupported chain namespace');
    expect(isAddress('', GOOD.eip155)).toBe(false);
    expect(isAddress(undefined as unknown as string, GOOD.eip155)).toBe(false);
  });

  it('assertAddress throws a ValidationError with the reason', () => {
    expect(() => assertAddress('bip122', GOOD.bip122)).not.toThrow();
    try {
      assertAddress('solana', '12345');
      expect.unreachable();
    } catch (error) {
      expect(isKitError(error, 'VALIDATION_ERROR')).toBe(true);
      expect(error).toMatchObject({ shortMessage: 'Invalid address', details: 'Expected base58 of 32 to 44 characters' });
    }
  });
});
