import { useCallback } from 'react';
import type { Kit } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { en } from './en';
import { ar } from './ar';

const CATALOGUES: Record<string, Partial<Record<string, string>>> = { en, ar };
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export type T = (key: string, params?: Record<string, string | number>) => string;

function fill(template: string, params?: Record<string, string | number>): string {
  return params ? template.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)) : template;
}

/**
 * Translates for a kit and locale. Order: the dapp's `messages` for the locale, then the React
 * catalogue for the locale, then the kit (plugin layers, kernel), then English.
 */
export function translate(kit: Kit, locale: string, key: string, params?: Record<string, string | number>): string {
  const base = locale.split('-')[0]!;
  const override = kit.options.messages?.[locale]?.[key] ?? kit.options.messages?.[base]?.[key];
  if (override !== undefined) return fill(override, params);
  const own = CATALOGUES[locale]?.[key] ?? CATALOGUES[base]?.[key];
  if (own !== undefined) return fill(own, params);
  const viaKit = kit.t(key, params);
  if (viaKit !== key) return viaKit;
  return fill((en as Record<string, string>)[key] ?? key, params);
}

/** Text direction of a locale. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RTL.has(locale.split('-')[0]!) ? 'rtl' : 'ltr');

/**
 * The translate function for the kit's current locale; re-renders when the locale changes.
 *
 * @example
 * const t = useT()
 * <button>{t('button.connect')}</button>
 */
export function useT(): T {
  const kit = useKit();
  const locale = useKitState((s) => s.locale);
  return useCallback<T>((key, params) => translate(kit, locale, key, params), [kit, locale]);
}

export const supportedLocales = Object.keys(CATALOGUES);
