/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { CODES, USER_EMAIL, makeEmailKit } from './fakeKit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

afterEach(() => cleanup());

const CATALOGUES = { en, ar } as const;

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'ar'],
  ['light', 'ar'],
] as const)('the email views have no axe violations (%s, %s)', (mode, locale) => {
  it('EmailLogin inline in Connect (and with its error), the code entry (and a refused code), the device view, UpdateEmailWallet (form, code, done)', async () => {
    const { kit, frame, signIn } = makeEmailKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);

    // EmailLogin, inline in the Connect view.
    act(() => kit.open({ view: 'Connect' }));
    const email = (await screen.findByRole('textbox', { name: s['email.label'] })) as HTMLInputElement;
    expect(await violations()).toEqual([]);
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.submit(email.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(s['email.invalid']);
    expect(await violations()).toEqual([]);

    // The code entry, then a refused code.
    act(() => internals(kit).router.push('EmailVerifyOtp', { email: USER_EMAIL }));
    const code = (await screen.findByRole('textbox', { name: s['email.otp.label'] })) as HTMLInputElement;
    expect(await violations()).toEqual([]);
    fireEvent.paste(code, { clipboardData: { getData: () => '000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe(s['email.otp.invalid']);
    expect(await violations()).toEqual([]);

    // The device view, waiting and after a failure.
    act(() => internals(kit).router.push('EmailVerifyDevice', { email: USER_EMAIL }));
    expect(await screen.findByRole('progressbar', { name: s['email.device.waiting'] })).toBeTruthy();
    expect(await violations()).toEqual([]);
    await waitFor(() => expect(frame.names()).toContain('CONNECT_DEVICE'));
    act(() => frame.rejectDevice());
    expect((await screen.findByRole('alert')).textContent).toBe(s['email.device.failed']);
    expect(await violations()).toEqual([]);

    // UpdateEmailWallet: the form, the code step, done.
    act(() => kit.close());
    await act(async () => void (await signIn()));
    act(() => kit.open({ view: 'UpdateEmailWallet' }));
    const next = (await screen.findByRole('textbox', { name: s['email.update.label'] })) as HTMLInputElement;
    expect(await violations()).toEqual([]);
    fireEvent.change(next, { target: { value: 'grace@example.org' } });
    fireEvent.submit(next.closest('form')!);
    const primary = (await screen.findByRole('textbox', { name: s['email.otp.label'] })) as HTMLInputElement;
    expect(await violations()).toEqual([]);
    fireEvent.paste(primary, { clipboardData: { getData: () => CODES.primary } });
    await waitFor(() => expect(frame.names()).toContain('UPDATE_EMAIL_PRIMARY_OTP'));
    const secondary = (await screen.findByRole('textbox', { name: s['email.otp.label'] })) as HTMLInputElement;
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('grace@example.org'));
    fireEvent.paste(secondary, { clipboardData: { getData: () => CODES.secondary } });
    expect(await screen.findByRole('button', { name: s['email.update.back'] })).toBeTruthy();
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});
