// Bitcoin message signature checks that run in browsers as well as Node (bip322-js needs Node's
// `stream`): the legacy ECDSA signature (BIP-137 headers) and BIP-322 "simple" and "full" for
// single-key P2WPKH, P2SH-P2WPKH and P2TR (key path). Loaded with import() only when a signature
// is checked: @scure/btc-signer builds the BIP-322 transactions and their signature hashes,
// @noble/curves checks ECDSA and Schnorr.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { base64 } from '@scure/base';
import { Address, NETWORK, OutScript, RawWitness, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { hash160, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js';

type Decoded = ReturnType<ReturnType<typeof Address>['decode']>;

const utf8 = (s: string) => new TextEncoder().encode(s);
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
const compactSize = (n: number) => (n < 0xfd ? Uint8Array.of(n) : n <= 0xffff ? Uint8Array.of(0xfd, n & 0xff, n >>> 8) : Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24));
const SIGHASH_ALL = 1;
const SIGHASH_DEFAULT = 0;
const TX_OPTS = { allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true } as const;
const OP_RETURN = Script.encode(['RETURN']);

/**
 * The double SHA-256 of "\x18Bitcoin Signed Message:\n" + CompactSize + message (what ECDSA message signatures sign).
 *
 * @example
 * legacyMessageHash('Hello World'); // 32 bytes
 */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8('Bitcoin Signed Message:\n');
  const body = utf8(message);
  return sha256x2(new Uint8Array([...compactSize(prefix.length), ...prefix, ...compactSize(body.length), ...body]));
}

/** The address decoded on the network its prefix names (bc / tb / bcrt, base58 versions). */
function decodeAddress(address: string): Decoded | undefined {
  const lower = address.toLowerCase();
  const network = lower.startsWith('bcrt1') ? { ...TEST_NETWORK, bech32: 'bcrt' } : lower.startsWith('tb1') ? TEST_NETWORK : lower.startsWith('bc1') ? NETWORK : undefined;
  for (const n of network ? [network] : [NETWORK, TEST_NETWORK]) {
    try {
      return Address(n).decode(address);
    } catch {
      // Try the next network's version bytes.
    }
  }
  return undefined;
}

/** The legacy signature: recover the key, then check it is the address's key. */
function verifyLegacy(decoded: Decoded, message: string, sig: Uint8Array): boolean {
  const header = sig[0]!;
  const recovery = (header - 27) & 3;
  const hash = legacyMessageHash(message);
  const point = secp256k1.Signature.fromCompact(sig.slice(1)).addRecoveryBit(recovery).recoverPublicKey(hash);
  const compressed = point.toRawBytes(true);
  switch (decoded.type) {
    case 'pkh':
      // Header 27–30 names an uncompressed key; any other a compressed one.
      return equal(hash160(header < 31 ? point.toRawBytes(false) : compressed), decoded.hash);
    case 'wpkh':
      return equal(hash160(compressed), decoded.hash);
    case 'sh':
      return equal(hash160(new Uint8Array([0x00, 0x14, ...hash160(compressed)])), decoded.hash);
    default:
      return false;
  }
}

/** BIP-322's to_spend txid for a message and scriptPubKey. */
function toSpendId(message: string, script: Uint8Array): string {
  const toSpend = new Transaction({ version: 0, lockTime: 0, ...TX_OPTS });
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', tagSchnorr('BIP0322-signed-message', utf8(message))]) });
  return toSpend.id;
}

interface ToSign {
  version: number;
  lockTime: number;
  sequence: number;
  witness: Uint8Array[];
}

/** The witness of a "simple" signature (a serialized witness stack, nothing after it). */
function simple(bytes: Uint8Array): ToSign | undefined {
  try {
    const witness = RawWitness.decode(bytes);
    return witness.length ? { version: 0, lockTime: 0, sequence: 0, witness } : undefined;
  } catch {
    return undefined;
  }
}

