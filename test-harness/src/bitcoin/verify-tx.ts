// An independent check of a signed transaction, standing in for the node that would validate it:
// its own parser, its own BIP-143 (SegWit v0) and BIP-341 (Taproot key path) signature hashes,
// and @noble/curves for ECDSA and Schnorr. It shares no code with the signer (btc-signer builds).
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { hash160, sha256, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js';
import { hex } from '@scure/base';

interface RawInput {
  /** Display order (as explorers and `txid`s print it). */
  txid: string;
  vout: number;
  scriptSig: Uint8Array;
  sequence: number;
  witness: Uint8Array[];
}
interface RawOutput {
  amount: bigint;
  script: Uint8Array;
}
/** A transaction as its bytes say. */
export interface ParsedTransaction {
  version: number;
  lockTime: number;
  inputs: RawInput[];
  outputs: RawOutput[];
  /** Display order, from the bytes without witnesses. */
  txid: string;
}

/** What a prevout the transaction spends held. */
export interface Prevout {
  amount: bigint;
  /** scriptPubKey, hex. */
  script: string;
}

export interface TransactionCheck {
  ok: boolean;
  /** Why each failing input failed (empty when ok). */
  errors: string[];
  /** In minus out, satoshis. */
  fee: bigint;
  tx: ParsedTransaction;
}

class Reader {
  private at = 0;
  constructor(private readonly b: Uint8Array) {}
  bytes(n: number) {
    if (this.at + n > this.b.length) throw new Error('truncated transaction');
    const out = this.b.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
  u8 = () => this.bytes(1)[0]!;
  u32 = () => new DataView(this.bytes(4).buffer).getUint32(0, true);
  u64 = () => new DataView(this.bytes(8).buffer).getBigUint64(0, true);
  varint(): number {
    const first = this.u8();
    if (first < 0xfd) return first;
    if (first === 0xfd) return new DataView(this.bytes(2).buffer).getUint16(0, true);
    if (first === 0xfe) return this.u32();
    return Number(this.u64());
  }
  varbytes = () => this.bytes(this.varint());
  peek = (offset = 0) => this.b[this.at + offset];
  done = () => this.at === this.b.length;
  position = () => this.at;
}

const le32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0, true);
  return b;
};
const le64 = (n: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, n, true);
  return b;
};
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : n <= 0xffff ? Uint8Array.of(0xfd, n & 0xff, n >>> 8) : Uint8Array.of(0xfe, ...le32(n)));
const varbytes = (b: Uint8Array) => concat(varint(b.length), b);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const reversed = (b: Uint8Array) => Uint8Array.from(b).reverse();

/**
 * Parses a serialized transaction (with or without SegWit witnesses).
 *
 * @example
 * parseTransaction(hex.decode(broadcast.hex)).outputs[0].amount; // 10000n
 */
export function parseTransaction(raw: Uint8Array): ParsedTransaction {
  const r = new Reader(raw);
  const version = r.u32();
  const segwit = r.peek() === 0 && r.peek(1) === 1;
  if (segwit) r.bytes(2);
  const inputs: RawInput[] = Array.from({ length: r.varint() }, () => ({ txid: hex.encode(reversed(r.bytes(32))), vout: r.u32(), scriptSig: r.varbytes(), sequence: r.u32(), witness: [] }));
  const outputs: RawOutput[] = Array.from({ length: r.varint() }, () => ({ amount: r.u64(), script: r.varbytes() }));
  if (segwit) for (const input of inputs) input.witness = Array.from({ length: r.varint() }, () => r.varbytes());
  const lockTime = r.u32();
  if (!r.done()) throw new Error('trailing bytes after the transaction');
  const tx = { version, lockTime, inputs, outputs, txid: '' };
  tx.txid = hex.encode(reversed(sha256x2(serializeWithoutWitness(tx))));
  return tx;
}

function serializeWithoutWitness(tx: Omit<ParsedTransaction, 'txid'>): Uint8Array {
  return concat(
    le32(tx.version),
    varint(tx.inputs.length),
    ...tx.inputs.flatMap((i) => [reversed(hex.decode(i.txid)), le32(i.vout), varbytes(i.scriptSig), le32(i.sequence)]),
    varint(tx.outputs.length),
    ...tx.outputs.flatMap((o) => [le64(o.amount), varbytes(o.script)]),
    le32(tx.lockTime),
  );
}

const outpoint = (i: RawInput) => concat(reversed(hex.decode(i.txid)), le32(i.vout));
const outputBytes = (o: RawOutput) => concat(le64(o.amount), varbytes(o.script));

/**
 * BIP-143 signature hash of input `index` (SIGHASH_ALL) spending a P2WPKH output of `amount`.
 *
 * @example
 * bip143Sighash(parseTransaction(raw), 0, hash160(publicKey), 50_000n, 1);
 */
