import { describe, expect, it } from 'vitest';
import { isKitError } from '../errors/flowErrors';
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress';
import { loadVectors } from '@latchkey/test-harness/vectors';

interface Entry { value: string; label: string }
const { caip10 } = loadVectors<{ caip10: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Entry[]> }>(
  'caip/caip2_caip10_vectors.json',
);

function thrown(fn: () => unknown): { code: string; shortMessage: string; details: string } {
  try {
    fn();
  } catch (error) {
    expect(isKitError(error, 'VALIDATION_ERROR')).toBe(true);
    return error as { code: string; shortMessage: string; details: string };
  }
  throw new Error('expected a throw');
}

describe('parseCaipAddress: CAIP-10 vectors', () => {
  it('loads the expected number of cases', () => {
    expect([caip10.valid.length, caip10.invalid.length, caip10.syntax_valid_namespace_flagged.length]).toEqual([21, 9, 3]);
  });

  // Syntax only, any namespace: whether the address is one of its family is the chain plugin's rule.
  it.each(caip10.valid)('valid: $value', ({ value }) => {
    const [namespace, reference, address] = value.split(':');
    expect(parseCaipAddress(value)).toEqual({ namespace, reference, address, chainId: `${namespace}:${reference}` });
    expect(isCaipAddress(value)).toBe(true);
  });

  it.each(caip10.invalid)('invalid: $label', ({ value }) => {
    const error = thrown(() => parseCaipAddress(value));
    expect(error.shortMessage).toBe('Invalid CAIP address');
    expect(isCaipAddress(value)).toBe(false);
  });

  it.each(caip10.syntax_valid_namespace_flagged)('flagged: syntax-valid, parses (the chain plugin decides the address): $value', ({ value }) => {
    expect(isCaipAddress(value)).toBe(true);
  });
});

describe('CAIP-10 hand-written cases', () => {
  it.each(['', '::', 'eip155:1:', ':1:0xab', 'eip155::0xab', 'eip155:1:0x😀', 'eip155:1:0xab:', 'eip155:1:0xab '])(
    'rejects %j',
    (value) => expect(isCaipAddress(value)).toBe(false),
  );

  it('never throws from isCaipAddress on non-strings', () => {
    for (const value of [undefined, null, 1, {}, []]) expect(isCaipAddress(value)).toBe(false);
  });

  it('formats and validates', () => {
    expect(formatCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP address');
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP address');
  });
});
