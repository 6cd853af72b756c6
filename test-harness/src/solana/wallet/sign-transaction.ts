import { bytesEqual, parseWireMessage, parseWireTransaction, WireFormatError } from '../wire';
import type { Ed25519Signer } from './keys';

/**
 * Signs a serialized transaction (legacy or v0) with `signer`: the ed25519 signature of the
 * message bytes goes into the signer's slot, every other slot is kept. Returns a new array.
 * Throws a {@link WireFormatError} when the bytes are not a transaction or the signer is not
 * among its required signers.
 *
 * @example
 * const signed = signWireTransaction(unsignedBytes, signerFromSeed(seed));
 */
export function signWireTransaction(wire: Uint8Array, signer: Ed25519Signer): Uint8Array {
  const { signatures, messageBytes, signaturesOffset } = parseWireTransaction(wire);
  const message = parseWireMessage(messageBytes);
  if (signatures.length !== message.numRequiredSignatures) {
    throw new WireFormatError(`${signatures.length} signature slots for ${message.numRequiredSignatures} required signers`);
  }
  const index = message.staticAccounts.slice(0, message.numRequiredSignatures).findIndex((key) => bytesEqual(key, signer.publicKey));
  if (index < 0) throw new WireFormatError(`${signer.address} is not a required signer of this transaction`);
  const signed = wire.slice();
  signed.set(signer.sign(messageBytes), signaturesOffset + index * 64);
  return signed;
}
