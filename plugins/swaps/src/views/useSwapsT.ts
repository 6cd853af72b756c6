import { useCatalogueT, type T } from '@latchkey/react/ui';
import { ar } from '../locale/ar';
import { en } from '../locale/en';

/**
 * The plugin's strings ride with its views (a lazy chunk), not with the page: the page carries
 * only the titles (locale/titles.ts). Order: the dapp's `messages` and the kit's layers, then the
 * plugin's catalogue for the locale, then English.
 */
const CATALOGUES = { en, ar };

export const useSwapsT = (): T => useCatalogueT(CATALOGUES);
