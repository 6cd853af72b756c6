// What ConnectButton draws only once an account is connected: its balance (formatted by the kit's
// rule for crypto amounts) and its avatar. Off the page's load path — a first visit never runs it —
// it loads when an account connects or starts connecting; the modal imports it too, so after a
// connect through the modal it is already there.
import { formatCryptoAmount } from './formatCore';

export { AccountAvatar } from './AccountAvatar';

/**
 * The balance as the button shows it after the address or name: ' · 1.234 ETH'.
 *
 * @example
 * balanceSuffix('9999.997', 'ETH', 'de'); // ' · 9.999,99 ETH'
 */
export const balanceSuffix = (balance: string, symbol: string | undefined, locale: string): string => ` · ${formatCryptoAmount(balance, locale)} ${symbol ?? ''}`.trimEnd();
