/** Longest wallet name shown; longer names are cut (a wallet cannot push the layout around). */
export const MAX_NAME_LENGTH = 64;
/** Largest icon accepted; a data URI icon is a few kB, so this leaves ample room. */
export const MAX_ICON_LENGTH = 100_000;

// Wallet Standard icons are data URIs of SVG, WebP, PNG or GIF.
const DATA_ICON = /^data:image\/(svg\+xml|png|webp|gif)(;base64)?,/i;
// Control and bidi-override characters: a name must not rearrange or hide the text around it.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The icon if it is safe to render: a `data:image/` URI (SVG, PNG, WebP, GIF) or an https URL;
 * otherwise undefined (no `javascript:`, no `http:`).
 *
 * @example
 * safeIcon('data:image/svg+xml;base64,PHN2Zy8+'); // the same string
 * safeIcon('javascript:alert(1)');                // undefined
 */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > MAX_ICON_LENGTH) return undefined;
  if (DATA_ICON.test(icon)) return icon;
  try {
    return new URL(icon).protocol === 'https:' ? icon : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A display name: unsafe characters removed, trimmed, cut to {@link MAX_NAME_LENGTH}; undefined
 * when nothing is left.
 *
 * @example
 * safeName('  Phantom\u202e '); // 'Phantom'
 */
export function safeName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const clean = name.slice(0, MAX_NAME_LENGTH * 4).replace(UNSAFE_CHARS, '').trim().slice(0, MAX_NAME_LENGTH).trim();
  return clean || undefined;
}

/**
 * A connector id from a wallet name: lower-case letters and digits joined by `-`
 * ('Solflare Wallet' → 'solflare-wallet'); 'wallet' when nothing is left.
 *
 * @example
 * connectorIdOf('Backpack'); // 'backpack'
 */
export function connectorIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'wallet';
}
