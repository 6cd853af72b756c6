import { safeWalletIcon, safeWalletName } from '@latchkey/kernel';

/** Wallet Standard icons are data URIs of SVG, WebP, PNG or GIF (or https URLs): the kernel's check. */
export const safeIcon = (icon: unknown) => safeWalletIcon(icon, ['svg+xml', 'png', 'webp', 'gif']);
export const safeName = safeWalletName;

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
