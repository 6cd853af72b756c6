/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { EVM_2, approveNext, makeSendKit, until } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

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
] as const)('the send views have no axe violations (%s, %s)', (mode, locale) => {
  it('Send (empty, with an error), Select Token, Review (ready, sending, sent), Receive, Tokens (list, unavailable)', async () => {
    const { kit, cloud } = makeSendKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('dev.wallet')));

    act(() => kit.open({ view: 'WalletSend' }));
    const form = await screen.findByRole('form', { name: s['send.form'] });
    expect(await violations()).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: s['send.submit'] }));
    await screen.findByRole('alert');
    expect(await violations()).toEqual([]);

    fireEvent.click(within(form).getAllByRole('button')[0]!);
    await screen.findByRole('list', { name: s['send.select.list'] });
    expect(await violations()).toEqual([]);

    const api = kit.plugin('send');
    api.setToken((await api.refreshBalances())[0]);
    api.setAmount('0.1');
    await api.setReceiver(EVM_2);
    act(() => internals(kit).router.replace('WalletSendPreview'));
    const send = await screen.findByRole('button', { name: s['send.preview.confirm'] });
    expect(await violations()).toEqual([]);
    fireEvent.click(send);
    // While the wallet's approval waits, the review shows it is sending.
    await until(() => kit.getState().requests.length === 1 && internals(kit).router.current?.view === 'ApproveTransaction', 'the approval');
    act(() => void internals(kit).router.goBack());
    await screen.findByRole('progressbar', { name: s['send.preview.sending'] });
    expect(await violations()).toEqual([]);
    await act(async () => void (await approveNext(kit)));
    await screen.findByRole('button', { name: s['send.preview.done'] });
    expect(await violations()).toEqual([]);

    act(() => internals(kit).router.reset('WalletReceive'));
    await screen.findByRole('img', { name: s['receive.qr'] });
    expect(await violations()).toEqual([]);

    act(() => internals(kit).router.reset('WalletTokens'));
    await screen.findByRole('region', { name: s['send.balances.list'].replace('{network}', 'Ethereum') });
    expect(await violations()).toEqual([]);
    cloud.balances['eip155:1'] = 500;
    await act(async () => void (await api.refreshBalances({ force: true })));
    await screen.findByText(s['send.balances.unavailable']);
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});
