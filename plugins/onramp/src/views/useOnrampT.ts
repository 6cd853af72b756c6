import { useCatalogueT, type T } from '@latchkey/react/ui';
import { en } from '../locale/en';

/**
 * The plugin's English rides with its views (a lazy chunk), not with the page. Other locales come
 * through the kit: the plugin's `locale` fetches the shown locale's chunk. Order: the dapp's
 * `messages`, the kit's layers, then this English.
 */
const CATALOGUES = { en };

export const useOnrampT = (): T => useCatalogueT(CATALOGUES);
