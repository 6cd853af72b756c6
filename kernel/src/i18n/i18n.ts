import { en } from './en';
import type { alertsEn } from './alertsEn';
import type { PluginMessages } from '../register';

/** A catalogue: message key → template with `{name}` placeholders. */
export type Messages = Record<string, string>;

/** Per-locale catalogues, e.g. `{ en: {...}, de: {...} }`. */
export type LocaleBundle<M extends Messages = Messages> = { en: M } & Record<string, Partial<M>>;

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
  addLayer(bundle: Partial<Record<string, Partial<Messages>>>): () => void;
  setLocale(locale: string): void;
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
export function createI18n(locale: string, overrides: Record<string, Partial<Messages>> = {}): I18n {
  const layers: Array<Partial<Record<string, Partial<Messages>>>> = [{ en }];
  let current = locale;
  let alerts: Promise<void> | undefined;
  const lookup = (key: string): string | undefined => {
    const base = current.split('-')[0]!;
    for (const loc of [current, base]) {
      const o = overrides[loc]?.[key];
      if (o !== undefined) return o;
      for (let i = layers.length - 1; i >= 0; i--) {
        const v = layers[i]![loc]?.[key];
        if (v !== undefined) return v;
      }
    }
    const o = overrides.en?.[key];
    if (o !== undefined) return o;
    for (let i = layers.length - 1; i >= 0; i--) {
      const v = layers[i]!.en?.[key];
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
      };
    },
    setLocale(next) {
      current = next;
    },
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
