import { describe, expect, it } from 'vitest';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { en } from './locale/en';
import { makeNamesKit } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

runPluginContract('names', () => pkg.names());

describe('@latchkey/names', () => {
  it('exports the factory, its constants, rules and error, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual(['DEFAULT_NAME_SUFFIX', 'NAMES_NAMESPACES', 'NAMES_PLUGIN_ID', 'NAMES_VIEWS', 'NAME_SUFFIXES', 'NamesError', 'coinTypeOf', 'isValidName', 'names']);
    const plugin = pkg.names();
    expect({ id: plugin.id, kind: plugin.kind, requires: plugin.requires }).toEqual({ id: 'names', kind: 'feature', requires: undefined });
    expect(plugin.views?.map((v) => v.id)).toEqual(['RegisterAccountName', 'RegisterAccountNameSuccess']);
    expect(pkg.NAME_SUFFIXES).toEqual(['.reown.id', '.wcn.id']);
    expect(() => pkg.names({ suffix: 'reown' })).toThrow("names() suffix must look like '.reown.id'");
  });

  it('the Account entry shows while an EVM account is connected (not with entry: false)', async () => {
    const { kit } = makeNamesKit({ names: { reverseLookup: false } });
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).not.toContain('names');
    await kit.connect('dev.wallet');
    expect(internals(kit).slots('walletFeatures').find((s) => s.id === 'names')).toMatchObject({ view: 'RegisterAccountName', labelKey: 'names.entry', icon: 'user' });
    await kit.destroy();
    const none = makeNamesKit({ names: { entry: false, reverseLookup: false } });
    await none.kit.connect('dev.wallet');
    expect(internals(none.kit).slots('walletFeatures').map((s) => s.id)).not.toContain('names');
    await none.kit.destroy();
  });

  it('asks nothing on load', async () => {
    const { kit, cloud } = makeNamesKit();
    await kit.ready;
    await new Promise((r) => setTimeout(r, 20));
    expect(cloud.calls).toEqual([]);
    await kit.destroy();
  });

  it('has the SPEC §8 sentences word for word (scripts/locales.test.ts checks every locale)', () => {
    // The SPEC §8 sentences, word for word.
    expect(en['names.error.resolve']).toBe('Error resolving name');
    expect(en['names.error.suggestions']).toBe('Error fetching name suggestions');
    expect(en['names.error.names']).toBe('Error fetching names for address');
    expect(en['names.error.register']).toBe('Error registering name {name}');
  });

  it('every string key the views use exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(Object.keys(en), key).toContain(key);
  });
});
