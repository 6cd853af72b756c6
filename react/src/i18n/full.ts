import type { Kit } from '@latchkey/kernel';
import { en } from './en';
import { enModal } from './enModal';
import { translate as translateWith, useTWith, type T } from './useT';
import type { Catalogue } from './catalogues';

export type { T };
export { directionOf } from './useT';

/**
 * The English of the whole React layer: the page's own strings and the modal's. The modal, its
 * views and plugin views (through `@latchkey/react/ui`) translate with it; it loads with them.
 */
const ENGLISH: Catalogue = { ...en, ...enModal };

/** `useT` for the modal's views: every React key has its English fallback. */
export const useT = (): T => useTWith(ENGLISH);

/** `translate` for the modal's views. */
export const translate = (kit: Kit, locale: string, key: string, params?: Record<string, string | number>): string => translateWith(kit, locale, key, params, ENGLISH);
