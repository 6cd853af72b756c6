import { ValidationError } from '@latchkey/kernel';
import type { ReadonlyBytes } from '../types';
import { toBase58 } from './encoding';

/** The System program (32 zero bytes). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** The Compute Budget program: its instructions set fees and limits, they move no funds. */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** A signature is 64 bytes; an unsigned slot is 64 zero bytes on the wire. */
export const SIGNATURE_LENGTH = 64;
/** Far above the 1232-byte packet limit: anything larger is not a transaction. */
export const MAX_TRANSACTION_BYTES = 64 * 1024;
/** System program instruction index of `Transfer`. */
const SYSTEM_TRANSFER = 2;

/** One compiled instruction: indices into the message's account keys. */
export interface CompiledInstruction {
  programIdIndex: number;
  accountIndices: number[];
  data: Uint8Array;
}

/** A transaction in wire format, split into its parts. */
export interface ParsedTransaction {
  /** One per required signer, in signer order; all-zero slots are unsigned. */
  signatures: Uint8Array[];
  /** The message bytes the signatures sign. */
  messageBytes: Uint8Array;
  version: 'legacy' | number;
  numRequiredSignatures: number;
  /** The static account keys (base58); v0 lookups add more that cannot be read offline. */
  staticAccounts: string[];
  recentBlockhash: string;
  instructions: CompiledInstruction[];
  /** Address lookup tables a v0 message uses. */
  lookupTableCount: number;
}

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    const b = this.bytes[this.offset];
    if (b === undefined) throw new ValidationError('Invalid transaction', { details: 'unexpected end of the transaction bytes' });
    this.offset++;
    return b;
  }
  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new ValidationError('Invalid transaction', { details: 'unexpected end of the transaction bytes' });
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }
  /** Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes. */
  shortU16(): number {
    let value = 0;
    for (let i = 0; i < 3; i++) {
      const b = this.byte();
      value |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) === 0) {
        if (value > 0xffff) break;
        return value;
      }
    }
    throw new ValidationError('Invalid transaction', { details: 'malformed compact-u16 length' });
  }
}

/**
 * Solana's compact-u16 encoding of a length.
 *
 * @example
 * shortU16(300); // Uint8Array [0xac, 0x02]
 */
export function shortU16(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(low);
      return Uint8Array.from(out);
    }
    out.push(low | 0x80);
  }
}

/**
 * Splits a wire-format transaction (legacy or v0) into signatures and message parts. Throws a
 * ValidationError ('Invalid transaction') for bytes that are not one.
 *
 * @example
 * const { staticAccounts, instructions } = parseTransaction(bytes)
 */
export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0 || bytes.length > MAX_TRANSACTION_BYTES) {
    throw new ValidationError('Invalid transaction', { details: `expected 1 to ${MAX_TRANSACTION_BYTES} bytes in wire format` });
  }
  const r = new Reader(bytes);
  const signatureCount = r.shortU16();
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < signatureCount; i++) signatures.push(r.take(SIGNATURE_LENGTH));
  const messageStart = r.offset;
  const first = r.byte();
  let version: ParsedTransaction['version'] = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    version = first & 0x7f;
    if (version !== 0) throw new ValidationError('Invalid transaction', { details: `unsupported transaction version ${version}` });
    numRequiredSignatures = r.byte();
  }
  r.byte(); // read-only signed accounts
  r.byte(); // read-only unsigned accounts
  const keyCount = r.shortU16();
  const staticAccounts: string[] = [];
  for (let i = 0; i < keyCount; i++) staticAccounts.push(toBase58(r.take(32)));
  const recentBlockhash = toBase58(r.take(32));
  const instructionCount = r.shortU16();
  const instructions: CompiledInstruction[] = [];
  for (let i = 0; i < instructionCount; i++) {
    const programIdIndex = r.byte();
    const accountIndices = [...r.take(r.shortU16())];
    const data = r.take(r.shortU16());
    instructions.push({ programIdIndex, accountIndices, data });
  }
  let lookupTableCount = 0;
  if (version !== 'legacy') {
    lookupTableCount = r.shortU16();
    for (let i = 0; i < lookupTableCount; i++) {
      r.take(32);
      r.take(r.shortU16());
      r.take(r.shortU16());
    }
  }
  if (r.offset !== bytes.length) throw new ValidationError('Invalid transaction', { details: 'trailing bytes after the message' });
  if (numRequiredSignatures !== signatureCount || signatureCount > keyCount) {
    throw new ValidationError('Invalid transaction', { details: `${signatureCount} signatures for ${numRequiredSignatures} required signers` });
  }
  return { signatures, messageBytes: bytes.subarray(messageStart), version, numRequiredSignatures, staticAccounts, recentBlockhash, instructions, lookupTableCount };
}

/**
 * The wire format of a transaction: compact-u16 signature count, the 64-byte signatures (zeros for
 * a signer that has not signed yet), then the message bytes.
 *
 * @example
 * encodeTransaction([null], messageBytes) // what @solana/kit's getTransactionEncoder writes
 */
