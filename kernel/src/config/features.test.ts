import { describe, expect, it } from 'vitest';
import { basicFeatures, collectFeatureFlags, CORE_FEATURES, resolveLocalFeatures } from './features';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { baseOptions } from '../testing/fixtures';
import { SPEC_FLAGS, SPEC_REMOTE_FLAGS, flagsPlugin } from '../testing/features';

const all = () => flagsPlugin(...Object.keys(SPEC_FLAGS));

describe('feature flags: the kernel declares its own, each plugin the ones it reads', () => {
  it('the kernel’s flags at SPEC §9 defaults: email wallets, analytics, all wallets and branding on; legal checkbox, smart sessions, collapse wallets and multi-wallet off', () => {
    const kit = createKit(baseOptions());
    const f = kit.getState().features;
    expect([f.emailShowWallets, f.analytics, f.allWallets, f.reownBranding]).toEqual([true, true, true, true]);
    expect([f.legalCheckbox, f.smartSessions, f.collapseWallets, f.multiWallet]).toEqual([false, false, false, false]);
    // Nothing here reads a plugin's flag: a kit without the plugin has no such flag.
    expect(Object.keys(f).sort()).toEqual(Object.keys(CORE_FEATURES).sort());
  });

  it('a plugin’s flags join the state at their declared defaults; the remote ones are the seven SPEC §1 names', () => {
    const flags = collectFeatureFlags([[all()], false, null]);
    expect(Object.entries(flags).filter(([, flag]) => flag?.remote).map(([id]) => id).sort()).toEqual([...SPEC_REMOTE_FLAGS]);
    const f = resolveLocalFeatures({ featureFlags: flags });
    expect([f.swaps, f.onramp, f.email, f.activity, f.send, f.receive, f.pay]).toEqual([['1inch'], ['meld', 'coinbase'], true, true, true, true, false]);
  });

  it('the kit starts with the declared defaults overlaid by the dapp’s features; unset keys keep defaults', () => {
    const kit = createKit(baseOptions({ plugins: [all()], basic: true, features: { pay: true, send: undefined, collapseWallets: true } }));
    const expected = resolveLocalFeatures({ featureFlags: collectFeatureFlags([all()]) });
    expect(kit.getState().features).toMatchObject({ ...expected, pay: true, collapseWallets: true, send: true });
  });

  it('a flag declared by two plugins keeps the first declaration; a plugin cannot redeclare a kernel flag', () => {
    const a = definePlugin({ id: 'a', kind: 'feature', features: { pay: { default: true } } });
    const b = definePlugin({ id: 'b', kind: 'feature', features: { pay: { default: false }, multiWallet: { default: true } } });
    const kit = createKit(baseOptions({ plugins: [a, b], basic: true }));
    expect([kit.getState().features.pay, kit.getState().features.multiWallet]).toEqual([true, false]);
  });

  it('basic mode forces every remote flag off but keeps local non-remote choices', () => {
    const featureFlags = collectFeatureFlags([all()]);
    const f = basicFeatures({ featureFlags, features: { email: true, multiWallet: true, pay: true, send: false } });
    for (const id of SPEC_REMOTE_FLAGS) expect(f[id], id).toBe(false);
    expect([f.pay, f.send, f.receive]).toEqual([true, false, true]);
  });

  it('each call returns fresh lists (one kit cannot change another’s defaults)', () => {
    const featureFlags = collectFeatureFlags([all()]);
    const a = resolveLocalFeatures({ featureFlags });
    (a.socials as string[]).push('myspace');
    expect(resolveLocalFeatures({ featureFlags }).socials).not.toContain('myspace');
  });
});
