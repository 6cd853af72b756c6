import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { en as base } from './en';
import { alertsEn } from './alertsEn';

const en = { ...base, ...alertsEn };
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { baseOptions } from '../testing/fixtures';

const greeter = () =>
  definePlugin({
    id: 'greeter',
    kind: 'feature',
    locale: {
      en: { 'greeter.hello': 'Hello {name}', 'greeter.bye': 'Goodbye', 'greeter.count': '{count} wallets for {name}' },
      de: { 'greeter.hello': 'Hallo {name}' },
    },
  });

describe('kit.t (through createKit)', () => {
  it('is available and resolves kernel strings', async () => {
    const kit = createKit(baseOptions());
    expect(typeof kit.t).toBe('function');
    // The alerts' strings are a chunk: fetched with the first alert, or asked for.
    expect(kit.t('network.unknown')).toBe('Unknown Network');
    await kit.alerts.loadStrings();
    expect(kit.t('alert.INVALID_APP_CONFIGURATION')).toBe(en['alert.INVALID_APP_CONFIGURATION']);
    expect(kit.t('alert.INVALID_APP_CONFIGURATION')).not.toBe('alert.INVALID_APP_CONFIGURATION');
    await kit.destroy();
  });

  it("a plugin's English is the default; its string for the active locale wins over it", async () => {
    const kit = createKit(baseOptions({ locale: 'de', plugins: [greeter()] }));
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(kit.t('greeter.bye')).toBe('Goodbye');
    await kit.destroy();
  });

  it("a plugin's translation of a kernel string is shown in that locale; English stays the kernel's", async () => {
    const translator = definePlugin({ id: 'de-pack', kind: 'feature', locale: { en: {}, de: { 'alert.SESSION_EXPIRED': 'Sitzung abgelaufen' } } });
    const kit = createKit(baseOptions({ locale: 'de', plugins: [translator] }));
    await kit.alerts.loadStrings();
    expect(kit.t('alert.SESSION_EXPIRED')).toBe('Sitzung abgelaufen');
    expect(kit.t('alert.INVALID_PROJECT_ID')).toBe(en['alert.INVALID_PROJECT_ID']);
    kit.setLocale('en');
    expect(kit.t('alert.SESSION_EXPIRED')).toBe(en['alert.SESSION_EXPIRED']);
    await kit.destroy();
  });

  it('options.messages override everything: plugin strings and kernel strings', async () => {
    const kit = createKit(
      baseOptions({
        locale: 'de',
        plugins: [greeter()],
        messages: { de: { 'greeter.hello': 'Servus {name}' }, en: { 'greeter.bye': 'See you', 'alert.SESSION_EXPIRED': 'Please sign in again' } },
      }),
    );
    await kit.alerts.loadStrings();
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Servus Ada');
    expect(kit.t('greeter.bye')).toBe('See you');
    expect(kit.t('alert.SESSION_EXPIRED')).toBe('Please sign in again');
    await kit.destroy();
  });

  it("falls back from a regional locale to its base language ('de-AT' uses 'de')", async () => {
    const kit = createKit(baseOptions({ locale: 'de-AT', plugins: [greeter()], messages: { 'de-AT': { 'greeter.bye': 'Baba' } } }));
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(kit.t('greeter.bye')).toBe('Baba');
    await kit.destroy();
  });

  it('interpolates {name} placeholders, keeps unknown ones, accepts numbers', async () => {
    const kit = createKit(baseOptions({ plugins: [greeter()] }));
    await kit.alerts.loadStrings();
    expect(kit.t('greeter.count', { count: 3, name: 'Ada' })).toBe('3 wallets for Ada');
    expect(kit.t('greeter.hello', {})).toBe('Hello {name}');
    expect(kit.t('alert.INVALID_APP_CONFIGURATION.long', { origin: 'https://evil.test' })).toBe(
      en['alert.INVALID_APP_CONFIGURATION.long'].replace('{origin}', 'https://evil.test'),
    );
    expect(kit.t('alert.INVALID_APP_CONFIGURATION.long', { origin: 'https://evil.test' })).toContain('https://evil.test');
    await kit.destroy();
  });

  it('a missing key returns the key itself, never throws', async () => {
    const kit = createKit(baseOptions({ locale: 'fr' }));
    expect(kit.t('no.such.key')).toBe('no.such.key');
    expect(kit.t('no.such.key', { name: 'x' })).toBe('no.such.key');
    await kit.destroy();
  });

  it('kit.setLocale switches the strings and the state', async () => {
    const kit = createKit(baseOptions({ plugins: [greeter()] }));
    expect(kit.getState().locale).toBe('en');
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Hello Ada');
    kit.setLocale('de');
    expect(kit.getState().locale).toBe('de');
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Hallo Ada');
    kit.setLocale('en');
    expect(kit.t('greeter.hello', { name: 'Ada' })).toBe('Hello Ada');
    await kit.destroy();
  });

  it("a plugin's strings go when the kit is destroyed", async () => {
    const kit = createKit(baseOptions({ plugins: [greeter()] }));
    await kit.alerts.loadStrings();
    expect(kit.t('greeter.bye')).toBe('Goodbye');
    await kit.destroy();
    expect(kit.t('greeter.bye')).toBe('greeter.bye');
    expect(kit.t('alert.SESSION_EXPIRED')).toBe(en['alert.SESSION_EXPIRED']);
  });

  it("two kits do not share each other's plugin strings", async () => {
    const a = createKit(baseOptions({ plugins: [greeter()] }));
    const b = createKit(baseOptions());
    expect(a.t('greeter.bye')).toBe('Goodbye');
    expect(b.t('greeter.bye')).toBe('greeter.bye');
    await Promise.all([a.destroy(), b.destroy()]);
  });
});

describe('createI18n (unit)', () => {
  it('later layers win over earlier ones for the same locale, and removing a layer restores the earlier string', () => {
    const i18n = createI18n('en');
    const removeA = i18n.addLayer({ en: { k: 'A' } });
    const removeB = i18n.addLayer({ en: { k: 'B' } });
    expect(i18n.t('k')).toBe('B');
    removeB();
    expect(i18n.t('k')).toBe('A');
    removeA();
    expect(i18n.t('k')).toBe('k');
  });

  it('an exact-locale override beats a base-language one', () => {
    const i18n = createI18n('pt-BR', { pt: { k: 'pt' }, 'pt-BR': { k: 'pt-BR' } });
    expect(i18n.t('k')).toBe('pt-BR');
    i18n.setLocale('pt-PT');
    expect(i18n.t('k')).toBe('pt');
    expect(i18n.locale).toBe('pt-PT');
  });
});
