import { describe, expect, it } from 'vitest';
import { isKitError } from '../errors/flowErrors';
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './networkId';
import { loadVectors } from '@latchkey/test-harness/vectors';
import { isChainNamespace } from './types';

interface Entry { value: string; label: string }
const { caip2 } = loadVectors<{ caip2: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Entry[]> }>(
  'caip/caip2_caip10_vectors.json',
);

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('isChainNamespace: the CAIP-2 namespace grammar, an open set', () => {
  it('accepts any well-formed namespace, a sixth family included, and refuses the rest', () => {
    for (const ns of ['eip155', 'solana', 'starknet', 'tron', 'aptos', 'hedera-x']) expect(isChainNamespace(ns)).toBe(true);
    for (const ns of [undefined, '', 'ab', 'Starknet', 'toolongnamespace', 'ns_1', '__proto__', 1]) expect(isChainNamespace(ns)).toBe(false);
  });
});

describe('parseCaipNetworkId: CAIP-2 vectors', () => {
  it('loads the expected number of cases', () => {
    expect([caip2.valid.length, caip2.invalid.length, caip2.syntax_valid_namespace_flagged.length]).toEqual([29, 14, 3]);
  });

  // Every namespace parses, whichever family it is (starknet, hedera, … as much as eip155).
  it.each(caip2.valid)('valid: $value', ({ value }) => {
    const [namespace, reference] = value.split(':');
    expect(parseCaipNetworkId(value)).toEqual({ namespace, reference });
    expect(isCaipNetworkId(value)).toBe(true);
  });

  it.each(caip2.invalid)('invalid: $label', ({ value }) => {
    const error = thrown(() => parseCaipNetworkId(value));
    expect(isKitError(error, 'VALIDATION_ERROR')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Invalid CAIP network id');
    expect(isCaipNetworkId(value)).toBe(false);
  });

  // Generic CAIP-2 syntax only: the namespace profiles' extra rules (cosmos 'hashed-' prefix,
  // eip155 decimal reference) are not applied here.
  it.each(caip2.syntax_valid_namespace_flagged)('syntax-valid, profile-flagged, parses: $value', ({ value }) => {
    expect(isCaipNetworkId(value)).toBe(true);
  });
});

describe('CAIP-2 hand-written cases', () => {
  it.each(['', ':', 'eip155:1:2', 'eip155 :1', ' eip155:1', 'eip155:1\n', 'éip155:1', 'eip155:１', '💥:💥'])(
    'rejects %j',
    (value) => expect(isCaipNetworkId(value)).toBe(false),
  );

  it('never throws from isCaipNetworkId on non-strings', () => {
    for (const value of [undefined, null, 1, {}, [], Symbol('x')]) expect(isCaipNetworkId(value)).toBe(false);
    expect(isKitError(thrown(() => parseCaipNetworkId(1 as unknown as string)), 'VALIDATION_ERROR')).toBe(true);
  });

  it('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP network id');
    expect(formatCaipNetworkId('starknet', 'SN_MAIN')).toBe('starknet:SN_MAIN');
    expect(() => formatCaipNetworkId('Starknet', 'SN_MAIN')).toThrow('Invalid CAIP network id');
  });
});
