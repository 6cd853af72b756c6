/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { makeOnrampKit, stubOpen } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CATALOGUES = { en, ar } as const;

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'ar'],
  ['dark', 'ar'],
] as const)('the onramp views have no axe violations (%s, %s)', (mode, locale) => {
  it('Buy (empty, with an amount error, quoted, quote error), Purchase (pending, returned, none)', async () => {
    const { kit, cloud } = makeOnrampKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('evm.wallet')));

    act(() => kit.open({ view: 'OnRampProviders' }));
    const form = await screen.findByRole('form', { name: s['onramp.form'] });
    expect(await violations()).toEqual([]);
    const amount = within(form).getByRole('textbox');
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.blur(amount);
    await within(form).findByRole('alert');
    expect(await violations()).toEqual([]);
    fireEvent.change(amount, { target: { value: '100' } });
    await within(form).findByText((text) => text.includes('98 USDC'));
    expect(await violations()).toEqual([]);
    cloud.quote = () => ({ status: 503, body: { message: 'paused' } });
    fireEvent.change(amount, { target: { value: '101' } });
    await within(form).findByRole('alert');
    expect(await violations()).toEqual([]);

    stubOpen((w, n) => vi.spyOn(w, n));
    fireEvent.click(within(form).getAllByRole('button')[0]!);
    await screen.findByRole('button', { name: s['onramp.purchase.back'] });
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: s['onramp.purchase.back'] }));
    await screen.findByRole('button', { name: s['onramp.purchase.done'] });
    expect(await violations()).toEqual([]);
    act(() => kit.plugin('onramp').reset());
    await screen.findByText(s['onramp.purchase.none']);
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});
