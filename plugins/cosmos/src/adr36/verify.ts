// The verifier: loaded with import() only where a signature is checked (signing, verifyArbitrary,
// sign-in). @noble/curves and the hashes stay out of the page's first load.
import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32 } from '@scure/base';
import { bech32PrefixOf } from '../address';
import { fromBase64 } from '../encoding';
import type { StdSignature } from '../types';
import { makeAdr36SignDoc, serializeSignDoc } from './signDoc';

/** How a key hashes to its address and a sign document to its digest. */
export type KeyAlgo = 'secp256k1' | 'ethsecp256k1';

/**
 * The key algorithm of an amino public-key type: `tendermint/PubKeySecp256k1` is secp256k1;
 * Ethermint's and Injective's `…EthSecp256k1` / `…ethsecp256k1.PubKey` are ethsecp256k1.
 *
 * @example
 * algoOfPubKeyType('tendermint/PubKeySecp256k1'); // 'secp256k1'
 */
export function algoOfPubKeyType(type: unknown): KeyAlgo | undefined {
  if (typeof type !== 'string') return undefined;
  if (type === 'tendermint/PubKeySecp256k1' || type === '/cosmos.crypto.secp256k1.PubKey') return 'secp256k1';
  if (/ethsecp256k1/i.test(type)) return 'ethsecp256k1';
  return undefined;
}

const isPoint = (bytes: Uint8Array): boolean => {
  try {
    secp256k1.ProjectivePoint.fromHex(bytes).assertValidity();
    return true;
  } catch {
    return false;
  }
};

/**
 * The account address a public key has on a chain with `prefix`: bech32 of
 * ripemd160(sha256(compressed key)) for secp256k1, of the last 20 bytes of
 * keccak256(uncompressed key without its 04) for ethsecp256k1. Undefined for a key that is not a
 * curve point.
 *
 * @example
 * addressOfPubKey(fromBase64('A8i9vMNUGcTtUgpbmiZqcFtsIrPZ6n8ZYN4/PVRlQvGr')!, 'osmo'); // 'osmo1xc6unv7l44lh5md7l6meg5shq93ww23sch8ag6'
 */
export function addressOfPubKey(pubKey: Uint8Array, prefix: string, algo: KeyAlgo = 'secp256k1'): string | undefined {
  if (!isPoint(pubKey)) return undefined;
  const point = secp256k1.ProjectivePoint.fromHex(pubKey);
  const raw = algo === 'secp256k1' ? ripemd160(sha256(point.toRawBytes(true))) : keccak_256(point.toRawBytes(false).subarray(1)).subarray(12);
  return bech32.encode(prefix, bech32.toWords(raw), 128);
}

/** The digest a wallet signs for an ADR-36 document. */
function adr36Digest(signer: string, data: string | Uint8Array, algo: KeyAlgo): Uint8Array {
  const bytes = serializeSignDoc(makeAdr36SignDoc(signer, data));
  return algo === 'secp256k1' ? sha256(bytes) : keccak_256(bytes);
}

/** What {@link verifyAdr36} checks. */
export interface Adr36Input {
  signer: string;
  /** A text (signed as UTF-8) or bytes. */
  data: string | Uint8Array;
  pubKey: Uint8Array;
  /** 64 bytes, r || s. */
  signature: Uint8Array;
  algo?: KeyAlgo;
}

/**
 * ADR-36 verification: the public key hashes to the signer address (with the signer's own
 * prefix), and the 64-byte low-S signature verifies over the digest of the sign document
 * (sha256 for secp256k1, keccak256 for ethsecp256k1). False for anything malformed; never throws.
 *
 * @example
 * verifyAdr36({ signer: 'osmo1…', data: 'Hi', pubKey, signature }); // true
 */
export function verifyAdr36(input: Adr36Input): boolean {
  try {
    const algo = input.algo ?? 'secp256k1';
    if (!(input.signature instanceof Uint8Array) || input.signature.length !== 64) return false;
    const prefix = typeof input.signer === 'string' ? bech32PrefixOf(input.signer) : undefined;
    if (!prefix || addressOfPubKey(input.pubKey, prefix, algo) !== input.signer) return false;
    return secp256k1.verify(input.signature, adr36Digest(input.signer, input.data, algo), input.pubKey, { lowS: true, format: 'compact' });
  } catch {
    return false;
  }
}