export function encodeTransaction(signatures: ReadonlyArray<ReadonlyBytes | null | undefined>, messageBytes: ReadonlyBytes): Uint8Array {
  const prefix = shortU16(signatures.length);
  const out = new Uint8Array(prefix.length + signatures.length * SIGNATURE_LENGTH + messageBytes.length);
  out.set(prefix, 0);
  signatures.forEach((signature, i) => {
    if (!signature) return;
    if (signature.length !== SIGNATURE_LENGTH) throw new ValidationError('Invalid transaction', { details: `signature ${i} is not ${SIGNATURE_LENGTH} bytes` });
    out.set(signature, prefix.length + i * SIGNATURE_LENGTH);
  });
  out.set(messageBytes, prefix.length + signatures.length * SIGNATURE_LENGTH);
  return out;
}

/** True when a signature slot holds a signature (not 64 zero bytes). */
export const isSigned = (signature: Uint8Array): boolean => signature.some((b) => b !== 0);

/** A System program transfer decoded from a transaction. */
export interface SystemTransfer {
  from: string;
  to: string;
  lamports: bigint;
}

const readU64 = (data: Uint8Array, at: number): bigint => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true);
const readU32 = (data: Uint8Array, at: number): number => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true);

/**
 * The transaction's one System `Transfer`, when it is the only instruction that does anything
 * (Compute Budget instructions aside); undefined for anything else, including transfers whose
 * accounts come from a lookup table.
 *
 * @example
 * decodeSoleTransfer(parseTransaction(bytes)); // { from: 'CCA1…', to: 'BQuo…', lamports: 10_000_000n }
 */
export function decodeSoleTransfer(tx: ParsedTransaction): SystemTransfer | undefined {
  const program = (ix: CompiledInstruction) => tx.staticAccounts[ix.programIdIndex];
  const acting = tx.instructions.filter((ix) => program(ix) !== COMPUTE_BUDGET_PROGRAM);
  if (acting.length !== 1) return undefined;
  const ix = acting[0]!;
  if (program(ix) !== SYSTEM_PROGRAM || ix.data.length !== 12 || readU32(ix.data, 0) !== SYSTEM_TRANSFER || ix.accountIndices.length < 2) return undefined;
  const from = tx.staticAccounts[ix.accountIndices[0]!];
  const to = tx.staticAccounts[ix.accountIndices[1]!];
  if (!from || !to) return undefined;
  return { from, to, lamports: readU64(ix.data, 4) };
}

/** The SPL Token and Token-2022 programs. */
export const TOKEN_PROGRAMS: readonly string[] = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** Token program instruction index of `TransferChecked`. */
const TOKEN_TRANSFER_CHECKED = 12;

/** An SPL `TransferChecked` decoded from a transaction. */
export interface TokenTransfer {
  /** The signer whose tokens move. */
  owner: string;
  mint: string;
  /** The token account the tokens go to. */
  destination: string;
  /** The wallet that owns `destination`, when the transaction creates that associated account. */
  recipient?: string;
  amount: bigint;
  decimals: number;
}

/**
 * The transaction's one SPL `TransferChecked` (Token or Token-2022), optionally preceded by the
 * creation of the receiver's associated token account (which names the receiving wallet), when
 * that is all it does (Compute Budget instructions aside); undefined for anything else.
 *
 * @example
 * decodeSoleTokenTransfer(parseTransaction(bytes)); // { owner: 'CCA1…', mint: 'A2vE…', destination: '7Xq…', recipient: 'BQuo…', amount: 2_500_000n, decimals: 6 }
 */
export function decodeSoleTokenTransfer(tx: ParsedTransaction): TokenTransfer | undefined {
  const program = (ix: CompiledInstruction) => tx.staticAccounts[ix.programIdIndex];
  const key = (ix: CompiledInstruction, i: number) => tx.staticAccounts[ix.accountIndices[i] ?? -1];
  const acting = tx.instructions.filter((ix) => program(ix) !== COMPUTE_BUDGET_PROGRAM);
  const transfer = acting.at(-1);
  if (!transfer || acting.length > 2 || !TOKEN_PROGRAMS.includes(program(transfer) ?? '')) return undefined;
  if (transfer.data.length !== 10 || transfer.data[0] !== TOKEN_TRANSFER_CHECKED || transfer.accountIndices.length < 4) return undefined;
  const [mint, destination, owner] = [key(transfer, 1), key(transfer, 2), key(transfer, 3)];
  if (!mint || !destination || !owner) return undefined;
  let recipient: string | undefined;
  if (acting.length === 2) {
    const create = acting[0]!;
    // Create (empty data or 0) or CreateIdempotent (1) of exactly the destination account.
    if (program(create) !== ASSOCIATED_TOKEN_PROGRAM || create.data.length > 1 || (create.data[0] ?? 0) > 1 || key(create, 1) !== destination || key(create, 3) !== mint) return undefined;
    recipient = key(create, 2);
  }
  return { owner, mint, destination, ...(recipient ? { recipient } : {}), amount: readU64(transfer.data, 1), decimals: transfer.data[9]! };
}
