/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { ConnectorError, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import ConnectingWalletConnect from './ConnectingWalletConnect';
import { COINBASE_ID, directoryFetch, makeWcKit, wcUri, WC_ENV, type Entry } from './fakeKit.testing';
import { modulesOfPath, rasterise } from '../../../../react/src/qr/raster.testing';

const writeText = vi.fn<(text: string) => Promise<void>>();
// A tap on a wallet's link would leave for the wallet app: the tests stay on the page (the link's own handlers still run).
const stay = (e: MouseEvent) => e.preventDefault();
beforeEach(() => {
  window.addEventListener('click', stay, true);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  window.removeEventListener('click', stay, true);
  cleanup();
  delete (window as unknown as Record<string, unknown>).coinbaseWalletExtension;
});

const view = (kit: Kit, params: Record<string, unknown> = {}) =>
  render(
    <KitProvider kit={kit} modal={false} prefetch={false}>
      <ConnectingWalletConnect env={WC_ENV} params={params} />
    </KitProvider>,
  );
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const phoneKit = (isMobile = true, entries?: Entry[]) => {
  const dir = directoryFetch(entries);
  return { ...makeWcKit({ isMobile: () => isMobile, fetch: dir.fetch }), dir };
};
const rows = () => within(screen.getByRole('list', { name: 'Wallet apps' })).getAllByRole('listitem');
/** The wallet names the rows show (the image's letter fallback is decorative). */
const names = () => rows().map((r) => r.querySelector('.lk-item-label')?.textContent);
const enc = encodeURIComponent;

function scanQr(): string | undefined {
  const svg = screen.getByRole('img', { name: 'WalletConnect QR code' });
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const { data, width, height } = rasterise(modulesOfPath(svg.querySelector('path')!.getAttribute('d')!, side), 3);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data;
}

describe('WalletConnect on a phone: a list of wallet apps opened by link', () => {
  it('lists the directory wallets with a mobile link, featured first; each row is a link to {mobile_link}/wc?uri=… or scheme://wc?uri=…, ready once the URI is', async () => {
    const { kit, wc } = phoneKit();
    view(kit);
    expect(screen.getByText('Choose the wallet app on this phone. It opens and asks you to connect.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection…' })).toBeTruthy();
    // The QR code is not what a phone visitor sees first.
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
        // Featured (certified) first; no mobile link, or an unsafe one: not listed.
    expect(names()).toEqual(['MetaMask', 'Rainbow', 'Trust Wallet', 'Phantom', 'Coinbase Wallet']);
    // Before the URI there is nothing to tap: no row has an href yet (Coinbase's in-app browser needs none, see below).
    expect(screen.queryByRole('link', { name: /^Rainbow/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(wc.connects).toHaveLength(1));

    const uri = wcUri(1);
    act(() => wc.pairing(uri));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const rainbow = screen.getByRole('link', { name: /^Rainbow/ });
    expect(rainbow.getAttribute('href')).toBe(`https://rnbwapp.com/wc?uri=${enc(uri)}`);
    // A universal link opens in a new tab (said to screen readers); an app scheme here.
    expect(rainbow.getAttribute('target')).toBe('_blank');
    expect(rainbow.textContent).toContain('(opens in a new tab)');
    const trust = screen.getByRole('link', { name: 'Trust Wallet' });
    expect(trust.getAttribute('href')).toBe(`trust://wc?uri=${enc(uri)}`);
    expect(trust.hasAttribute('target')).toBe(false);
    // Phantom serves Solana by redirect; on EVM (this kit's namespace) it pairs like the others.
    expect(screen.getByRole('link', { name: 'Phantom' }).getAttribute('href')).toBe(`phantom://wc?uri=${enc(uri)}`);
    expect(screen.getByRole('link', { name: 'MetaMask' }).getAttribute('href')).toBe(`metamask://wc?uri=${enc(uri)}`);
    expect(document.querySelector('a[href^="javascript"], [onclick], [style]:not(.lk-root), script')).toBeNull();
    // One pairing for all of it.
    expect(wc.connects).toHaveLength(1);
    await kit.destroy();
  });

  it('search asks the directory for the typed name (after the wait) and lists only the matches', async () => {
    const { kit, dir } = phoneKit();
    view(kit);
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'trust' } });
    await waitFor(() => expect(names()).toEqual(['Trust Wallet']));
    expect(dir.searches).toEqual(['trust']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No wallet app found.')).toBeTruthy();
    await kit.destroy();
  });

  it('Copy link copies the URI; Show QR code shows the same pairing as a scannable code (no second pairing); Back returns to the list', async () => {
    const { kit, wc } = phoneKit();
    view(kit);
    await flush();
    const uri = wcUri(2);
    act(() => wc.pairing(uri));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(uri);
    expect(screen.getByRole('status').textContent).toBe('Link copied');

    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(scanQr()).toBe(uri);
    expect(screen.queryByRole('list', { name: 'Wallet apps' })).toBeNull();
    const back = screen.getByRole('button', { name: 'Back to the wallet list' });
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    expect(screen.getByRole('list', { name: 'Wallet apps' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show QR code' }));
    expect(wc.connects).toHaveLength(1);
    expect(wc.connects[0]!.signal.aborted).toBe(false);
    await kit.destroy();
  });

  it('a tapped wallet: the view says which one and keeps waiting, with "Open … again" on the current URI, Try again after a failure, and another wallet to choose', async () => {
    const { kit, wc } = phoneKit();
    view(kit);
    await flush();
    act(() => wc.pairing(wcUri(3)));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('link', { name: 'Trust Wallet' }));
    expect(screen.getByText('Continue in Trust Wallet')).toBeTruthy();
    expect(screen.getByText('Approve the connection in the wallet app, then come back here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(`trust://wc?uri=${enc(wcUri(3))}`);
    // The tapped row is gone: focus moves to the way back into the wallet.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open again' }));
    // The connector replaces an expiring pairing: the link follows it.
    act(() => wc.pairing(wcUri(4)));
    expect(screen.getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(`trust://wc?uri=${enc(wcUri(4))}`);

    act(() => wc.fail(new ConnectorError('The WalletConnect relay is unreachable')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Connection failed'));
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    await flush();
    expect(wc.connects).toHaveLength(2);
    act(() => wc.pairing(wcUri(5)));
    expect(screen.getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(`trust://wc?uri=${enc(wcUri(5))}`);

    fireEvent.click(screen.getByRole('button', { name: 'Choose another wallet' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show QR code' }));
    expect(screen.getByRole('link', { name: 'Trust Wallet' }).getAttribute('href')).toBe(`trust://wc?uri=${enc(wcUri(5))}`);
    act(() => wc.approve());
    await kit.destroy();
  });

  it('Coinbase Wallet (EVM, not injected) opens this page in its browser (SPEC §9), URI or not; injected, it pairs like the others', async () => {
    const { kit, wc } = phoneKit();
    view(kit);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const cbUrl = `https://go.cb-w.com/dapp?cb_url=${enc(window.location.href)}`;
    // Ready before the URI: it does not need one.
    expect(screen.getByRole('link', { name: 'Coinbase Wallet' }).getAttribute('href')).toBe(cbUrl);
    expect(screen.getByRole('link', { name: 'Coinbase Wallet' }).hasAttribute('target')).toBe(false);
    await flush();
    act(() => wc.pairing(wcUri(9)));
    expect(screen.getByRole('link', { name: 'Coinbase Wallet' }).getAttribute('href')).toBe(cbUrl);
    await kit.destroy();
    cleanup();

    (window as unknown as Record<string, unknown>).coinbaseWalletExtension = {};
    const again = phoneKit();
    view(again.kit);
    await flush();
    act(() => again.wc.pairing(wcUri(6)));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Coinbase Wallet' }).getAttribute('href')).toBe(`cbwallet://wc?uri=${enc(wcUri(6))}`));
    await again.kit.destroy();
  });

  it('Coinbase Wallet picked elsewhere (Connect, All Wallets) on a phone: a link into its browser, WalletConnect on request; on a desktop, the pairing', async () => {
    const params = { walletId: COINBASE_ID, name: 'Coinbase Wallet', links: { mobile: 'cbwallet://', desktop: null, webapp: null } };
    const { kit, wc } = phoneKit();
    view(kit, params);
    const open = screen.getByRole('link', { name: 'Open Coinbase Wallet' });
    expect(open.getAttribute('href')).toBe(`https://go.cb-w.com/dapp?cb_url=${enc(window.location.href)}`);
    expect(screen.getByText('Coinbase Wallet opens this site in its own browser, where it connects directly.')).toBeTruthy();
    await flush();
    // No pairing is asked for until the visitor picks WalletConnect.
    expect(wc.connects).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Use WalletConnect instead' }));
    await flush();
    expect(wc.connects).toHaveLength(1);
    act(() => wc.pairing(wcUri(7)));
    expect(screen.getByRole('link', { name: 'Open Coinbase Wallet' }).getAttribute('href')).toBe(`cbwallet://wc?uri=${enc(wcUri(7))}`);
    await kit.destroy();
    cleanup();

    const desk = phoneKit(false);
    view(desk.kit, params);
    await flush();
    expect(desk.wc.connects).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Open Coinbase Wallet' })).toBeNull();
    await desk.kit.destroy();
  });

  it('on a desktop the WalletConnect entry stays the QR code (no list)', async () => {
    const { kit, wc } = phoneKit(false);
    view(kit);
    await flush();
    act(() => wc.pairing(wcUri(8)));
    expect(scanQr()).toBe(wcUri(8));
    expect(screen.queryByRole('list', { name: 'Wallet apps' })).toBeNull();
    await kit.destroy();
  });
  it('ten rows at first, so Copy link and the QR code stay near; "Show more wallets" adds ten, then the next directory page', async () => {
    const many: Entry[] = Array.from({ length: 45 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${String(i).padStart(2, '0')}`, mobile_link: `wallet${i}://`, badge_type: 'none' }));
    const { kit, wc } = phoneKit(true, many);
    view(kit);
    await flush();
    act(() => wc.pairing(wcUri(10)));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(names().at(-1)).toBe('Wallet 09');
    const more = screen.getByRole('button', { name: 'Show more wallets' });
    for (const shown of [20, 30, 40]) {
      fireEvent.click(more);
      await waitFor(() => expect(rows()).toHaveLength(shown), { timeout: 5_000 });
    }
    // The first page held 40: the next ten come from page 2, which the click to 40 started loading
    // (the button waits, disabled, while it loads: a click then would do nothing).
    await waitFor(() => expect((more as HTMLButtonElement).disabled).toBe(false), { timeout: 5_000 });
    fireEvent.click(more);
    await waitFor(() => expect(rows()).toHaveLength(45), { timeout: 5_000 });
    expect(names().at(-1)).toBe('Wallet 44');
    expect(screen.queryByRole('button', { name: 'Show more wallets' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wallet 44' }).getAttribute('href')).toBe(`wallet44://wc?uri=${enc(wcUri(10))}`);
    await kit.destroy();
  });
});