export function bip143Sighash(tx: ParsedTransaction, index: number, pubkeyHash: Uint8Array, amount: bigint, hashType: number): Uint8Array {
  if (hashType !== 1) throw new Error(`sighash type ${hashType} is not checked here`);
  const input = tx.inputs[index]!;
  const scriptCode = concat(Uint8Array.of(0x76, 0xa9, 0x14), pubkeyHash, Uint8Array.of(0x88, 0xac));
  return sha256x2(
    concat(
      le32(tx.version),
      sha256x2(concat(...tx.inputs.map(outpoint))),
      sha256x2(concat(...tx.inputs.map((i) => le32(i.sequence)))),
      outpoint(input),
      varbytes(scriptCode),
      le64(amount),
      le32(input.sequence),
      sha256x2(concat(...tx.outputs.map(outputBytes))),
      le32(tx.lockTime),
      le32(hashType),
    ),
  );
}

/**
 * BIP-341 key-path signature hash of input `index` (SIGHASH_DEFAULT or ALL, no annex).
 *
 * @example
 * bip341Sighash(parseTransaction(raw), 1, prevouts, 0);
 */
export function bip341Sighash(tx: ParsedTransaction, index: number, prevouts: Array<{ amount: bigint; script: Uint8Array }>, hashType: number): Uint8Array {
  if (hashType !== 0 && hashType !== 1) throw new Error(`sighash type ${hashType} is not checked here`);
  const msg = concat(
    Uint8Array.of(0, hashType),
    le32(tx.version),
    le32(tx.lockTime),
    sha256(concat(...tx.inputs.map(outpoint))),
    sha256(concat(...prevouts.map((p) => le64(p.amount)))),
    sha256(concat(...prevouts.map((p) => varbytes(p.script)))),
    sha256(concat(...tx.inputs.map((i) => le32(i.sequence)))),
    sha256(concat(...tx.outputs.map(outputBytes))),
    Uint8Array.of(0),
    le32(index),
  );
  return tagSchnorr('TapSighash', msg);
}

function checkInput(tx: ParsedTransaction, index: number, prevouts: Array<{ amount: bigint; script: Uint8Array }>): string | undefined {
  const input = tx.inputs[index]!;
  const prev = prevouts[index]!;
  const s = prev.script;
  if (s.length === 22 && s[0] === 0x00 && s[1] === 0x14) {
    if (input.scriptSig.length) return 'a P2WPKH spend has an empty scriptSig';
    if (input.witness.length !== 2) return 'a P2WPKH witness has 2 items';
    const [sig, pub] = input.witness as [Uint8Array, Uint8Array];
    if (hex.encode(hash160(pub)) !== hex.encode(s.slice(2))) return 'the public key does not hash to the prevout program';
    const hashType = sig[sig.length - 1]!;
    try {
      const signature = secp256k1.Signature.fromDER(sig.slice(0, -1));
      return secp256k1.verify(signature, bip143Sighash(tx, index, s.slice(2), prev.amount, hashType), pub) ? undefined : 'the ECDSA signature does not verify';
    } catch (e) {
      return `the ECDSA signature is malformed (${(e as Error).message})`;
    }
  }
  if (s.length === 34 && s[0] === 0x51 && s[1] === 0x20) {
    if (input.witness.length !== 1) return 'only Taproot key-path spends are checked';
    const sig = input.witness[0]!;
    if (sig.length !== 64 && sig.length !== 65) return 'a Schnorr signature is 64 or 65 bytes';
    const hashType = sig.length === 65 ? sig[64]! : 0;
    try {
      return schnorr.verify(sig.slice(0, 64), bip341Sighash(tx, index, prevouts, hashType), s.slice(2)) ? undefined : 'the Schnorr signature does not verify';
    } catch (e) {
      return `the Schnorr signature is malformed (${(e as Error).message})`;
    }
  }
  return `prevout script ${hex.encode(s)} is not P2WPKH or P2TR`;
}

/**
 * Checks a signed transaction as a node would for its inputs: each input's signature verifies
 * against the script and amount of the output it spends, and outputs do not exceed inputs.
 *
 * @example
 * const check = checkSignedTransaction(broadcast.hex, broadcast.prevouts);
 * expect(check.errors).toEqual([]);
 */
export function checkSignedTransaction(rawHex: string, prevouts: readonly Prevout[]): TransactionCheck {
  const tx = parseTransaction(hex.decode(rawHex));
  if (prevouts.length !== tx.inputs.length) throw new Error(`${tx.inputs.length} inputs but ${prevouts.length} prevouts`);
  const prev = prevouts.map((p) => ({ amount: p.amount, script: hex.decode(p.script) }));
  const errors = tx.inputs.flatMap((_, i) => {
    const e = checkInput(tx, i, prev);
    return e ? [`input ${i}: ${e}`] : [];
  });
  const fee = prev.reduce((n, p) => n + p.amount, 0n) - tx.outputs.reduce((n, o) => n + o.amount, 0n);
  if (fee < 0n) errors.push('outputs exceed inputs');
  return { ok: errors.length === 0, errors, fee, tx };
}
