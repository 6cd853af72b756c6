import { describe, expect, it } from 'vitest';
import { basicFeatures, defaultFeatures, REMOTE_FEATURES, resolveLocalFeatures } from './features';
import { createKit } from '../createKit';
import { baseOptions } from '../testing/fixtures';

describe('feature defaults (SPEC §9)', () => {
  it('receive, send, email wallets, analytics and all wallets on; legal checkbox, smart sessions, collapse wallets and pay off', () => {
    const f = defaultFeatures();
    expect([f.receive, f.send, f.emailShowWallets, f.analytics, f.allWallets]).toEqual([true, true, true, true, true]);
    expect([f.legalCheckbox, f.smartSessions, f.collapseWallets, f.pay]).toEqual([false, false, false, false]);
  });

  it('remote defaults: swaps 1inch, onramp meld and coinbase, email, activity, branding on, multi-wallet off, all seven socials', () => {
    const f = defaultFeatures();
    expect(f.swaps).toEqual(['1inch']);
    expect(f.onramp).toEqual(['meld', 'coinbase']);
    expect([f.email, f.activity, f.reownBranding, f.multiWallet]).toEqual([true, true, true, false]);
    expect(f.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
  });

  it('the remote features are the seven SPEC §1 names', () => {
    expect([...REMOTE_FEATURES].sort()).toEqual(['activity', 'email', 'multiWallet', 'onramp', 'reownBranding', 'socials', 'swaps']);
  });

  it('the kit starts with the defaults overlaid by the dapp’s features; unset keys keep defaults', () => {
    const kit = createKit(baseOptions({ features: { pay: true, send: undefined, socials: ['github'] } }));
    expect(kit.getState().features).toEqual({ ...defaultFeatures(), pay: true, socials: ['github'] });
  });

  it('basic mode forces every remote feature off but keeps local non-remote choices', () => {
    const f = basicFeatures({ email: true, multiWallet: true, pay: true, send: false });
    for (const id of REMOTE_FEATURES) expect(f[id], id).toBe(false);
    expect(f.pay).toBe(true);
    expect(f.send).toBe(false);
    expect(f.receive).toBe(true);
  });

  it('each call returns fresh lists (one kit cannot change another’s defaults)', () => {
    const a = resolveLocalFeatures({});
    (a.socials as string[]).push('myspace');
    expect(resolveLocalFeatures({}).socials).not.toContain('myspace');
  });
});
