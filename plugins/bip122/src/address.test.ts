import { bech32, bech32m } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { getBip122AddressError } from './address';
import { loadVectors } from '@latchkey/test-harness/vectors';

interface Entry { string: string; reason?: string }
interface Segwit extends Entry { hrp: string; witness_version: number; script_pubkey_hex: string }
interface Vectors {
  bech32: { valid: Entry[]; invalid: Entry[] };
  bech32m: { valid: Entry[]; invalid: Entry[] };
  segwit_address: { valid: Segwit[]; invalid: Entry[] };
  bip173_segwit_valid_superseded_by_bip350: Entry[];
}
const v = loadVectors<Vectors>('bitcoin/bip173_bip350_vectors.json');

describe('BIP-173/350 segwit address vectors', () => {
  it('loads 8 valid, 23 invalid, 3 superseded', () => {
    expect([v.segwit_address.valid.length, v.segwit_address.invalid.length]).toEqual([8, 23]);
    expect(v.bip173_segwit_valid_superseded_by_bip350).toHaveLength(3);
  });

  it.each(v.segwit_address.valid)('valid: $string', (c) => {
    expect(getBip122AddressError(c.string)).toBeUndefined();
    // Cross-check the program the vector states (scriptPubKey = OP_n, push length, program).
    const decoded = (c.witness_version === 0 ? bech32 : bech32m).decode(c.string as `${string}1${string}`);
    const program = bech32.fromWords(decoded.words.slice(1));
    const op = c.witness_version === 0 ? 0 : 0x50 + c.witness_version;
    expect(decoded.prefix).toBe(c.hrp);
    expect(Buffer.from([op, program.length, ...program]).toString('hex')).toBe(c.script_pubkey_hex);
  });

  it.each(v.segwit_address.invalid)('invalid: $reason ($string)', ({ string }) => {
    expect(getBip122AddressError(string)).toBeDefined();
  });

  it.each(v.bip173_segwit_valid_superseded_by_bip350)('pre-BIP-350 Bech32 v1+ is rejected: $string', ({ string }) => {
    expect(getBip122AddressError(string)).toBe('Wrong checksum variant for the witness version');
  });
});

// The generic vectors use test HRPs and payloads, not addresses. What applies to addresses: none
// is a Bitcoin address, and the invalid ones must fail every bech32-based validator. The codec
// contract the validators rely on (@scure/base) is checked too: each valid string decodes with its
// own variant only, and each invalid one decodes with neither.
describe.each(['bech32', 'bech32m'] as const)('BIP-173/350 generic %s vectors', (variant) => {
  const coder = variant === 'bech32' ? bech32 : bech32m;
  const other = variant === 'bech32' ? bech32m : bech32;

  it('loads 7 valid and 12 or 14 invalid', () => {
    expect(v[variant].valid).toHaveLength(7);
    expect(v[variant].invalid).toHaveLength(variant === 'bech32' ? 12 : 14);
  });

  it.each(v[variant].valid)('valid string, not a Bitcoin address: $string', ({ string }) => {
    expect(coder.decodeUnsafe(string)).toBeTruthy();
    expect(other.decodeUnsafe(string)).toBeFalsy();
    expect(getBip122AddressError(string)).toBeDefined();
  });

  it.each(v[variant].invalid)('invalid: $reason', ({ string }) => {
    expect(coder.decodeUnsafe(string)).toBeFalsy();
    expect(other.decodeUnsafe(string)).toBeFalsy();
    expect(getBip122AddressError(string)).toBeDefined();
  });
});

describe('bip122 hand-written cases', () => {
  it.each([
    ['mainnet P2PKH (genesis coinbase)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['mainnet P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['testnet P2PKH', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['testnet P2SH', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
    ['regtest P2WPKH', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'],
  ])('accepts %s', (_label, address) => expect(getBip122AddressError(address)).toBeUndefined());

  it.each([
    ['changed char in P2PKH', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'Invalid base58check checksum'],
    ['Dogecoin P2PKH (version 0x1e)', 'DBcZSePDaMMduBMLymWHXhkE5ArFEvkagU', 'Unknown address version'],
    ['Litecoin HRP', 'ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0', 'Invalid base58check address'],
    ['bad-checksum "Taproot" spec example', 'bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e', 'Invalid bech32 address'],
    ['base58 with 0', '10A1zP1eP5QGefi2DMPTfTL5SLmv7Divf', 'Invalid base58check address'],
  ])('rejects %s', (_label, address, reason) => expect(getBip122AddressError(address)).toBe(reason));
});