/**
 * The parts of a wallet's StdSignature (key bytes, 64 signature bytes, key algorithm), or
 * undefined when it is malformed: an unknown key type, a key that is not 33 or 65 bytes, a
 * signature that is not 64 bytes of base64.
 *
 * @example
 * parseStdSignature({ pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'A8i9…' }, signature: 'nvlc…' })?.algo; // 'secp256k1'
 */
export function parseStdSignature(value: unknown): { pubKey: Uint8Array; signature: Uint8Array; algo: KeyAlgo } | undefined {
  const v = value as Partial<StdSignature> | null | undefined;
  if (!v || typeof v !== 'object' || !v.pub_key || typeof v.pub_key !== 'object') return undefined;
  const algo = algoOfPubKeyType(v.pub_key.type);
  const pubKey = fromBase64(v.pub_key.value);
  const signature = fromBase64(v.signature);
  if (!algo || !pubKey || (pubKey.length !== 33 && pubKey.length !== 65) || signature?.length !== 64) return undefined;
  return { pubKey, signature, algo };
}

/**
 * Whether a StdSignature's public key hashes to `signer`: the check a wallet's answer must pass
 * before anything else is believed.
 *
 * @example
 * signedBy(result, 'cosmos1…'); // false when the wallet signed with another key
 */
export function signedBy(signature: StdSignature, signer: string): boolean {
  const parsed = parseStdSignature(signature);
  const prefix = bech32PrefixOf(signer);
  return Boolean(parsed && prefix && addressOfPubKey(parsed.pubKey, prefix, parsed.algo) === signer);
}

/**
 * A transaction signature (amino sign bytes or a direct SignDoc's encoding) by `signer`: the key
 * hashes to the signer and the signature verifies over sha256 (keccak256 for ethsecp256k1) of
 * `signBytes`. False for anything malformed.
 *
 * @example
 * verifySignBytes(serializeSignDoc(signed), signature, signerAddress); // true
 */
export function verifySignBytes(signBytes: Uint8Array, signature: StdSignature, signer: string): boolean {
  try {
    const parsed = parseStdSignature(signature);
    if (!parsed || !signedBy(signature, signer)) return false;
    const digest = parsed.algo === 'secp256k1' ? sha256(signBytes) : keccak_256(signBytes);
    return secp256k1.verify(parsed.signature, digest, parsed.pubKey, { lowS: true, format: 'compact' });
  } catch {
    return false;
  }
}

/**
 * `verifyArbitrary`: an ADR-36 StdSignature of `data` by `signer`, checked locally.
 *
 * @example
 * verifyStdSignature({ signer, data: 'Hello', signature: await keplr.signArbitrary(chainId, signer, 'Hello') }); // true
 */
export function verifyStdSignature(input: { signer: string; data: string | Uint8Array; signature: StdSignature }): boolean {
  const parsed = parseStdSignature(input.signature);
  return Boolean(parsed && verifyAdr36({ signer: input.signer, data: input.data, ...parsed }));
}

/**
 * A sign-in signature: the StdSignature as JSON (what the plugin's connector returns), or the bare
 * 64-byte signature in base64, whose key is recovered (both recovery ids tried) and must hash to
 * `address`. The message is the signed data (UTF-8).
 *
 * @example
 * verifySignInSignature({ message, signature: JSON.stringify(stdSignature), address }); // true
 */
export function verifySignInSignature(input: { message: string; signature: string; address: string }): boolean {
  if (typeof input.signature !== 'string' || typeof input.message !== 'string') return false;
  const text = input.signature.trim();
  if (text.startsWith('{')) {
    try {
      return verifyStdSignature({ signer: input.address, data: input.message, signature: JSON.parse(text) as StdSignature });
    } catch {
      return false;
    }
  }
  const signature = fromBase64(text);
  if (signature?.length !== 64) return false;
  for (const algo of ['secp256k1', 'ethsecp256k1'] as const) {
    const digest = adr36Digest(input.address, input.message, algo);
    for (const bit of [0, 1]) {
      try {
        const pubKey = secp256k1.Signature.fromCompact(signature).addRecoveryBit(bit).recoverPublicKey(digest).toRawBytes(true);
        if (verifyAdr36({ signer: input.address, data: input.message, pubKey, signature, algo })) return true;
      } catch {
        // Not recoverable with this id: try the next.
      }
    }
  }
  return false;
}
