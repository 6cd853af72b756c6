import { describe, expect, it } from 'vitest';
import { getCosmosAddressError } from './addressRule';
import { loadVectors } from '@latchkey/test-harness/vectors';

interface SignatureVector { name: string; bech32_prefix: string; derived_by_collector: { signer: string } }
const adr36 = loadVectors<{
  signature_vectors: SignatureVector[];
  documented_example_not_verifiable: { signer_as_published: string; collector_findings: { signer_derived_from_pub_key: string } };
}>('cosmos-adr36/adr36_vectors.json');

describe('cosmos addresses from the ADR-036 vectors', () => {
  it('loads 4 signature vectors', () => expect(adr36.signature_vectors).toHaveLength(4));

  // The signer addresses are derived from real public keys (osmo, terra, inj prefixes).
  it.each(adr36.signature_vectors)('signer of $name is an address', ({ bech32_prefix, derived_by_collector }) => {
    expect(derived_by_collector.signer.startsWith(`${bech32_prefix}1`)).toBe(true);
    expect(getCosmosAddressError(derived_by_collector.signer)).toBeUndefined();
  });

  it('the cosmos-sdk ADR example signer fails its checksum; the derived one passes', () => {
    const example = adr36.documented_example_not_verifiable;
    expect(getCosmosAddressError(example.signer_as_published)).toBe('Invalid bech32 address');
    expect(getCosmosAddressError(example.collector_findings.signer_derived_from_pub_key)).toBeUndefined();
  });
});

describe('cosmos hand-written cases', () => {
  it('accepts the CAIP-10 Cosmos Hub example', () => {
    expect(getCosmosAddressError('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBeUndefined();
  });

  it.each([
    ['uppercase', 'COSMOS1T2UFLQWQE0FSJ0SHCFKRVPUKEWCW40YJJ6HDC0', 'Expected lowercase bech32'],
    ['changed char', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc1', 'Invalid bech32 address'],
    ['Bech32m checksum', 'a1lqfn3a', 'Invalid bech32 address'],
    ['data of 0 bytes', 'a12uel5l', 'Expected 20 or 32 bytes'],
    ['Bitcoin segwit (21-byte data with the version)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'Expected 20 or 32 bytes'],
    ['no separator', 'cosmos', 'Invalid bech32 address'],
  ])('rejects %s', (_label, address, reason) => expect(getCosmosAddressError(address)).toBe(reason));
});
