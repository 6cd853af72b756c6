import type { SIWXSession } from '@latchkey/kernel';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, hex } from '@scure/base';
import { checkSiwsFields, parseSiwsMessage } from '../caip122';
import { parseDateTime } from '../siwe/rules';

/** A signature as wallets return it: base58 (Wallet Standard), 0x-hex or base64 of 64 bytes. */
function signatureBytes(signature: string): Uint8Array | undefined {
  try {
    if (/^0x[0-9a-fA-F]{128}$/.test(signature)) return hex.decode(signature.slice(2).toLowerCase());
    const b58 = base58.decode(signature);
    if (b58.length === 64) return b58;
  } catch {
    // Not base58: try base64.
  }
  try {
    const raw = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
    return raw.length === 64 ? raw : undefined;
  } catch {
    return undefined;
  }
}

const instant = (value: string): number => {
  const parsed = parseDateTime(value);
  return typeof parsed === 'object' ? parsed.ms : NaN;
};

/**
 * A Sign In With Solana session: the text reads strictly (every field by its rule: a time that is
 * not an RFC 3339 date refuses), names the session's account, domain and nonce, is valid at `now`,
 * and the ed25519 signature over its UTF-8 bytes verifies with the account's key.
 *
 * @example
 * await verifySolana(session); // true
 */
export async function verifySolana(session: SIWXSession, now = Date.now()): Promise<boolean> {
  const fields = parseSiwsMessage(session.message);
  if (!fields || fields.address !== session.data.accountAddress || fields.domain !== session.data.domain || fields.nonce !== session.data.nonce) return false;
  try {
    checkSiwsFields(fields, ['nonce']);
  } catch {
    return false;
  }
  if (fields.expirationTime !== undefined && !(now < instant(fields.expirationTime))) return false;
  if (fields.notBefore !== undefined && !(now >= instant(fields.notBefore))) return false;
  const signature = signatureBytes(session.signature);
  let key: Uint8Array;
  try {
    key = base58.decode(fields.address);
  } catch {
    return false;
  }
  if (!signature || key.length !== 32) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(session.message), key);
  } catch {
    return false;
  }
}
