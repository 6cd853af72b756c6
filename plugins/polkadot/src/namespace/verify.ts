// Verifies a `signRaw` signature (a lazy chunk: @polkadot/util-crypto). Extensions sign the
// message wrapped in <Bytes>…</Bytes>, so that no raw signature can pass for a transaction; the
// verifier checks exactly that wrapped form.
import { u8aWrapBytes } from '@polkadot/util';
import { decodeAddress, ed25519Verify, secp256k1Verify, signatureVerify, sr25519Verify } from '@polkadot/util-crypto';
import { fromHex } from '../encoding';

/** What {@link verifyPolkadotSignature} checks. */
export interface VerifyPolkadotSignatureParameters {
  /** The message as the dapp asked for it to be signed (text or bytes), not wrapped. */
  message: string | Uint8Array;
  /** 0x hex: 64 bytes (sr25519 / ed25519), 65 (ecdsa), or a MultiSignature (a type byte first). */
  signature: string;
  /** The signer's SS58 address (any prefix). */
  address: string;
}

/** The signature without its MultiSignature type byte, for the scheme `signatureVerify` detected. */
function bodyOf(signature: Uint8Array, crypto: string): Uint8Array | undefined {
  if (crypto === 'sr25519' || crypto === 'ed25519') return signature.length === 64 ? signature : signature.length === 65 ? signature.subarray(1) : undefined;
  if (crypto === 'ecdsa') return signature.length === 65 ? signature : signature.length === 66 ? signature.subarray(1) : undefined;
  return undefined;
}

/**
 * True when `signature` is `address`'s signature of `<Bytes>message</Bytes>` (sr25519, ed25519 or
 * ecdsa, as `signatureVerify` detects it). A signature of the bare message is refused: that is
 * not what an extension's `signRaw` produces, and `signatureVerify` alone would accept it.
 * Malformed input is false, never an exception.
 *
 * @example
 * verifyPolkadotSignature({ message: 'Sign in', signature, address }); // true
 */
export function verifyPolkadotSignature({ message, signature, address }: VerifyPolkadotSignatureParameters): boolean {
  try {
    const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
    const sig = fromHex(signature);
    if (!(bytes instanceof Uint8Array) || !sig || sig.length < 64 || sig.length > 66) return false;
    const wrapped = u8aWrapBytes(bytes);
    const publicKey = decodeAddress(address);
    const detected = signatureVerify(wrapped, sig, publicKey);
    if (!detected.isValid) return false;
    // signatureVerify also tries the unwrapped message: confirm it is the wrapped one that verifies.
    const body = bodyOf(sig, detected.crypto);
    if (!body) return false;
    if (detected.crypto === 'sr25519') return sr25519Verify(wrapped, body, publicKey);
    if (detected.crypto === 'ed25519') return ed25519Verify(wrapped, body, publicKey);
    return secp256k1Verify(wrapped, body, publicKey, 'blake2');
  } catch {
    return false;
  }
}
