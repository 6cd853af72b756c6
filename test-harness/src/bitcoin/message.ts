// Message signing of the mock wallet, as Bitcoin wallets do it: the legacy "Bitcoin Signed
// Message" ECDSA signature with a BIP-137 header, and BIP-322 "simple" (the witness of the
// virtual to_sign transaction) for P2WPKH (ECDSA) and P2TR (Schnorr, key path).
import { secp256k1 } from '@noble/curves/secp256k1';
import { RawWitness, Script, Transaction } from '@scure/btc-signer';
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js';
import { base64, hex } from '@scure/base';
import type { BitcoinKeyPair } from './types';

const utf8 = (s: string) => new TextEncoder().encode(s);

/**
 * Bitcoin's CompactSize length prefix.
 *
 * @example
 * compactSize(300); // Uint8Array [0xfd, 0x2c, 0x01]
 */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
}

/**
 * The double-SHA256 the legacy message signature signs: "\x18Bitcoin Signed Message:\n" +
 * CompactSize(length) + the UTF-8 message.
 *
 * @example
 * hex.encode(legacyMessageHash('Hello World'));
 */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8('Bitcoin Signed Message:\n');
  const body = utf8(message);
  return sha256x2(new Uint8Array([...compactSize(prefix.length), ...prefix, ...compactSize(body.length), ...body]));
}

/**
 * BIP-322's tagged message hash ("BIP0322-signed-message").
 *
 * @example
 * hex.encode(bip322MessageHash('')); // 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'
 */
export const bip322MessageHash = (message: string): Uint8Array => tagSchnorr('BIP0322-signed-message', utf8(message));

/**
 * The legacy ECDSA signature of a P2WPKH key: 65 bytes, base64, with the BIP-137 header of a
 * native SegWit address (39 + recovery id).
 *
 * @example
 * signLegacyMessage(keys.payment, 'Hello World'); // 'KA…='
 */
export function signLegacyMessage(key: BitcoinKeyPair, message: string): { signature: string; messageHash: string } {
  if (key.addressType !== 'p2wpkh') throw new Error('ECDSA message signatures need an ECDSA key (the payment address)');
  const hash = legacyMessageHash(message);
  const sig = secp256k1.sign(hash, key.privateKey);
  return { signature: base64.encode(new Uint8Array([39 + sig.recovery, ...sig.toCompactRawBytes()])), messageHash: hex.encode(hash) };
}

/**
 * BIP-322 to_spend and to_sign for a message and a scriptPubKey, the second unsigned. Both built
 * with @scure/btc-signer (version 0, lock time 0, sequence 0 as the BIP sets them).
 *
 * @example
 * const { toSign } = bip322Transactions('Hello World', keys.ordinal);
 */
export function bip322Transactions(message: string, key: Pick<BitcoinKeyPair, 'script' | 'addressType' | 'publicKey'>): { toSpend: Transaction; toSign: Transaction } {
  const toSpend = new Transaction({ version: 0, lockTime: 0, allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true });
  // The output goes first: a finalized input (the scriptSig) freezes the outputs.
  toSpend.addOutput({ script: key.script, amount: 0n });
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]) });
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true });
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
  });
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return { toSpend, toSign };
}

/**
 * A BIP-322 "simple" signature: the to_sign witness, serialized and base64-encoded. P2WPKH signs
 * with ECDSA (SIGHASH_ALL), P2TR with Schnorr (SIGHASH_DEFAULT, 64 bytes) on the BIP-86 tweaked key.
 *
 * @example
 * signBip322Message(keys.ordinal, 'Hello World').signature; // 'AUC…'
 */
export function signBip322Message(key: BitcoinKeyPair, message: string): { signature: string; messageHash: string; full: string } {
  const { toSign } = bip322Transactions(message, key);
  toSign.sign(key.privateKey);
  toSign.finalizeIdx(0);
  const witness = toSign.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('BIP-322: no witness after signing');
  return { signature: base64.encode(RawWitness.encode(witness)), messageHash: hex.encode(bip322MessageHash(message)), full: base64.encode(toSign.extract()) };
}