/** A "full" signature: the whole to_sign transaction, which must spend to_spend:0 into one OP_RETURN of 0. */
function full(bytes: Uint8Array, expectedTxid: string): ToSign | undefined {
  let tx: Transaction;
  try {
    tx = Transaction.fromRaw(bytes, TX_OPTS);
  } catch {
    return undefined;
  }
  // One input and one output: proofs of funds (more inputs) need a script interpreter.
  if (tx.inputsLength !== 1 || tx.outputsLength !== 1) return undefined;
  const input = tx.getInput(0);
  const output = tx.getOutput(0);
  if (!input.txid || Array.from(input.txid, (b) => b.toString(16).padStart(2, '0')).join('') !== expectedTxid || input.index !== 0) return undefined;
  if (output.amount !== 0n || !output.script || !equal(output.script, OP_RETURN)) return undefined;
  const witness = input.finalScriptWitness;
  return witness?.length ? { version: tx.version, lockTime: tx.lockTime, sequence: input.sequence ?? 0, witness } : undefined;
}

function toSignTx(spent: string, s: ToSign): Transaction {
  const tx = new Transaction({ version: s.version, lockTime: s.lockTime, ...TX_OPTS });
  tx.addInput({ txid: spent, index: 0, sequence: s.sequence });
  tx.addOutput({ script: OP_RETURN, amount: 0n });
  return tx;
}

function verifyWitness(decoded: Decoded, script: Uint8Array, spent: string, s: ToSign): boolean {
  const tx = toSignTx(spent, s);
  if (decoded.type === 'wpkh' || decoded.type === 'sh') {
    if (s.witness.length !== 2) return false;
    const [sig, pub] = s.witness as [Uint8Array, Uint8Array];
    if (pub.length !== 33 || sig.length < 9 || sig[sig.length - 1] !== SIGHASH_ALL) return false;
    const keyHash = hash160(pub);
    // P2SH-P2WPKH: the script hash is of the witness program OP_0 <key hash>.
    if (decoded.type === 'wpkh' ? !equal(keyHash, decoded.hash) : !equal(hash160(new Uint8Array([0x00, 0x14, ...keyHash])), decoded.hash)) return false;
    const scriptCode = OutScript.encode({ type: 'pkh', hash: keyHash });
    const hash = tx.preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n);
    return secp256k1.verify(secp256k1.Signature.fromDER(sig.slice(0, -1)), hash, pub, { lowS: false });
  }
  if (decoded.type === 'tr') {
    if (s.witness.length !== 1) return false;
    const sig = s.witness[0]!;
    if (sig.length !== 64 && sig.length !== 65) return false;
    const hashType = sig.length === 65 ? sig[64]! : SIGHASH_DEFAULT;
    if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return false;
    const hash = tx.preimageWitnessV1(0, [script], hashType, [0n]);
    return schnorr.verify(sig.slice(0, 64), hash, decoded.pubkey);
  }
  return false;
}

/**
 * True when `signature` (base64) is `address`'s signature of `message`: a legacy ECDSA signature
 * (65 bytes, BIP-137 header 27–42; P2PKH, P2SH-P2WPKH, P2WPKH), or BIP-322 "simple" (the witness)
 * or "full" (the to_sign transaction) for P2WPKH, P2SH-P2WPKH and key-path P2TR. False for
 * anything else; never throws.
 *
 * @example
 * await verifyBip122Message({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'Hello World', signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' }); // true
 */
export function verifyBip122Message({ address, message, signature }: { address: string; message: string; signature: string }): boolean {
  try {
    if (typeof address !== 'string' || typeof message !== 'string' || typeof signature !== 'string' || signature.length > 20_000) return false;
    const decoded = decodeAddress(address);
    if (!decoded) return false;
    const bytes = base64.decode(signature);
    if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42) return verifyLegacy(decoded, message, bytes);
    const script = OutScript.encode(decoded);
    const spent = toSpendId(message, script);
    const parsed = simple(bytes) ?? full(bytes, spent);
    return parsed ? verifyWitness(decoded, script, spent, parsed) : false;
  } catch {
    return false;
  }
}
