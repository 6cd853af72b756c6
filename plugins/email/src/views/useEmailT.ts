import { useCallback } from 'react';
import { useKitState, useT, type T } from '@latchkey/react/ui';
import { en } from '../locale/en';
import { ar } from '../locale/ar';

/**
 * The plugin's strings ride with its views (a lazy chunk), not with the page: the page that shows
 * the connect button carries only the titles (locale/titles.ts). Order: the dapp's `messages` and
 * the kit's layers (via `useT`), then the plugin's catalogue for the locale, then English.
 */
const CATALOGUES: Record<string, Partial<Record<string, string>>> = { en, ar };

const fill = (template: string, params?: Record<string, string | number>) =>
  params ? template.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)) : template;

export function useEmailT(): T {
  const t = useT();
  const locale = useKitState((s) => s.locale);
  return useCallback<T>(
    (key, params) => {
      const viaKit = t(key, params);
      if (viaKit !== key) return viaKit;
      const own = CATALOGUES[locale]?.[key] ?? CATALOGUES[locale.split('-')[0]!]?.[key] ?? (en as Record<string, string>)[key];
      return own === undefined ? key : fill(own, params);
    },
    [t, locale],
  );
}
