import { ed25519 } from '@noble/curves/ed25519';
import { hexToBytes } from '../accounts';
import { base58 } from '../wire';

/** An ed25519 key that signs for one Solana address. */
export interface Ed25519Signer {
  /** Base58 public key. */
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** A 64-byte ed25519 signature of `message` (RFC 8032, deterministic). */
  sign(message: Uint8Array): Uint8Array;
}

/**
 * A signer from a 32-byte private key (seed) given as hex.
 *
 * @example
 * const signer = signerFromSeed(SOLANA_TEST_ACCOUNTS[0].seed);
 * signer.address; // 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b'
 */
export function signerFromSeed(seedHex: string): Ed25519Signer {
  const seed = hexToBytes(seedHex);
  if (seed.length !== 32) throw new Error(`an ed25519 seed is 32 bytes, got ${seed.length}`);
  const publicKey = ed25519.getPublicKey(seed);
  return Object.freeze({ address: base58.encode(publicKey), publicKey, sign: (message: Uint8Array) => ed25519.sign(message, seed) });
}

/**
 * Checks an ed25519 signature (what a dapp does with a signMessage or signIn result).
 *
 * @example
 * verifyEd25519(signature, message, account.publicKey); // true
 */
export function verifyEd25519(signature: ArrayLike<number>, message: ArrayLike<number>, publicKey: ArrayLike<number>): boolean {
  try {
    // Wallet Standard types account keys as ReadonlyUint8Array; noble wants plain Uint8Arrays.
    return ed25519.verify(Uint8Array.from(signature), Uint8Array.from(message), Uint8Array.from(publicKey));
  } catch {
    return false;
  }
}
