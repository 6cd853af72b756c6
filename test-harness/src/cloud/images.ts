import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Image ids of networks (`/public/getAssetImage/{id}`), keyed by CAIP-2 id; stable across runs.
 * The chain plugins' own networks (solanaMainnet, bitcoin, polkadotMainnet, cosmosHub…) carry
 * these as `assets.imageId`, as a real network definition carries the service's id; EVM networks
 * (viem's chains, the local chains) carry none unless the dapp sets one, so theirs are here for
 * pages that do.
 */
export const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'eip155:1', 'eip155:10', 'eip155:56', 'eip155:100', 'eip155:137', 'eip155:324', 'eip155:8453',
    'eip155:42161', 'eip155:43114', 'eip155:84532', 'eip155:11155111', 'eip155:31337', 'eip155:31338',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    'bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot:b0a8d493285c2df73290dfb7e61f870f', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    'cosmos:cosmoshub-4', 'cosmos:osmosis-1', 'cosmos:osmo-test-5',
  ].map((caip) => [caip, uuidFrom(`network:${caip}`)]),
);

/** Currency ids `/public/getCurrencyImage/{id}` knows (ISO 4217 codes, upper case). */
export const CURRENCY_IMAGE_IDS: readonly string[] = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF'];

/** Token ids `/public/getTokenImage/{id}` knows (symbols, upper case). */
export const TOKEN_IMAGE_IDS: readonly string[] = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'POL', 'MATIC', 'ARB', 'OP', 'SOL', 'BTC', 'DOT', 'ATOM', 'BNB', 'AVAX'];

function uuidFrom(seed: string): string {
  const hex = createHash('sha256').update(`latchkey-image:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A colour derived from the label, so each wallet looks different but stays the same. */
function colourOf(label: string): [number, number, number] {
  const digest = createHash('sha256').update(label).digest();
  return [digest[0]!, digest[1]!, digest[2]!];
}

/** Escapes text for SVG, because directory names are hostile on purpose. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A small square SVG with the label's first letter on a colour of its own.
 *
 * @example
 * svgImage('Latchkey Dev Wallet'); // '<svg …>…L…</svg>'
 */
export function svgImage(label: string): string {
  const [r, g, b] = colourOf(label);
  const letter = escapeXml(label.replace(/<[^>]*>/g, '').trim().charAt(0).toUpperCase() || '?');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="rgb(${r},${g},${b})"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  );
}

/** CRC-32 as PNG chunks need it (table built per call: PNGs here are rare and tiny). */
function crc32(bytes: Buffer): number {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 16×16 solid-colour PNG whose colour comes from the label.
 *
 * @example
 * pngImage('USDC').subarray(1, 4).toString(); // 'PNG'
 */
export function pngImage(label: string): Buffer {
  const size = 16;
  const [r, g, b] = colourOf(label);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Size of the hostile huge image: big enough to hurt a kit that buffers images blindly. */
export const HUGE_IMAGE_BYTES = 6 * 1024 * 1024;

/**
 * A valid SVG of {@link HUGE_IMAGE_BYTES} bytes (padding in a comment), for the hostile entry.
 *
 * @example
 * hugeSvgImage().length; // 6 MiB
 */
export function hugeSvgImage(): Buffer {
  const head = Buffer.from(svgImage('Huge').replace('</svg>', '<!--'));
  const tail = Buffer.from('--></svg>');
  const padding = Buffer.alloc(HUGE_IMAGE_BYTES - head.length - tail.length, 'A');
  return Buffer.concat([head, padding, tail]);
}

/**
 * Bytes labelled PNG that are not a PNG (a truncated signature, then invalid UTF-8 and noise),
 * for the hostile entry whose image must fail to decode without breaking the list.
 *
 * @example
 * brokenImage()[0]; // 0x89
 */
export function brokenImage(): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0x00, 0x00]);
}
