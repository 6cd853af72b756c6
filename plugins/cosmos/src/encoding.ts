import { base64, hex } from '@scure/base';

/**
 * Standard base64 (with padding) of bytes.
 *
 * @example
 * toBase64(new Uint8Array([1, 2, 3])); // 'AQID'
 */
export function toBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/**
 * The bytes of a standard base64 string (padding required), or undefined for anything else.
 *
 * @example
 * fromBase64('AQID'); // Uint8Array [1, 2, 3]
 * fromBase64('sc12v'); // undefined
 */
export function fromBase64(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return base64.decode(value);
  } catch {
    return undefined;
  }
}

/**
 * Lower-case hex of bytes.
 *
 * @example
 * toHex(new Uint8Array([171])); // 'ab'
 */
export function toHex(bytes: Uint8Array): string {
  return hex.encode(bytes);
}

/**
 * UTF-8 bytes of a text.
 *
 * @example
 * utf8Bytes('hi'); // Uint8Array [104, 105]
 */
export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/**
 * The text of bytes when they are valid UTF-8 without control characters (tab and line breaks
 * allowed); undefined otherwise, so the caller shows them as hex.
 *
 * @example
 * readableText(new TextEncoder().encode('Sign in')); // 'Sign in'
 * readableText(new Uint8Array([0, 1])); // undefined
 */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text;
}
