/** Longest wallet name shown; longer names are cut (a wallet cannot push the layout around). */
export const MAX_NAME_LENGTH = 64;
/** Largest icon accepted; a data URI icon is a few kB, so this leaves ample room. */
export const MAX_ICON_LENGTH = 100_000;

const DATA_ICON = /^data:image\/(svg\+xml|png|webp)(;base64)?,/i;
const RDNS = /^(?=.{3,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;
// Control and bidi-override characters: a name must not rearrange or hide the text around it.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The icon if it is safe to render: a `data:image/` URI of SVG, PNG or WebP, or an https URL;
 * otherwise undefined (no `javascript:`, no `http:`, no other image types).
 *
 * @example
 * safeIcon('data:image/svg+xml,<svg/>'); // 'data:image/svg+xml,<svg/>'
 * safeIcon('javascript:alert(1)');       // undefined
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
 * safeName('  MetaMask\u202e '); // 'MetaMask'
 */
export function safeName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const clean = name.slice(0, MAX_NAME_LENGTH * 4).replace(UNSAFE_CHARS, '').trim().slice(0, MAX_NAME_LENGTH).trim();
  return clean || undefined;
}

/**
 * True for a reverse-DNS id as EIP-6963 uses them (`io.metamask`, `dev.latchkey.wallet`).
 *
 * @example
 * isRdns('io.metamask'); // true
 */
export function isRdns(value: unknown): value is string {
  return typeof value === 'string' && RDNS.test(value);
}
