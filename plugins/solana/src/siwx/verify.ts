import { base58, base64, hex } from '@scure/base';
import { isSolanaAddress } from '../address';

/** A signature as wallets return it: base58 (Wallet Standard, WalletConnect), 0x-hex or base64 of 64 bytes. */
function signatureBytes(signature: string): Uint8Array | undefined {
  const decoders: Array<[RegExp, (s: string) => Uint8Array]> = [
    [/^0x[0-9a-fA-F]{128}$/, (s) => hex.decode(s.slice(2).toLowerCase())],
    [/^[1-9A-HJ-NP-Za-km-z]{64,90}$/, (s) => base58.decode(s)],
    [/^[A-Za-z0-9+/]{86}==$/, (s) => base64.decode(s)],
  ];
  for (const [shape, decode] of decoders) {
    if (!shape.test(signature)) continue;
    try {
      const bytes = decode(signature);
      if (bytes.length === 64) return bytes;
    } catch {
      // Not this encoding: try the next.
    }
  }
  return undefined;
}

/**
 * Whether `signature` is `address`'s ed25519 signature over the UTF-8 bytes of the sign-in text
 * `message` (WebCrypto's Ed25519, no library). Any failure is false.
 *
 * @example
 * await verifySolanaSignIn({ message, signature, address }); // true
 */
export async function verifySolanaSignIn(input: { message: string; signature: string; address: string }): Promise<boolean> {
  if (typeof input.signature !== 'string' || !isSolanaAddress(input.address)) return false;
  const signature = signatureBytes(input.signature);
  if (!signature) return false;
  try {
    const key = base58.decode(input.address);
    if (key.length !== 32) return false;
    const publicKey = await crypto.subtle.importKey('raw', Uint8Array.from(key), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, Uint8Array.from(signature), new TextEncoder().encode(input.message));
  } catch {
    return false;
  }
}
