// What a Polkadot extension does with `signer.signPayload`: build the extrinsic payload from the
// dapp's JSON with @polkadot/types (the code the polkadot-js extension runs), sign it with the
// account's key, and answer with a MultiSignature (a type byte, then the signature).
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';

/** The `SignerPayloadJSON` fields an extension reads (the dapp builds them from chain state). */
export interface MockSignerPayload {
  address: string;
  blockHash: string;
  blockNumber: string;
  era: string;
  genesisHash: string;
  method: string;
  nonce: string;
  signedExtensions: string[];
  specVersion: string;
  tip: string;
  transactionVersion: string;
  version: number;
  mode?: number;
  metadataHash?: string;
  assetId?: unknown;
  withSignedTransaction?: boolean;
}

/**
 * The bytes an extension signs for a payload: the SCALE-encoded `ExtrinsicPayload` (call, extra
 * and additional signed data of the listed signed extensions), hashed with blake2-256 when longer
 * than 256 bytes. `@polkadot/types` loads on first use.
 *
 * @example
 * ```ts
 * const bytes = await payloadSigningBytes(payload);
 * signatureVerify(bytes, signature, payload.address).isValid; // true
 * ```
 */
export async function payloadSigningBytes(payload: MockSignerPayload): Promise<Uint8Array> {
  const { TypeRegistry } = await import('@polkadot/types');
  const registry = new TypeRegistry();
  registry.setSignedExtensions(payload.signedExtensions);
  const extrinsic = registry.createType('ExtrinsicPayload', payload, { version: payload.version });
  const bytes = extrinsic.toU8a({ method: true });
  if (bytes.length <= 256) return bytes;
  const { blake2AsU8a } = await import('@polkadot/util-crypto');
  return blake2AsU8a(bytes, 256);
}

/**
 * Signs a payload as the polkadot-js extension does (`ExtrinsicPayload.sign(pair)`): the result
 * is a MultiSignature (0x00 ed25519, 0x01 sr25519, 0x02 ecdsa, then the signature).
 *
 * @example
 * ```ts
 * const signature = await signPayloadWith(alice.pair, payload); // '0x01…' (65 bytes)
 * ```
 */
export async function signPayloadWith(pair: KeyringPair, payload: MockSignerPayload): Promise<`0x${string}`> {
  const { TypeRegistry } = await import('@polkadot/types');
  const registry = new TypeRegistry();
  registry.setSignedExtensions(payload.signedExtensions);
  const extrinsic = registry.createType('ExtrinsicPayload', payload, { version: payload.version });
  return extrinsic.sign(pair).signature;
}

/** Hex of a signature from `pair.sign(bytes)` (no type byte: what `signRaw` answers). */
export const rawSignature = (pair: KeyringPair, bytes: Uint8Array): `0x${string}` => u8aToHex(pair.sign(bytes));
