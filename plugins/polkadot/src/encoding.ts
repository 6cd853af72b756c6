// Hex and text helpers for what crosses the kit as plain data (no SDK: this is on the page's load path).

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`;

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * True for 0x followed by whole bytes of hex ('0x' alone is zero bytes).
 *
 * @example
 * isHexBytes('0x0a'); // true
 * isHexBytes('0xa');  // false
 */
export const isHexBytes = (value: unknown): value is Hex => typeof value === 'string' && HEX.test(value);

/**
 * Bytes as 0x hex, lower case.
 *
 * @example
 * toHex(Uint8Array.of(1, 171)); // '0x01ab'
 */
export function toHex(bytes: Uint8Array): Hex {
  let out = '0x';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out as Hex;
}

/**
 * The bytes of 0x hex, or undefined when it is not whole bytes of hex.
 *
 * @example
 * fromHex('0x01ab'); // Uint8Array [1, 171]
 */
export function fromHex(value: unknown): Uint8Array | undefined {
  if (!isHexBytes(value)) return undefined;
  const out = new Uint8Array((value.length - 2) / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(value.slice(2 + i * 2, 4 + i * 2), 16);
  return out;
}

/**
 * The text of UTF-8 bytes when they are readable (valid UTF-8, no control characters but tab and
 * line breaks), else undefined: the approval view then shows the hex.
 *
 * @example
 * readableText(new TextEncoder().encode('Sign in')); // 'Sign in'
 * readableText(Uint8Array.of(0, 1, 2));               // undefined
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

/**
 * A number written as hex (`nonce: '0x00000003'`) or decimal, as a bigint; undefined otherwise.
 *
 * @example
 * bigintOf('0x0c'); // 12n
 */
export function bigintOf(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value);
  return /^\d{1,78}$/.test(value) ? BigInt(value) : undefined;
}
