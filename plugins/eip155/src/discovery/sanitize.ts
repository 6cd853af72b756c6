import { safeWalletIcon, safeWalletName } from '@latchkey/kernel';

const RDNS = /^(?=.{3,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;
/** Wallet-supplied icons and names: the kernel's checks (SVG, PNG or WebP icons; no control characters in names). */
export const safeIcon = (icon: unknown) => safeWalletIcon(icon);
export const safeName = safeWalletName;

/**
 * True for a reverse-DNS id as EIP-6963 uses them (`io.metamask`, `dev.latchkey.wallet`).
 *
 * @example
 * isRdns('io.metamask'); // true
 */
export function isRdns(value: unknown): value is string {
  return typeof value === 'string' && RDNS.test(value);
}
