import { keccak_256 } from '@noble/hashes/sha3.js';
import { ValidationError } from '@latchkey/kernel';

const HEX_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 mixed-case checksum form of an EVM address (40 hex digits, optional `0x`, any case).
 * Throws a `ValidationError` when the input is not 40 hex digits. Does not check the input's case.
 *
 * @example
 * toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
 * // '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (typeof address !== 'string' || !HEX_ADDRESS.test(address)) {
    throw new ValidationError('Invalid address', { details: 'Expected 40 hex digits with optional 0x' });
  }
  const hex = address.slice(-40).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    // Nibble i of the hash: high half of byte i/2 for even i, low half for odd i.
    const nibble = ((hash[i >> 1] ?? 0) >> (i & 1 ? 0 : 4)) & 15;
    out += nibble > 7 ? hex.charAt(i).toUpperCase() : hex.charAt(i);
  }
  return out as `0x${string}`;
}

/**
 * Why `address` is not an EVM (eip155) address, or `undefined` when it is. Accepts 40 hex digits
 * with an optional `0x`; all-lowercase and all-uppercase input is taken as unchecksummed, and
 * mixed case must match the EIP-55 checksum.
 *
 * @example
 * getEip155AddressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // undefined
 * getEip155AddressError('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // 'EIP-55 checksum mismatch'
 */
export function getEip155AddressError(address: unknown): string | undefined {
  if (typeof address !== 'string' || !HEX_ADDRESS.test(address)) return 'Expected 40 hex digits with optional 0x';
  const hex = address.slice(-40);
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && toChecksumAddress(hex).slice(2) !== hex) {
    return 'EIP-55 checksum mismatch';
  }
}
