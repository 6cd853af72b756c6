import { ValidationError } from '@latchkey/kernel';
import type { KitTransaction, SolanaTransactionInput, Web3Transaction } from '../types';
import { encodeTransaction, isSigned, parseTransaction, SIGNATURE_LENGTH } from './transaction';

/** The form a transaction came in, so the signed one goes back the same way. */
export type TransactionForm = { kind: 'bytes' } | { kind: 'kit'; original: KitTransaction } | { kind: 'web3'; original: Web3Transaction };

const isKitTransaction = (value: object): value is KitTransaction =>
  (value as KitTransaction).messageBytes instanceof Uint8Array && typeof (value as KitTransaction).signatures === 'object' && (value as KitTransaction).signatures !== null;

const isWeb3Transaction = (value: object): value is Web3Transaction => typeof (value as Web3Transaction).serialize === 'function';

/**
 * Wire bytes of a transaction in any accepted form: bytes as they are; a `@solana/kit` transaction
 * (`{ messageBytes, signatures }`) encoded here, its signatures in signer order; a `@solana/web3.js`
 * 1.x `Transaction` or `VersionedTransaction` through its own `serialize` (unsigned slots allowed).
 * Throws a ValidationError ('Invalid transaction') for anything else.
 *
 * @example
 * const { bytes, form } = toWireTransaction(new VersionedTransaction(message))
 */
export function toWireTransaction(input: SolanaTransactionInput): { bytes: Uint8Array; form: TransactionForm } {
  let bytes: Uint8Array;
  let form: TransactionForm;
  if (input instanceof Uint8Array) {
    bytes = input;
    form = { kind: 'bytes' };
  } else if (input && typeof input === 'object' && isKitTransaction(input)) {
    const signatures = Object.values(input.signatures);
    for (const s of signatures) {
      if (s !== null && !(s instanceof Uint8Array && s.length === SIGNATURE_LENGTH)) throw new ValidationError('Invalid transaction', { details: 'a @solana/kit signature must be 64 bytes or null' });
    }
    bytes = encodeTransaction(signatures, input.messageBytes);
    form = { kind: 'kit', original: input };
  } else if (input && typeof input === 'object' && isWeb3Transaction(input)) {
    let serialized: unknown;
    try {
      // A legacy Transaction wants these flags to serialize before every signer has signed; a
      // VersionedTransaction ignores them.
      serialized = input.serialize({ requireAllSignatures: false, verifySignatures: false });
    } catch (cause) {
      throw new ValidationError('Invalid transaction', { cause, details: 'serialize() failed (is the fee payer and recent blockhash set?)' });
    }
    if (!(serialized instanceof Uint8Array)) throw new ValidationError('Invalid transaction', { details: 'serialize() did not return bytes' });
    bytes = serialized;
    form = { kind: 'web3', original: input };
  } else {
    throw new ValidationError('Invalid transaction', { details: 'Expected wire bytes (Uint8Array), a @solana/kit transaction or a @solana/web3.js Transaction / VersionedTransaction' });
  }
  parseTransaction(bytes);
  // A private copy: later changes to the caller's buffer never change what is signed.
  return { bytes: Uint8Array.from(bytes), form };
}

type Web3Constructor = { from?: (bytes: Uint8Array) => unknown; deserialize?: (bytes: Uint8Array) => unknown };

/**
 * A signed transaction (wire bytes) in the form the caller gave it: bytes; a frozen `@solana/kit`
 * transaction (other fields of the original, such as `lifetimeConstraint`, kept); a web3.js object
 * rebuilt by its own class (`Transaction.from`, `VersionedTransaction.deserialize`), so it is an
 * instance of the caller's copy of web3.js. A web3.js object whose class has neither comes back as
 * bytes.
 *
 * @example
 * const signed = fromWireTransaction(signedBytes, form) // a VersionedTransaction again
 */
export function fromWireTransaction(bytes: Uint8Array, form: TransactionForm): SolanaTransactionInput {
  if (form.kind === 'bytes') return bytes;
  if (form.kind === 'kit') {
    const parsed = parseTransaction(bytes);
    const signers = parsed.staticAccounts.slice(0, parsed.numRequiredSignatures);
    const signatures: Record<string, Uint8Array | null> = {};
    signers.forEach((address, i) => {
      const s = parsed.signatures[i]!;
      signatures[address] = isSigned(s) ? Uint8Array.from(s) : null;
    });
    return Object.freeze({ ...form.original, messageBytes: Uint8Array.from(parsed.messageBytes), signatures: Object.freeze(signatures) }) as KitTransaction;
  }
  const ctor = (form.original as { constructor?: Web3Constructor }).constructor;
  const legacy = !('version' in form.original);
  try {
    if (legacy && typeof ctor?.from === 'function') return ctor.from(bytes) as Web3Transaction;
    if (!legacy && typeof ctor?.deserialize === 'function') return ctor.deserialize(bytes) as Web3Transaction;
  } catch {
    // The caller's class could not read the signed bytes back: they get the bytes.
  }
  return bytes;
}
