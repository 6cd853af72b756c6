import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';

/**
 * Why `address` is not an SS58 (polkadot) address, or `undefined` when it is: base58 of a 1- or
 * 2-byte network prefix, a 32-byte public key and a 2-byte checksum, the first bytes of
 * blake2b-512("SS58PRE" || prefix || key). Any network prefix is accepted.
 *
 * @example
 * getPolkadotAddressError('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'); // undefined
 */
export function getPolkadotAddressError(address: unknown): string | undefined {
  if (typeof address !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,64}$/.test(address)) return 'Expected base58';
  const bytes = base58.decode(address);
  const first = bytes[0] ?? 255;
  // Prefix bytes below 64 are a 1-byte prefix, 64 to 127 start a 2-byte prefix.
  const body = first < 64 ? 33 : first < 128 ? 34 : 0;
  if (bytes.length !== body + 2) return 'Expected a 32-byte SS58 account';
  const hash = blake2b(Uint8Array.of(...new TextEncoder().encode('SS58PRE'), ...bytes.subarray(0, body)));
  if (hash[0] !== bytes[body] || hash[1] !== bytes[body + 1]) return 'SS58 checksum mismatch';
}
