import { describe, expect, it } from 'vitest';
import { getEip155AddressError, toChecksumAddress } from './address';
import { loadVectors } from '@latchkey/test-harness/vectors';

interface Case { address: string; lowercase_input: string; expected_toChecksumAddress: string; expected_checksum_valid: boolean }
const vectors = loadVectors<{ cases: Case[]; spec_js_example: { input: string; output: string } }>('eip55/eip55_vectors.json');

/** Flips the case of the first hex letter, which always breaks a mixed-case checksum. */
function flipFirstLetter(address: string): string {
  const i = address.slice(2).search(/[a-fA-F]/) + 2;
  const c = address.charAt(i);
  return address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1);
}

describe('EIP-55 vectors', () => {
  it('loads 8 cases', () => expect(vectors.cases).toHaveLength(8));

  it.each(vectors.cases)('$address', (c) => {
    expect(c.expected_checksum_valid).toBe(true);
    expect(toChecksumAddress(c.lowercase_input)).toBe(c.expected_toChecksumAddress);
    expect(toChecksumAddress(c.address.toUpperCase().replace('0X', '0x'))).toBe(c.address);
    expect(toChecksumAddress(c.address.slice(2))).toBe(c.address);
    expect(getEip155AddressError(c.address)).toBeUndefined();
    expect(getEip155AddressError(c.address.slice(2))).toBeUndefined();
  });

  it('spec JS example', () => {
    expect(toChecksumAddress(vectors.spec_js_example.input)).toBe(vectors.spec_js_example.output);
  });

  it.each(vectors.cases)('a flipped letter case breaks the checksum: $address', ({ address }) => {
    const mutated = flipFirstLetter(address);
    // All-caps/all-lower vectors become mixed case after one flip, so all 8 must now fail.
    expect(getEip155AddressError(mutated)).toBe('EIP-55 checksum mismatch');
  });
});

describe('eip155 hand-written cases', () => {
  it('accepts unchecksummed all-lowercase and all-uppercase input (SPEC §5: 40 hex digits)', () => {
    expect(getEip155AddressError('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBeUndefined();
    expect(getEip155AddressError('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBeUndefined();
  });

  it.each([
    '', '0x', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0',
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n', '0x５aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
  ])('rejects %j', (value) => {
    expect(getEip155AddressError(value)).toBe('Expected 40 hex digits with optional 0x');
    expect(() => toChecksumAddress(value)).toThrow('Invalid address');
  });
});
