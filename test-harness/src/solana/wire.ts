// Solana wire format, as much of it as the local endpoint and the dev wallets need: where the
// signatures and the message are in a serialized transaction, the message header, the static
// account keys and the recent blockhash. Browser-safe (no Buffer, no node: imports): the dev
// wallets' browser bundle uses it too.
import { base58, base64 } from '@scure/base';

/** Length of an ed25519 signature. */
export const SIGNATURE_LENGTH = 64;
/** Length of a public key, an address and a blockhash. */
export const KEY_LENGTH = 32;

/** A serialized transaction split into its parts (views into the input, not copies). */
export interface WireTransaction {
  /** One 64-byte slot per required signer, in account order; all zero while unsigned. */
  signatures: Uint8Array[];
  /** The signed bytes: everything after the signature list. */
  messageBytes: Uint8Array;
  /** Offset of the first signature in the input (after the compact-u16 count). */
  signaturesOffset: number;
}

/** What the message header and account list say. */
export interface WireMessage {
  version: 'legacy' | number;
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
  /** The static account keys; the first `numRequiredSignatures` are the signers, the first is the fee payer. */
  staticAccounts: Uint8Array[];
  recentBlockhash: Uint8Array;
}

/** A malformed transaction or message; the endpoint answers it with -32602. */
export class WireFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireFormatError';
  }
}

/**
 * Reads a compact-u16 ("shortvec") length at `offset`: 1 to 3 bytes, 7 bits each.
 *
 * @example
 * readCompactU16(new Uint8Array([0x80, 0x01]), 0); // [128, 2]
 */
export function readCompactU16(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new WireFormatError('truncated compact-u16');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new WireFormatError('compact-u16 longer than 3 bytes');
}

/**
 * Splits a serialized transaction into its signature slots and message bytes.
 *
 * @example
 * const { signatures, messageBytes } = parseWireTransaction(bytes);
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, signaturesOffset] = readCompactU16(bytes, 0);
  const messageStart = signaturesOffset + count * SIGNATURE_LENGTH;
  if (count === 0) throw new WireFormatError('a transaction needs at least one signature slot');
  if (bytes.length <= messageStart) throw new WireFormatError('transaction too short for its signature count');
  const signatures = Array.from({ length: count }, (_, i) => bytes.subarray(signaturesOffset + i * SIGNATURE_LENGTH, signaturesOffset + (i + 1) * SIGNATURE_LENGTH));
  return { signatures, messageBytes: bytes.subarray(messageStart), signaturesOffset };
}

/**
 * Reads the version, header, static account keys and recent blockhash of a message (legacy or
 * versioned); the instructions and address-table lookups after them are not decoded.
 *
 * @example
 * const { staticAccounts, numRequiredSignatures } = parseWireMessage(parseWireTransaction(bytes).messageBytes);
 */
export function parseWireMessage(messageBytes: Uint8Array): WireMessage {
  let offset = 0;
  let version: WireMessage['version'] = 'legacy';
  const first = messageBytes[0];
  if (first === undefined) throw new WireFormatError('empty message');
  if (first & 0x80) {
    version = first & 0x7f;
    offset = 1;
  }
  const header = messageBytes.subarray(offset, offset + 3);
  if (header.length < 3) throw new WireFormatError('truncated message header');
  const [accountCount, keysOffset] = readCompactU16(messageBytes, offset + 3);
  const blockhashOffset = keysOffset + accountCount * KEY_LENGTH;
  if (messageBytes.length < blockhashOffset + KEY_LENGTH) throw new WireFormatError('truncated account keys or blockhash');
  const staticAccounts = Array.from({ length: accountCount }, (_, i) => messageBytes.subarray(keysOffset + i * KEY_LENGTH, keysOffset + (i + 1) * KEY_LENGTH));
  const [numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts] = header as unknown as [number, number, number];
  if (numRequiredSignatures > accountCount) throw new WireFormatError('more required signatures than accounts');
  return {
    version,
    numRequiredSignatures,
    numReadonlySignedAccounts,
    numReadonlyUnsignedAccounts,
    staticAccounts,
    recentBlockhash: messageBytes.subarray(blockhashOffset, blockhashOffset + KEY_LENGTH),
  };
}

/**
 * Decodes a transaction or message sent over JSON-RPC in `base64` or `base58`.
 *
 * @example
 * decodeWire('AQID', 'base64'); // Uint8Array [1, 2, 3]
 */
export function decodeWire(encoded: string, encoding: 'base64' | 'base58'): Uint8Array {
  try {
    return encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded);
  } catch (error) {
    throw new WireFormatError(`not valid ${encoding}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** True when every byte is zero (an empty signature slot). */
export function isZero(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte === 0);
}

/** Same bytes? */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export { base58, base64 };
