import { useCatalogueT, type T } from '@latchkey/react/ui';
import { en } from '../locale/en';

/**
 * The view's English rides with it (a lazy chunk), not with the page. Other locales come through
 * the kit: the plugin's `locale` fetches the shown locale's chunk.
 */
const CATALOGUES = { en };

export const useSiwxT = (): T => useCatalogueT(CATALOGUES);
