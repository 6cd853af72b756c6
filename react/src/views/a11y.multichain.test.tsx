/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { internals, definePlugin, type Kit } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import { ADDRESS, ADDRESS_2, SOL_ADDRESS, SOL_ADDRESS_2, directoryFetch, makeDirectory, makeMultiKit, multiAdapter } from './connect/testKit';

afterEach(() => cleanup());

/** axe over the open dialog. jsdom has no layout, so contrast (and anything measured) is the browser suite's job. */
async function violations(): Promise<string[]> {
  const result = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const methods = definePlugin({
  id: 'methods',
  kind: 'feature',
  locale: { en: { 'm.email': 'Email', 'm.google': 'Google', 'm.buy': 'Buy crypto' }, ar: { 'm.email': 'البريد الإلكتروني', 'm.google': 'جوجل', 'm.buy': 'شراء العملات' } },
  views: [{ id: 'EmailLogin', load: async () => ({ default: () => null }) }],
  slots: [
    { slot: 'connectMethods', id: 'email', labelKey: 'm.email', order: 1, icon: 'mail', view: 'EmailLogin' },
    { slot: 'connectMethods', id: 'google', labelKey: 'm.google', order: 2, icon: SVG, view: 'EmailLogin', params: { provider: 'google' } },
    { slot: 'walletFeatures', id: 'buy', labelKey: 'm.buy', icon: 'card', view: 'EmailLogin' },
  ],
});

/** Three wallets over EVM and Solana, all connected, with multi-wallet on. */
async function connectedEverywhere(): Promise<Kit> {
  const kit = makeMultiKit(
    [multiAdapter('alpha', 'Alpha Wallet', { eip155: ADDRESS }), multiAdapter('beta', 'Beta Wallet', { eip155: ADDRESS_2, solana: SOL_ADDRESS_2 }), multiAdapter('gamma', 'Gamma Wallet', { solana: SOL_ADDRESS })],
    { basic: false, features: { multiWallet: true }, fetch: directoryFetch(makeDirectory(6)).fetch },
    [methods],
  );
  await kit.ready;
  for (const id of ['alpha', 'beta', 'gamma']) await kit.connect(id);
  return kit;
}

async function show(kit: Kit, view: string, find: () => Promise<unknown>) {
  act(() => (kit.getState().modal.open ? internals(kit).router.reset(view) : kit.open({ view })));
  await find();
}

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'ar'],
] as const)('multi-chain views have no axe violations (%s, %s)', (mode, locale) => {
  it('Connect with connect methods and namespace badges, Account with the namespace switcher, grouped Networks, ProfileWallets', async () => {
    const kit = await connectedEverywhere();
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    render(<KitProvider kit={kit} prefetch={false} />);
    const ar = locale === 'ar';

    await show(kit, 'Connect', () => screen.findByRole('button', { name: ar ? 'البريد الإلكتروني' : 'Email' }));
    expect(document.querySelectorAll('.lk-badge').length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);

    await show(kit, 'Account', () => screen.findByRole('group', { name: ar ? 'السلسلة النشطة' : 'Active chain' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(await violations()).toEqual([]);

    await show(kit, 'Networks', () => screen.findByRole('heading', { name: ar ? 'شبكات سولانا' : 'Solana networks' }));
    expect(await violations()).toEqual([]);

    await show(kit, 'ProfileWallets', () => screen.findByRole('button', { name: ar ? 'إضافة محفظة' : 'Add wallet' }));
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(await violations()).toEqual([]);

    if (ar) expect(screen.getByRole('dialog').closest('.lk-root')?.getAttribute('dir')).toBe('rtl');
    await kit.destroy();
  });
});
