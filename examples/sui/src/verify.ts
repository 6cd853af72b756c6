// Loaded with import() when a sign-in is verified: the Sui SDK's verifier never rides on the page load.
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';

/**
 * Whether `signature` (a Sui serialized signature, base64: scheme flag, signature, public key) signs
 * `message` as a personal message of `address`. Checked offline: the public key must verify the
 * signature and derive exactly `address`. zkLogin signatures, which need a node to check, fail here.
 *
 * @example
 * await verifySuiPersonalMessage({ message: 'Hello', signature, address }); // true
 */
export async function verifySuiPersonalMessage(input: { message: string; signature: string; address: string }): Promise<boolean> {
  try {
    const publicKey = await verifyPersonalMessageSignature(new TextEncoder().encode(input.message), input.signature, { address: input.address });
    return publicKey.toSuiAddress() === input.address;
  } catch {
    return false;
  }
}
