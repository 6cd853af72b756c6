import { useCatalogueT, type T } from '@latchkey/react/ui';
import { ar } from '../locale/ar';
import { en } from '../locale/en';

/**
 * The plugin's strings ride with its views (a lazy chunk), not with the page. Order: the dapp's
 * `messages` and the kit's layers, then the plugin's catalogue for the locale, then English.
 */
const CATALOGUES = { en, ar };

export const useOnrampT = (): T => useCatalogueT(CATALOGUES);

/**
 * '1,234.50 USD' in the visitor's language (digits as the locale writes them).
 *
 * @example
 * fiat('100', 'USD', 'en') // '$100.00'
 */
export function fiat(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}
