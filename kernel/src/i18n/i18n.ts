import { en } from './en';
import type { alertsEn } from './alertsEn';
import type { PluginMessages } from '../register';

/** A catalogue: message key → template with `{name}` placeholders. */
export type Messages = Record<string, string>;

/** Fetches a locale's catalogue (a chunk of its own), e.g. `() => import('./de').then((m) => m.de)`. */
export type CatalogueLoader<M extends Messages = Messages> = () => Promise<Partial<M>>;

/**
 * Per-locale catalogues: English inline (every other locale's fallback), the others inline
 * (`de: {...}`), each a loader (`de: () => import('./de').then((m) => m.de)`), or all behind one
 * `load(tag)` that fetches a locale's catalogue, `undefined` for a locale it has none of — the
 * smallest thing on the page: not even the list of locales is there until one is shown.
 */
export type LocaleBundle<M extends Messages = Messages> = { en: M; load?: LocaleLoad<M> } & Record<string, Partial<M> | CatalogueLoader<M> | LocaleLoad<M> | undefined>;
/** A bundle's `load`: the catalogue of `tag`, or undefined when there is none. */
export type LocaleLoad<M extends Messages = Messages> = (tag: string) => Promise<Partial<M> | undefined>;

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The kernel's own message keys. */
export type KernelMessageKey = (keyof typeof en | keyof typeof alertsEn) & string;
/** Every key a plugin may translate with `ctx.t`: the kernel's and those plugins registered in `PluginMessages`. */
export type MessageKey = KernelMessageKey | (keyof PluginMessages & string);
/** `ctx.t`: like {@link Translate}, but only for known keys, so a typo fails to compile. */
export type TypedTranslate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface I18n {
  readonly locale: string;
  t: Translate;
  /** Adds a layer (a plugin's strings); returns a function that removes it. */
  addLayer(bundle: Layer): () => void;
  setLocale(locale: string): void;
  /**
   * Fetches every layer's catalogue of `locale` (and of its base language) that is not loaded yet:
   * only the shown locale's strings are ever downloaded. Rejects when one fails; the next call
   * tries that one again.
   */
  load(locale: string): Promise<void>;
  /** True when no layer has a catalogue of `locale` still to fetch. */
  isReady(locale: string): boolean;
  /** Fetches the alerts' English strings (a chunk) once; resolves when `t` knows them. */
  loadAlerts(): Promise<void>;
}

/**
 * Layered catalogues. Lookup order for the active locale, highest first: the options' `messages`,
 * the plugin layers' strings for that locale, the kernel's, then each layer's English, and finally
 * the key itself (a missing string is visible but never throws).
 *
 * @example
 * const i18n = createI18n('de', { de: { 'connect.title': 'Wallet verbinden' } })
 * i18n.t('alert.INVALID_APP_CONFIGURATION.long', { origin: 'https://x.test' })
 */
type Layer = { load?: (tag: string) => Promise<Partial<Messages> | undefined> } & Partial<Record<string, Partial<Messages> | CatalogueLoader | ((tag: string) => Promise<Partial<Messages> | undefined>)>>;

const tagsOf = (locale: string): string[] => {
  const base = locale.split('-')[0]!;
  return base === locale ? [locale] : [locale, base];
};

export function createI18n(locale: string, overrides: Record<string, Partial<Messages>> = {}): I18n {
  const layers: Layer[] = [{ en }];
  // Fetched catalogues, per layer and tag; and the fetches under way.
  const fetched = new Map<Layer, Record<string, Partial<Messages>>>();
  const fetching = new Map<Layer, Record<string, Promise<void>>>();
  let current = locale;
  let alerts: Promise<void> | undefined;
  // A tag's catalogue comes from its own loader, else from the layer's `load` (never for English).
  const lazy = (layer: Layer, tag: string) => tag !== 'load' && (typeof layer[tag] === 'function' || (tag !== 'en' && !Object.hasOwn(layer, tag) && typeof layer.load === 'function'));
  const entry = (layer: Layer, tag: string): Partial<Messages> | undefined => {
    const v = tag === 'load' ? undefined : layer[tag];
    return lazy(layer, tag) ? fetched.get(layer)?.[tag] : (v as Partial<Messages> | undefined);
  };
  const pending = (layer: Layer, tag: string) => lazy(layer, tag) && !fetched.get(layer)?.[tag];
  const fetch = (layer: Layer, tag: string): Promise<void> => {
    const inFlight = (fetching.get(layer) ?? fetching.set(layer, {}).get(layer))!;
    const own = layer[tag];
    return (inFlight[tag] ??= (typeof own === 'function' ? (own as CatalogueLoader)() : layer.load!(tag)).then(
      (catalogue) => {
        fetched.set(layer, { ...fetched.get(layer), [tag]: catalogue ?? {} });
      },
      (error: unknown) => {
        delete inFlight[tag];
        throw error;
      },
    ));
  };
  const lookup = (key: string): string | undefined => {
    for (const loc of tagsOf(current)) {
      const o = overrides[loc]?.[key];
      if (o !== undefined) return o;
      for (let i = layers.length - 1; i >= 0; i--) {
        const v = entry(layers[i]!, loc)?.[key];
        if (v !== undefined) return v;
      }
    }
    const o = overrides.en?.[key];
    if (o !== undefined) return o;
    for (let i = layers.length - 1; i >= 0; i--) {
      const v = entry(layers[i]!, 'en')?.[key];
      if (v !== undefined) return v;
    }
    return undefined;
  };
  return {
    get locale() {
      return current;
    },
    t(key, params) {
      const template = lookup(key) ?? key;
      if (!params) return template;
      return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
    },
    addLayer(bundle) {
      layers.push(bundle);
      return () => {
        const i = layers.indexOf(bundle);
        if (i >= 0) layers.splice(i, 1);
        fetched.delete(bundle);
        fetching.delete(bundle);
      };
    },
    setLocale(next) {
      current = next;
    },
    async load(target) {
      const jobs: Array<Promise<void>> = [];
      for (const layer of layers) for (const tag of tagsOf(target)) if (pending(layer, tag)) jobs.push(fetch(layer, tag));
      const failed = (await Promise.allSettled(jobs)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    isReady: (target) => !layers.some((layer) => tagsOf(target).some((tag) => pending(layer, tag))),
    loadAlerts() {
      // Under every other layer: a plugin's or a locale's own alert strings win.
      alerts ??= import('./alertsEn').then(
        (m) => void layers.unshift({ en: m.alertsEn }),
        (error: unknown) => {
          alerts = undefined;
          throw error;
        },
      );
      return alerts;
    },
  };
}
