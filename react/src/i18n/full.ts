import { useCallback } from 'react';
import type { Kit } from '@latchkey/kernel';
import { useKitState } from '../hooks/useKitState';
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

const fill = (template: string, params?: Record<string, string | number>) =>
  params ? template.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)) : template;

/**
 * `useT` for a plugin whose strings ride with its views (a lazy chunk) instead of its `locale`
 * (which is on the page): the dapp's `messages` and the kit's layers first, then the plugin's
 * catalogue for the locale (or its base language), then its English. Pass a constant object.
 *
 * @example
 * const CATALOGUES = { en, ar };
 * const t = useCatalogueT(CATALOGUES);
 */
export function useCatalogueT(catalogues: { en: Catalogue } & Record<string, Catalogue>): T {
  const t = useT();
  const locale = useKitState((s) => s.locale);
  return useCallback<T>(
    (key, params) => {
      const viaKit = t(key, params);
      if (viaKit !== key) return viaKit;
      const own = catalogues[locale]?.[key] ?? catalogues[locale.split('-')[0]!]?.[key] ?? catalogues.en[key];
      return own === undefined ? key : fill(own, params);
    },
    [t, locale, catalogues],
  );
}
