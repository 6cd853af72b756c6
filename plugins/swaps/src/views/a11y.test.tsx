/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { formatFiatAmount } from '@latchkey/react/ui';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { NATIVE, USDC, makeSwapsKit } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

const CATALOGUES = { en, ar } as const;
const APPROVE = { en: 'Approve', ar: 'موافقة' } as const;
const REJECT = { en: 'Reject', ar: 'رفض' } as const;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'ar'],
  ['dark', 'ar'],
] as const)('the swap views have no axe violations (%s, %s)', (mode, locale) => {
  it('Swap (empty, quoted, short of balance, no quote), the token list, the preview (approve, then swap), success, failure, none, unavailable', async () => {
    const { kit, cloud } = makeSwapsKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('evm.wallet')));
    const api = kit.plugin('swaps');

    act(() => kit.open({ view: 'Swap' }));
    let form = await screen.findByRole('form', { name: s['swaps.form'] });
    await within(form).findByRole('button', { name: (n) => n.replace(/\s+/g, ' ').replace(/ ([.,:،])/g, '$1') === fill(s['swaps.token.choosePay'], { symbol: 'ETH' }) });
    expect(await violations()).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: s['swaps.token.pickReceive'] }));
    const list = await screen.findByRole('list', { name: s['swaps.select.list'] });
    // The USD value as the locale writes it (its no-break space kept: matched exactly).
    const held = fill(s['swaps.select.heldValue'], { amount: '2', symbol: 'ETH', value: formatFiatAmount(6000, 'USD', locale) });
    await within(list).findByText((_, el) => el?.textContent === held && ![...el.children].some((c) => c.textContent === held));
    expect(await violations()).toEqual([]);
    fireEvent.click(within(list).getAllByRole('button')[1]!);

    form = await screen.findByRole('form', { name: s['swaps.form'] });
    fireEvent.change(within(form).getByLabelText(s['swaps.pay']), { target: { value: '5' } });
    await within(form).findByRole('alert');
    expect(await violations()).toEqual([]);
    fireEvent.change(within(form).getByLabelText(s['swaps.pay']), { target: { value: '0.01' } });
    await within(form).findByLabelText(s['swaps.details']);
    expect(await violations()).toEqual([]);
    cloud.override['/v1/convert/quotes'] = () => ({ status: 400, body: { message: 'No liquidity' } });
    fireEvent.change(within(form).getByLabelText(s['swaps.pay']), { target: { value: '0.02' } });
    await within(form).findByRole('alert');
    expect(await violations()).toEqual([]);
    delete cloud.override['/v1/convert/quotes'];

    // USDC → ETH: the approval step first.
    act(() => {
      api.setFrom(`eip155:1:${USDC}`);
      api.setTo(`eip155:1:${NATIVE}`);
      api.setAmount('5');
    });
    await act(async () => void (await api.quote()));
    act(() => internals(kit).router.push('SwapPreview'));
    const approve = await screen.findByRole('button', { name: fill(s['swaps.preview.approve'], { symbol: 'USDC' }) });
    expect(await violations()).toEqual([]);
    fireEvent.click(approve);
    fireEvent.click(await screen.findByRole('button', { name: APPROVE[locale] }));
    await screen.findByText(fill(s['swaps.preview.approved'], { symbol: 'USDC' }));
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: s['swaps.preview.swap'] }));
    fireEvent.click(await screen.findByRole('button', { name: APPROVE[locale] }));
    await screen.findByTestId('lk-swap-paid');
    expect(await violations()).toEqual([]);

    // A declined swap: the failure view.
    act(() => {
      api.reset();
      api.setFrom(`eip155:1:${USDC}`);
      api.setTo(`eip155:1:${NATIVE}`);
      api.setAmount('1');
      internals(kit).router.replace('SwapPreview');
    });
    await act(async () => void (await api.quote()));
    fireEvent.click(await screen.findByRole('button', { name: fill(s['swaps.preview.approve'], { symbol: 'USDC' }) }));
    fireEvent.click(await screen.findByRole('button', { name: REJECT[locale] }));
    await screen.findByText(s['swaps.result.rejected']);
    expect(await violations()).toEqual([]);

    act(() => {
      api.reset();
      internals(kit).router.replace('SwapResult');
    });
    await screen.findByText(s['swaps.result.none']);
    expect(await violations()).toEqual([]);

    await act(async () => void (await kit.switchNetwork('eip155:11155111')));
    act(() => internals(kit).router.replace('Swap'));
    await screen.findByText(s['swaps.unavailable']);
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});
