/**
 * `@latchkey/kernel/links`: the kit's one rule for which wallet links may be opened (https without
 * credentials, or a wallet app's own scheme). A subpath of its own, not the package root: only views
 * and connectors open links, and they load after the page, so the rule stays off the load path.
 *
 * @example
 * import { safeWalletLink } from '@latchkey/kernel/links';
 * const href = safeWalletLink(wallet.homepage); // undefined when it may not be opened
 */
export { safeWalletLink, MAX_WALLET_LINK_LENGTH } from './wallets/links';
export type { SafeWalletLinkOptions } from './wallets/links';
