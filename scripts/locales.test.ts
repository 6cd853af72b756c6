import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue the kit ships — React's (with the kernel's strings) and each plugin's — in every
 * shipped locale: the same keys as English (plus the plural forms a language needs), the same
 * placeholders, nothing left in English by mistake, and each locale a chunk of its own.
 */
const SHIPPED = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW'];
const root = fileURLToPath(new URL('..', import.meta.url));
type Catalogue = Record<string, string>;

const load = async (path: string, name: string): Promise<Catalogue> => ((await import(pathToFileURL(join(root, path)).href)) as Record<string, Catalogue>)[name]!;

/** English of each catalogue directory: what every other locale must match. */
async function englishOf(dir: string): Promise<Catalogue> {
  if (dir === 'react/src/i18n') {
    return { ...(await load('react/src/i18n/en.ts', 'en')), ...(await load('react/src/i18n/enModal.ts', 'enModal')), ...(await load('kernel/src/i18n/en.ts', 'en')), ...(await load('kernel/src/i18n/alertsEn.ts', 'alertsEn')) };
  }
  const titles = existsSync(join(root, dir, 'titles.ts')) ? ((await import(pathToFileURL(join(root, dir, 'titles.ts')).href)) as { titles: () => { en: Catalogue } }).titles().en : {};
  return { ...(await load(`${dir}/en.ts`, 'en')), ...titles };
}

const DIRS = ['react/src/i18n', ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}/src/locale`).filter((d) => existsSync(join(root, d, 'en.ts')))];
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
const PLURAL = /^(.*)\.(zero|one|two|few|many)$/;

describe('shipped locales', () => {
  it('ships twenty locales, three of them right to left', async () => {
    expect(['en', ...SHIPPED]).toHaveLength(20);
    const { supportedLocales, directionOf } = await import('@latchkey/react');
    expect([...supportedLocales].sort()).toEqual(['en', ...SHIPPED].sort());
    expect(SHIPPED.filter((l) => directionOf(l) === 'rtl').sort()).toEqual(['ar', 'fa', 'he']);
  });

  for (const dir of DIRS) {
    it(`${dir}: every locale has every English key and placeholder, and plural forms only where the language has them`, async () => {
      const english = await englishOf(dir);
      const generated = readFileSync(join(root, dir, 'locales.generated.ts'), 'utf8');
      for (const tag of SHIPPED) {
        // Its own chunk: the loader map imports the file lazily, nothing imports it statically.
        expect(generated, `${dir} loads ${tag}`).toContain(`import('./${tag}')`);
        const catalogue = await load(`${dir}/${tag}.ts`, tag.replace('-', ''));
        expect(catalogue, `${dir}/${tag}.ts`).toBeTypeOf('object');
        const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];
        for (const key of Object.keys(english)) {
          expect(catalogue[key], `${dir}/${tag}: ${key}`).toBeTypeOf('string');
          expect(catalogue[key]!.trim(), `${dir}/${tag}: ${key} is empty`).not.toBe('');
          expect(placeholders(catalogue[key]!), `${dir}/${tag}: placeholders of ${key}`).toEqual(placeholders(english[key]!));
        }
        for (const key of Object.keys(catalogue).filter((k) => !(k in english))) {
          const plural = PLURAL.exec(key);
          expect(plural && `${plural[1]}.other` in english, `${dir}/${tag}: unknown key ${key}`).toBe(true);
          expect(categories, `${dir}/${tag}: ${key} is not a plural category of ${tag}`).toContain(plural![2]);
          // A plural form may spell the number out ('two days'), never use a placeholder English lacks.
          for (const name of placeholders(catalogue[key]!)) expect(placeholders(english[`${plural![1]}.other`]!)).toContain(name);
        }
        // Translated, not copied: names (WalletConnect, Solana…) may stay, most sentences may not.
        const same = Object.keys(english).filter((k) => catalogue[k] === english[k] && /[a-z]{3,}\s[a-z]{3,}/.test(english[k]!));
        expect(same.length, `${dir}/${tag}: left in English: ${same.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(Math.max(2, Object.keys(english).length * 0.1));
      }
    });
  }
});
