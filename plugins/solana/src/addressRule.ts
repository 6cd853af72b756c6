import { base58 } from '@scure/base';

/**
 * Why `address` is not a Solana address, or `undefined` when it is: base58 of 32 to 44
 * characters that decodes to exactly 32 bytes (on-curve or not; PDAs are addresses too).
 *
 * @example
 * getSolanaAddressError('11111111111111111111111111111111'); // undefined
 * getSolanaAddressError('12345'); // 'Expected base58 of 32 to 44 characters'
 */
export function getSolanaAddressError(address: unknown): string | undefined {
  if (typeof address !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) {
    return 'Expected base58 of 32 to 44 characters';
  }
  if (base58.decode(address).length !== 32) return 'Expected 32 bytes';
}
