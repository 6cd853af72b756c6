import { useCallback, useContext } from 'react';
import type { Kit } from '@latchkey/kernel';
import { UiContext } from '../context';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { en } from './en';
import { catalogueOf, type Catalogue } from './catalogues';

export { supportedLocales, loadLocale } from './catalogues';

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export type T = (key: string, params?: Record<string, string | number>) => string;

function fill(template: string, params?: Record<string, string | number>): string {
  return params ? template.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)) : template;
}

/**
 * Translates for a kit and locale. Order: the dapp's `messages` for the locale, then the React
 * catalogue for the locale, then the kit (plugin layers, kernel), then English. A catalogue other
 * than English is used once loaded (`loadLocale`; `KitProvider` loads the kit's locale).
 */
export function translate(kit: Kit, locale: string, key: string, params?: Record<string, string | number>, english: Catalogue = en): string {
  const base = locale.split('-')[0]!;
  const override = kit.options.messages?.[locale]?.[key] ?? kit.options.messages?.[base]?.[key];
  if (override !== undefined) return fill(override, params);
  const own = catalogueOf(locale)?.[key];
  if (own !== undefined) return fill(own, params);
  const viaKit = kit.t(key, params);
  if (viaKit !== key) return viaKit;
  return fill(english[key] ?? key, params);
}

/** Text direction of a locale. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RTL.has(locale.split('-')[0]!) ? 'rtl' : 'ltr');

/**
 * The locale the kit's UI shows: the kit's locale once its catalogue has loaded. While another
 * locale's catalogue is on its way, the one shown before (never a flash of English); `null`
 * before the first one is ready, when `KitProvider` renders no kit UI yet.
 */
export function useShownLocale(): string | null {
  const ui = useContext(UiContext);
  const locale = useKitState((s) => s.locale);
  return ui ? ui.locale : locale;
}

/**
 * The translate function for the kit's current locale; re-renders when the locale changes.
 *
 * @example
 * const t = useT()
 * <button>{t('button.connect')}</button>
 */
export function useT(): T {
  return useTWith(en);
}

/** `useT` with another English layer (the modal's views pass theirs, see `full.ts`). */
export function useTWith(english: Catalogue): T {
  const kit = useKit();
  const shown = useShownLocale();
  const locale = shown ?? kit.getState().locale;
  return useCallback<T>((key, params) => translate(kit, locale, key, params, english), [kit, locale, english]);
}
