import { useCatalogueT, type T } from '@latchkey/react/ui';
import { en } from '../locale/en';

/**
 * The plugin's English rides with its views (a lazy chunk), not with the page. Other locales come
 * through the kit: the plugin's `locale` fetches the shown locale's chunk. Order: the dapp's
 * `messages`, the kit's layers, then this English.
 */
const CATALOGUES = { en };

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
