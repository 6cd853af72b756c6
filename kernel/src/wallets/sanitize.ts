/** Longest wallet name shown; longer names are cut (a wallet cannot push the layout around). */
export const MAX_WALLET_NAME_LENGTH = 64;
/** Largest icon accepted; a data URI icon is a few kB, so this leaves ample room. */
export const MAX_WALLET_ICON_LENGTH = 100_000;

// Control and bidi-override characters: a name must not rearrange or hide the text around it.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A wallet's icon if it is safe to render: a `data:image/` URI of one of `types` (SVG, PNG and
 * WebP by default) or an https URL; otherwise undefined (no `javascript:`, no `http:`). Wallets
 * announce themselves, so their icons are untrusted input.
 *
 * @example
 * safeWalletIcon('data:image/svg+xml,<svg/>'); // 'data:image/svg+xml,<svg/>'
 * safeWalletIcon('data:image/gif;base64,R0lG', ['gif']); // kept: GIF allowed here
 * safeWalletIcon('javascript:alert(1)'); // undefined
 */
export function safeWalletIcon(icon: unknown, types: readonly string[] = ['svg+xml', 'png', 'webp']): string | undefined {
  if (typeof icon !== 'string' || icon.length > MAX_WALLET_ICON_LENGTH) return undefined;
  const data = /^data:image\/([a-z+]+)(;base64)?,/i.exec(icon);
  if (data) return types.includes(data[1]!.toLowerCase()) ? icon : undefined;
  try {
    return new URL(icon).protocol === 'https:' ? icon : undefined;
  } catch {
    return undefined;
  }
}

/** Text with the control and bidi characters removed (a name from the wallet directory, say). */
export const stripUnsafeChars = (text: string): string => text.replace(UNSAFE_CHARS, '');

/**
 * A wallet's display name: control and bidi characters removed, trimmed, cut to
 * {@link MAX_WALLET_NAME_LENGTH}; undefined when nothing is left.
 *
 * @example
 * safeWalletName('  MetaMask\u202e '); // 'MetaMask'
 */
export function safeWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const clean = name.slice(0, MAX_WALLET_NAME_LENGTH * 4).replace(UNSAFE_CHARS, '').trim().slice(0, MAX_WALLET_NAME_LENGTH).trim();
  return clean || undefined;
}
