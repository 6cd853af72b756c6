import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * The EIP-55 mixed-case checksum form of a 20-byte hex address (any case in), or undefined when
 * the text is not `0x` and 40 hex digits.
 *
 * @example
 * toChecksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'); // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export function toChecksumAddress(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}
