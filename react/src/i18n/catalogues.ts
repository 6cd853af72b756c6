import { en } from './en';
import { load, tags } from './load.generated';

/** A locale's strings: message key → template with `{name}` placeholders. */
export type Catalogue = Partial<Record<string, string>>;

/**
 * The React layer's catalogues other than English, each in a chunk of its own: a page pays only
 * for the language it shows. English is always in (it is every other locale's fallback).
 */

/** The locales the React layer has strings for. */
export const supportedLocales: readonly string[] = ['en', ...tags];

// Catalogues fetched so far. Like the bundler's module cache this is immutable data, the same for
// every kit on the page: no kit state lives here.
const loaded = new Map<string, Catalogue>([['en', en]]);
const loading = new Map<string, Promise<void>>();

const baseOf = (locale: string) => locale.split('-')[0]!;

/** The catalogue of `locale` (or of its base language), if the page has it. */
export const catalogueOf = (locale: string): Catalogue | undefined => loaded.get(locale) ?? loaded.get(baseOf(locale));

/** True when `locale`'s strings can be shown now: English, a loaded catalogue, or a locale the React layer has none for. */
export function isLocaleReady(locale: string): boolean {
  const base = baseOf(locale);
  return loaded.has(base) || !tags.includes(base);
}

/**
 * Fetches the catalogue of `locale` (`KitProvider` does it when the locale is set); settles at
 * once when there is nothing to fetch. A failed fetch rejects, and the next call tries again.
 *
 * @example
 * await loadLocale('ar')
 * translate(kit, 'ar', 'button.connect') // 'ربط المحفظة'
 */
export function loadLocale(locale: string): Promise<void> {
  const base = baseOf(locale);
  if (isLocaleReady(base)) return Promise.resolve();
  let pending = loading.get(base);
  if (!pending) {
    pending = load(base).then(
      (catalogue) => void loaded.set(base, catalogue ?? {}),
      (error: unknown) => {
        loading.delete(base);
        throw error;
      },
    );
    loading.set(base, pending);
  }
  return pending;
}
