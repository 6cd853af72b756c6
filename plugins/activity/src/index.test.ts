import { describe, expect, it } from 'vitest';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { en } from './locale/en';
import { makeActivityKit } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

runPluginContract('activity', () => pkg.activity());

const entryIds = (kit: ReturnType<typeof makeActivityKit>['kit']) => internals(kit).slots('walletFeatures').map((s) => s.id);

describe('@latchkey/activity', () => {
  it('exports the factory, its constants and its error, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual(['ACTIVITY_NAMESPACES', 'ACTIVITY_PLUGIN_ID', 'ACTIVITY_VIEW', 'ActivityError', 'PENDING_LIMIT', 'PENDING_POLL_MS', 'activity']);
    const plugin = pkg.activity();
    expect({ id: plugin.id, kind: plugin.kind, flags: Object.keys(plugin.features ?? {}) }).toEqual({ id: 'activity', kind: 'feature', flags: ['activity'] });
    // Its flag: on by default (SPEC §9), decided by the remote configuration (SPEC §1).
    const flag = plugin.features!.activity!;
    expect([flag.default, flag.remote?.({ isEnabled: false }), flag.remote?.({ isEnabled: true }), flag.regionRestricted]).toEqual([true, false, true, undefined]);
    expect(plugin.views?.map((v) => v.id)).toEqual(['Activity']);
    expect(pkg.ACTIVITY_NAMESPACES).toEqual(['eip155']);
    expect(pkg.PENDING_LIMIT).toBe(99);
  });

  it('the Account entry shows only connected on eip155, with the remote activity feature on, never in basic mode', async () => {
    const on = makeActivityKit();
    await on.kit.ready;
    expect(entryIds(on.kit)).not.toContain('activity');
    await on.kit.connect('dev.wallet');
    expect(entryIds(on.kit)).toContain('activity');
    expect(internals(on.kit).slots('walletFeatures').find((s) => s.id === 'activity')).toMatchObject({ view: 'Activity', icon: 'activity', labelKey: 'activity.entry' });
    await on.kit.connect('sol.wallet');
    on.kit.setActiveNamespace('solana');
    expect(entryIds(on.kit)).not.toContain('activity');
    on.kit.setActiveNamespace('eip155');
    expect(entryIds(on.kit)).toContain('activity');
    await on.kit.destroy();

    const off = makeActivityKit({ remote: false });
    await off.kit.ready;
    await off.kit.connect('dev.wallet');
    expect(off.kit.getState().features.activity).toBe(false);
    expect(entryIds(off.kit)).not.toContain('activity');
    await off.kit.destroy();

    const basic = makeActivityKit({ basic: true, features: { activity: true } });
    await basic.kit.ready;
    await basic.kit.connect('dev.wallet');
    expect(entryIds(basic.kit)).not.toContain('activity');
    // Basic mode asks the config service nothing.
    expect(basic.cloud.calls.some((u) => u.pathname.endsWith('/appkit/v1/config'))).toBe(false);
    await basic.kit.destroy();
  });

  it('reads nothing on load: no history call until asked', async () => {
    const { kit, cloud } = makeActivityKit();
    await kit.ready;
    await kit.connect('dev.wallet');
    await new Promise((r) => setTimeout(r, 20));
    expect(cloud.historyCalls()).toEqual([]);
    await kit.destroy();
  });

  it('has the SPEC §8 sentences word for word (scripts/locales.test.ts checks every locale)', () => {
    expect(en['activity.failed']).toBe('Failed to fetch transactions');
  });

  it('every string key the view uses exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(Object.keys(en), key).toContain(key);
  });
});
