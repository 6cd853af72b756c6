import { safeWalletLink } from '@latchkey/kernel/links';

/**
 * The link, if it may be opened: the kernel's one rule for wallet links (`safeWalletLink`):
 * `https:` without credentials or a wallet app's own scheme (`metamask://…`); never
 * `javascript:`, `data:`, plain `http:`, a browser-internal or installer scheme, or anything
 * unparsable.
 *
 * @example
 * safeLink('javascript:alert(1)') // undefined
 */
export const safeLink = (url: unknown): string | undefined => safeWalletLink(url);

// Used by the buttons on every page, so kept apart from the link rules above.
export { safeImage, loopbackEndpoints } from './safeImage';
export { shortAddress } from './format';
