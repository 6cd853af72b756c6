import { getSolanaAddressError } from './addressRule';

export { getSolanaAddressError };

/**
 * True for a Solana address: base58 that decodes to 32 bytes (SPEC §5).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111'); // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return getSolanaAddressError(value) === undefined;
}
