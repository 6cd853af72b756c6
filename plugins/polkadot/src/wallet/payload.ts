import { ValidationError } from '@latchkey/kernel';
import { isHexBytes } from '../encoding';
import type { PolkadotSignerPayload } from '../types';

/** Longest message signed (bytes); longer ones are a mistake, not something to sign blind. */
export const MAX_MESSAGE_BYTES = 100_000;

const HEX_FIELDS = ['blockHash', 'blockNumber', 'era', 'genesisHash', 'method', 'nonce', 'specVersion', 'tip', 'transactionVersion'] as const;
/** Longest call data accepted (a runtime upgrade is a few MB; a dapp's call is far smaller). */
const MAX_METHOD_BYTES = 1_000_000;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const EXTENSION = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * Checks a `SignerPayloadJSON` before anyone is asked to sign it: the hex fields are hex, the
 * hashes 32 bytes, the signed extensions names, the version a number. Returns a plain copy of
 * the known fields (nothing else is passed to the wallet).
 *
 * @example
 * const payload = checkedPayload(input); // throws ValidationError 'Invalid input' when malformed
 */
export function checkedPayload(input: unknown): PolkadotSignerPayload {
  const fail = (details: string) => new ValidationError('Invalid input', { details: `transaction payload: ${details}` });
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw fail('expected a SignerPayloadJSON object');
  const p = input as Record<string, unknown>;
  if (typeof p.address !== 'string' || !p.address) throw fail('address is required');
  for (const field of HEX_FIELDS) if (typeof p[field] !== 'string' || !/^0x[0-9a-fA-F]+$/.test(p[field] as string)) throw fail(`${field} must be 0x hex`);
  if (!HASH.test(p.genesisHash as string) || !HASH.test(p.blockHash as string)) throw fail('genesisHash and blockHash must be 32 bytes');
  if (!isHexBytes(p.method) || (p.method.length - 2) / 2 > MAX_METHOD_BYTES || p.method.length < 6) throw fail('method must be call data (whole bytes of hex)');
  if (!Array.isArray(p.signedExtensions) || p.signedExtensions.length > 64 || !p.signedExtensions.every((x) => typeof x === 'string' && EXTENSION.test(x))) throw fail('signedExtensions must be a list of names');
  if (!Number.isInteger(p.version) || (p.version as number) < 0 || (p.version as number) > 255) throw fail('version must be a number');
  if (p.mode !== undefined && (!Number.isInteger(p.mode) || (p.mode as number) < 0 || (p.mode as number) > 255)) throw fail('mode must be a number');
  if (p.metadataHash !== undefined && p.metadataHash !== null && !HASH.test(p.metadataHash as string)) throw fail('metadataHash must be 32 bytes');
  if (p.withSignedTransaction !== undefined && typeof p.withSignedTransaction !== 'boolean') throw fail('withSignedTransaction must be a boolean');
  const out: Record<string, unknown> = { address: p.address, signedExtensions: [...(p.signedExtensions as string[])], version: p.version };
  for (const field of HEX_FIELDS) out[field] = p[field];
  for (const field of ['mode', 'metadataHash', 'assetId', 'withSignedTransaction'] as const) if (p[field] !== undefined && p[field] !== null) out[field] = p[field];
  return out as unknown as PolkadotSignerPayload;
}
