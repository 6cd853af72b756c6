/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { RECIPIENT, errorOf, makePayKit, usdcAsset } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

const CATALOGUES = { en, ar } as const;
const APPROVE = { en: 'Approve', ar: 'موافقة' } as const;
const REJECT = { en: 'Reject', ar: 'رفض' } as const;

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'ar'],
  ['dark', 'ar'],
] as const)('the pay views have no axe violations (%s, %s)', (mode, locale) => {
  it('Pay (request, low balance), Payment (submitted, confirming, confirmed, failed, cancelled)', async () => {
    const { kit, script } = makePayKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('evm.wallet')));
    let release!: () => void;
    script.hold = new Promise<void>((r) => (release = r));

    let paid!: Promise<unknown>;
    act(() => void (paid = kit.plugin('pay').pay({ amount: '2', asset: usdcAsset(), recipient: RECIPIENT })));
    await screen.findByRole('region', { name: s['pay.request'] });
    await screen.findByText('1,234.5 USDC');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: s['pay.pay'] }));
    await screen.findByRole('button', { name: APPROVE[locale] });
    act(() => internals(kit).router.reset('PayStatus'));
    await screen.findByText(s['pay.status.submitted']);
    expect(await violations()).toEqual([]);
    await act(async () => internals(kit).requests.approve(kit.getState().requests[0]!.id));
    await screen.findByText(s['pay.status.confirming']);
    expect(await violations()).toEqual([]);
    act(() => release());
    await screen.findByRole('button', { name: s['pay.done'] });
    await paid;
    expect(await violations()).toEqual([]);
    act(() => kit.close());

    script.hold = undefined;
    const again = errorOf(kit.plugin('pay').pay({ amount: '5000', asset: usdcAsset(), recipient: RECIPIENT }));
    await screen.findByText(s['pay.insufficient']);
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: s['pay.pay'] }));
    fireEvent.click(await screen.findByRole('button', { name: REJECT[locale] }));
    await screen.findByRole('button', { name: s['pay.retry'] });
    expect(await violations()).toEqual([]);
    act(() => kit.plugin('pay').cancel());
    await again;
    act(() => kit.open({ view: 'PayStatus' }));
    await screen.findByText(s['pay.status.cancelled']);
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});
