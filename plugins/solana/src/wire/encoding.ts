import { base58, base64 } from '@scure/base';

/** No control or bidi-override characters (tab and line breaks are fine): text that cannot hide or reorder itself. */
// eslint-disable-next-line no-control-regex
const PRINTABLE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

/**
 * Base58 of bytes (Solana addresses, signatures, `solana_signMessage` messages).
 *
 * @example
 * toBase58(new Uint8Array(32)); // '11111111111111111111111111111111'
 */
export function toBase58(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

/**
 * Bytes of a base58 string, or undefined when it is not base58.
 *
 * @example
 * fromBase58('2NEpo7TZRRrLZSi2U'); // Uint8Array of 'Hello, world!'
 */
export function fromBase58(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]*$/.test(text)) return undefined;
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

/**
 * Standard base64 (with padding) of bytes: the wire form of transactions in request params.
 *
 * @example
 * toBase64(Uint8Array.of(1, 2, 3)); // 'AQID'
 */
export function toBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/**
 * Bytes of a standard base64 string, or undefined when it is not base64.
 *
 * @example
 * fromBase64('AQID'); // Uint8Array [1, 2, 3]
 */
export function fromBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return base64.decode(text);
  } catch {
    return undefined;
  }
}

/**
 * Lower-case hex with a 0x prefix.
 *
 * @example
 * toHex(Uint8Array.of(0xff, 1)); // '0xff01'
 */
export function toHex(bytes: Uint8Array): string {
  let out = '0x';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/**
 * The bytes as text when they are valid UTF-8 without control or bidi-override characters (tabs
 * and line breaks allowed); undefined otherwise, so binary data is never shown as if it were text.
 *
 * @example
 * readableText(new TextEncoder().encode('Sign in')); // 'Sign in'
 * readableText(Uint8Array.of(0, 1, 2));              // undefined
 */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return PRINTABLE.test(text) ? text : undefined;
}
