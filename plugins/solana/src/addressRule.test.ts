import { describe, expect, it } from 'vitest';
import { getSolanaAddressError } from './addressRule';
import { loadVectors } from '@latchkey/test-harness/vectors';

interface Valid { address: string; expected_from_source?: { isAddress?: boolean } }
interface Invalid { input: string; reason: string }
interface Derivation { kind: string; expected: string }
const vectors = loadVectors<{ valid: Valid[]; invalid: Invalid[]; derivations: Derivation[]; base58_comparator_order: { input: string[] } }>(
  'solana/solana_address_vectors.json',
);

describe('Solana address vectors', () => {
  it('loads 16 valid and 8 invalid cases', () => {
    expect(vectors.valid).toHaveLength(16);
    expect(vectors.invalid).toHaveLength(8);
  });

  it.each(vectors.valid)('valid: $address', ({ address, expected_from_source }) => {
    expect(expected_from_source?.isAddress ?? true).toBe(true);
    expect(getSolanaAddressError(address)).toBeUndefined();
  });

  it.each(vectors.invalid)('invalid: $input ($reason)', ({ input }) => {
    expect(getSolanaAddressError(input)).toBeDefined();
  });

  // Derivation results (PDAs, createWithSeed) are off-curve and still addresses; only the outputs
  // are checked here, deriving them is not this module's job.
  it.each(vectors.derivations)('derived $kind result is an address: $expected', ({ expected }) => {
    expect(getSolanaAddressError(expected)).toBeUndefined();
  });

  it('every address in the comparator-order vector is an address', () => {
    expect(vectors.base58_comparator_order.input).toHaveLength(10);
    for (const address of vectors.base58_comparator_order.input) expect(getSolanaAddressError(address)).toBeUndefined();
  });

  it('31-byte decodes are rejected on length, not on charset', () => {
    expect(getSolanaAddressError('2xea9jWJ9eca3dFiefTeSPP85c6qXqunCqL2h2JNffM')).toBe('Expected 32 bytes');
  });
});
