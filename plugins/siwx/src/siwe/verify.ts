import { ValidationError } from '@latchkey/kernel';
import { instantOf, parseSiweMessage, type SiweMessageFields } from './message';
import { parseDateTime } from './rules';

/** What checks a signature against a contract account (a viem PublicClient has this method). */
export interface SiweContractVerifier {
  verifyMessage(args: { address: `0x${string}`; message: string; signature: `0x${string}` }): Promise<boolean>;
}

export interface VerifySiweMessageInput {
  /** The exact message text that was signed. */
  message: string;
  /** The wallet's signature: 65 bytes for an EOA, any length for a contract or counterfactual account. */
  signature: string;
  /** The domain (RFC 3986 authority) the verifier expects; checked when given. */
  domain?: string;
  /** The scheme the verifier expects before the domain; checked when given. */
  scheme?: string;
  /** The nonce the verifier issued; checked when given. */
  nonce?: string;
  /** The instant to judge the message's times at (RFC 3339 / ISO 8601); default now. */
  time?: string;
  /**
   * Verifies smart-account signatures (EIP-1271 deployed, EIP-6492 not yet deployed): a viem
   * PublicClient or anything with its `verifyMessage`, or an RPC URL of the message's chain.
   * Without either, only an EOA's signature can verify.
   */
  client?: SiweContractVerifier;
  rpcUrl?: string;
  /** Timeout of the RPC check, ms (default 10 000). */
  timeoutMs?: number;
}

/** Why a SIWE message did or did not verify. */
export type SiweVerification =
  | { valid: true; fields: SiweMessageFields; by: 'ecrecover' | 'contract' }
  | { valid: false; reason: 'malformed' | 'domain' | 'scheme' | 'nonce' | 'expired' | 'not-yet-valid' | 'signature'; detail?: string; fields?: SiweMessageFields };

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;

/**
 * Checks a signed EIP-4361 message and says why it fails: the text must parse, name the expected
 * domain, scheme and nonce, be valid at `time` (before Expiration Time, not before Not Before),
 * and its signature must come from its address: ecrecover of the EIP-191 hash for an EOA, then
 * EIP-1271 / EIP-6492 through `client` or `rpcUrl` for a smart account.
 *
 * @example
 * const result = await checkSiweMessage({ message, signature, domain: 'example.com', nonce });
 * if (!result.valid) console.log(result.reason);
 */
export async function checkSiweMessage(input: VerifySiweMessageInput): Promise<SiweVerification> {
  const at = input.time === undefined ? Date.now() : parseDateTime(input.time);
  if (at === undefined || at === 'semantics') throw new ValidationError('Invalid time', { details: `expected an RFC 3339 date-time, got ${String(input.time)}` });
  const now = typeof at === 'number' ? at : at.ms;
  let fields: SiweMessageFields;
  try {
    fields = parseSiweMessage(input.message);
  } catch (error) {
    return { valid: false, reason: 'malformed', detail: error instanceof Error ? error.message : String(error) };
  }
  if (input.domain !== undefined && fields.domain !== input.domain) return { valid: false, reason: 'domain', detail: `${fields.domain} ≠ ${input.domain}`, fields };
  if (input.scheme !== undefined && (fields.scheme ?? 'https') !== input.scheme) return { valid: false, reason: 'scheme', fields };
  if (input.nonce !== undefined && fields.nonce !== input.nonce) return { valid: false, reason: 'nonce', fields };
  if (fields.expirationTime !== undefined && now >= instantOf(fields.expirationTime)) return { valid: false, reason: 'expired', fields };
  if (fields.notBefore !== undefined && now < instantOf(fields.notBefore)) return { valid: false, reason: 'not-yet-valid', fields };
  const signature = input.signature;
  if (typeof signature !== 'string' || !HEX.test(signature)) return { valid: false, reason: 'signature', detail: 'not hex bytes', fields };
  const viem = await import('viem');
  const address = fields.address as `0x${string}`;
  if (signature.length === 132) {
    try {
      const recovered = await viem.recoverMessageAddress({ message: input.message, signature: signature as `0x${string}` });
      if (recovered.toLowerCase() === address.toLowerCase()) return { valid: true, fields, by: 'ecrecover' };
    } catch {
      // Not a recoverable secp256k1 signature: a contract account's signature may still be.
    }
  }
  const client = input.client ?? (input.rpcUrl ? viem.createPublicClient({ transport: viem.http(input.rpcUrl, { timeout: input.timeoutMs ?? 10_000, retryCount: 0 }) }) : undefined);
  if (!client) return { valid: false, reason: 'signature', detail: 'the signature does not recover the address (a smart account needs client or rpcUrl)', fields };
  try {
    if (await client.verifyMessage({ address, message: input.message, signature: signature as `0x${string}` })) return { valid: true, fields, by: 'contract' };
  } catch (error) {
    return { valid: false, reason: 'signature', detail: error instanceof Error ? error.message : String(error), fields };
  }
  return { valid: false, reason: 'signature', fields };
}

/**
 * Resolves `true` only when the message is well formed, valid at `time` (default now) for the
 * expected `domain` and `nonce`, and signed by its address (an EOA by ecrecover; a smart account
 * through EIP-1271 / EIP-6492 when `client` or `rpcUrl` is given). Every failure resolves `false`;
 * only a `time` that is not a date-time throws.
 *
 * @example
 * await verifySiweMessage({ message, signature, domain: 'example.com', nonce: '32891756' }); // true
 */
export async function verifySiweMessage(input: VerifySiweMessageInput): Promise<boolean> {
  return (await checkSiweMessage(input)).valid;
}
