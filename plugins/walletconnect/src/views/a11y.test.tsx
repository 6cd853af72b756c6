/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { internals, ConnectorError, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { directoryFetch, makeWcKit, wcUri } from './fakeKit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';

afterEach(() => cleanup());

const WALLET = {
  walletId: 'io.metamask',
  name: 'MetaMask',
  imageUrl: 'https://api.example/getWalletImage/mm',
  links: { mobile: 'https://metamask.app.link/', desktop: 'metamask://', webapp: 'https://portfolio.metamask.example/' },
};

const STRINGS = {
  en: { qr: 'WalletConnect QR code', preparing: 'Preparing the connection…', failed: 'Connection failed', intro: 'Connect a wallet with WalletConnect.', copy: 'Copy link', web: /Open in browser/ },
  ar: { qr: 'رمز QR لـ WalletConnect', preparing: 'جارٍ تجهيز الاتصال…', failed: 'فشل الاتصال', intro: 'اربط محفظة باستخدام WalletConnect.', copy: 'نسخ الرابط', web: /افتح في المتصفح/ },
} as const;

async function openView(kit: Kit, view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic', params?: Record<string, unknown>) {
  act(() => (kit.getState().modal.open ? internals(kit).router.reset(view, params) : kit.open({ view, params })));
  await screen.findByRole('dialog');
}

describe.each([
  ['light', 'en', false],
  ['dark', 'en', false],
  ['dark', 'ar', false],
  ['light', 'ar', true],
] as const)('the connecting views have no axe violations (%s, %s, mobile: %s)', (mode, locale, mobile) => {
  it('ConnectingWalletConnect while preparing, with a QR code and links, after a failure; ConnectingWalletConnectBasic with a QR code', async () => {
    const { kit, wc } = makeWcKit({ isMobile: () => mobile });
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    render(<KitProvider kit={kit} prefetch={false} />);
    const s = STRINGS[locale];

    await openView(kit, 'ConnectingWalletConnect', WALLET);
    expect(await screen.findByRole('progressbar', { name: s.preparing })).toBeTruthy();
    // The title comes from the view registry (the plugin's 'wc.connector').
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('WalletConnect');
    expect(await violations()).toEqual([]);

    await waitFor(() => expect(wc.connects).toHaveLength(1));
    act(() => wc.pairing(wcUri(1)));
    expect(await screen.findByRole('img', { name: s.qr })).toBeTruthy();
    expect(screen.getByRole('link', { name: s.web })).toBeTruthy();
    expect(await violations()).toEqual([]);

    act(() => wc.fail(new ConnectorError('The WalletConnect relay is unreachable')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(s.failed));
    expect(await violations()).toEqual([]);

    await openView(kit, 'ConnectingWalletConnectBasic');
    expect(await screen.findByText(s.intro)).toBeTruthy();
    await waitFor(() => expect(wc.connects).toHaveLength(2));
    act(() => wc.pairing(wcUri(2)));
    expect(await screen.findByRole('img', { name: s.qr })).toBeTruthy();
    expect(screen.getByRole('button', { name: s.copy })).toBeTruthy();
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});

describe.each([
  ['light', 'en', 'Wallet apps', 'Show QR code', 'Choose another wallet'],
  ['dark', 'ar', 'تطبيقات المحافظ', 'عرض رمز QR', 'اختر محفظة أخرى'],
] as const)('the phone wallet list has no axe violations (%s, %s)', (mode, locale, listName, showQr, another) => {
  it('the list while preparing, with links, a tapped wallet, the QR code', async () => {
    const { kit, wc } = makeWcKit({ isMobile: () => true, fetch: directoryFetch().fetch });
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    render(<KitProvider kit={kit} prefetch={false} />);
    await openView(kit, 'ConnectingWalletConnect');
    const list = await screen.findByRole('list', { name: listName });
    expect(await violations()).toEqual([]);
    await waitFor(() => expect(wc.connects).toHaveLength(1));
    act(() => wc.pairing(wcUri(3)));
    await waitFor(() => expect(list.querySelectorAll('a[href]').length).toBeGreaterThan(3));
    // Every row is a link with the wallet's name, in a list.
    for (const a of list.querySelectorAll('a')) expect(a.closest('li')?.parentElement).toBe(list);
    expect(await violations()).toEqual([]);
    const link = list.querySelector<HTMLAnchorElement>('a[href^="trust:"]')!;
    link.addEventListener('click', (e) => e.preventDefault());
    act(() => link.click());
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: another }));
    fireEvent.click(await screen.findByRole('button', { name: showQr }));
    expect(await violations()).toEqual([]);
    await kit.destroy();
  });
});
