/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { makeNamesKit, ME, OTHER, record } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { en, ar } as const;
const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'ar'],
  ['light', 'ar'],
] as const)('the names views have no axe violations (%s, %s)', (mode, locale) => {
  it('RegisterAccountName (empty, invalid, available with suggestions and held names, errors) and RegisterAccountNameSuccess', async () => {
    const { kit, cloud } = makeNamesKit({ names: { reverseLookup: false } });
    const s = CATALOGUES[locale];
    cloud.names = { 'ada.reown.id': record('ada.reown.id', ME), 'grace-1.reown.id': record('grace-1.reown.id', OTHER) };
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('dev.wallet')));

    // Every SPEC §8 error on screen at once.
    cloud.fail = { lookup: { status: 500 }, suggestions: { status: 503 }, reverse: { status: 502 } };
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const failing = await screen.findByRole('form', { name: s['names.form'] });
    fireEvent.change(within(failing).getByLabelText(s['names.label']), { target: { value: 'grace' } });
    await within(failing).findByText(s['names.error.resolve']);
    await within(failing).findByText(s['names.error.suggestions']);
    await within(failing).findByText(s['names.error.names']);
    expect(await violations()).toEqual([]);
    act(() => kit.close());

    cloud.fail = {};
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const f = await screen.findByRole('form', { name: s['names.form'] });
    const input = within(f).getByLabelText(s['names.label']);
    await within(f).findByRole('region', { name: s['names.yours'] });
    expect(await violations()).toEqual([]);

    fireEvent.change(input, { target: { value: 'gr@ce' } });
    fireEvent.blur(input);
    expect(within(f).getByRole('alert').textContent).toBe(s['names.invalid']);
    expect(await violations()).toEqual([]);

    fireEvent.change(input, { target: { value: 'grace' } });
    await within(f).findByText((_, el) => el?.getAttribute('role') === 'status' && plain(el.textContent) === fill(s['names.available'], { name: 'grace.reown.id' }));
    const suggestions = await within(f).findByRole('region', { name: s['names.suggestions'] });
    await within(suggestions).findAllByRole('button');
    expect(await violations()).toEqual([]);

    act(() => internals(kit).router.reset('RegisterAccountNameSuccess', { name: 'grace.reown.id' }));
    await screen.findByText((_, el) => el?.tagName === 'P' && plain(el.textContent) === fill(s['names.success.title'], { name: 'grace.reown.id' }));
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    cleanup();
    await kit.destroy();
  });
});
