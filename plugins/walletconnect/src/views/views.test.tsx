/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { ConnectorError, UserRejectedError, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import ConnectingWalletConnect from './ConnectingWalletConnect';
import ConnectingWalletConnectBasic from './ConnectingWalletConnectBasic';
import { makeWcKit, wcUri, WC_ENV } from './fakeKit.testing';
import { modulesOfPath, rasterise } from '../../../../react/src/qr/raster.testing';

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (kit: Kit, node: React.ReactNode) => render(<KitProvider kit={kit} modal={false} prefetch={false}>{node}</KitProvider>);
/** Lets the view's start timer (next task) and the kernel's connect run. */
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const fakeFlush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

/** Reads the rendered QR code the way a camera would: the SVG's path, rasterised, through a QR reader. */
function scanQr(): string | undefined {
  const svg = screen.getByRole('img', { name: 'WalletConnect QR code' });
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const dark = svg.querySelector('path')!;
  expect(dark.getAttribute('fill')).toBe('#000000');
  expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
  const { data, width, height } = rasterise(modulesOfPath(dark.getAttribute('d')!, side), 3);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data;
}

const DIRECTORY_WALLET = {
  walletId: 'io.metamask',
  name: 'MetaMask',
  imageUrl: 'https://api.example/getWalletImage/mm',
  links: { mobile: 'https://metamask.app.link/', desktop: 'metamask://', webapp: 'https://portfolio.metamask.example/' },
};

describe('ConnectingWalletConnect', () => {
  it('asks the connector once, shows Preparing, then the QR (scannable to the URI), Copy link and the desktop and web app links', async () => {
    const { kit, wc } = makeWcKit();
    await kit.prefetch();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={DIRECTORY_WALLET} />);
    expect(screen.getByText('Continue in MetaMask')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection…' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    // Before the URI: the link places are held by disabled buttons, no href to tap yet.
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Open desktop app' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    await flush();
    expect(wc.connects).toHaveLength(1);
    expect(wc.connects[0]!.namespaces).toEqual(['eip155']);

    const uri = wcUri(1);
    act(() => wc.pairing(uri));
    expect(scanQr()).toBe(uri);
    expect(screen.getByText('Scan this code with a phone wallet that supports WalletConnect.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const svg = screen.getByRole('img', { name: 'WalletConnect QR code' });
    expect(svg.getAttribute('width')).toBe('240');
    expect(svg.hasAttribute('style')).toBe(false);

    const desktop = screen.getByRole('link', { name: 'Open desktop app' });
    expect(desktop.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`);
    expect(desktop.hasAttribute('target')).toBe(false);
    const web = screen.getByRole('link', { name: /Open in browser/ });
    expect(web.getAttribute('href')).toBe(`https://portfolio.metamask.example/wc?uri=${encodeURIComponent(uri)}`);
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    // On a desktop the phone link is the QR code's job.
    expect(screen.queryByRole('link', { name: /Open MetaMask/ })).toBeNull();
    // Nothing the page renders carries inline script or style.
    expect(document.querySelector('[style]:not(.lk-root), [onclick], script, canvas')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(uri);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    await kit.destroy();
  });

  it('a fresh URI (the connector refreshing before expiry) replaces the QR and the links; Getting a fresh code in between', async () => {
    const { kit, wc } = makeWcKit();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={DIRECTORY_WALLET} />);
    await flush();
    act(() => wc.pairing(wcUri(1)));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    act(() => wc.loading());
    expect(screen.getByRole('progressbar', { name: 'Getting a fresh code…' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    expect(document.querySelectorAll('a[href]')).toHaveLength(0);
    const fresh = wcUri(2);
    act(() => wc.pairing(fresh));
    expect(scanQr()).toBe(fresh);
    expect(screen.getByRole('link', { name: 'Open desktop app' }).getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(fresh)}`);
    // The note was about the old link.
    expect(screen.queryByText('Link copied')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(fresh);
    expect(wc.connects).toHaveLength(1);
    await kit.destroy();
  });

  it('a pairing with 10 s or less left is hidden and a fresh one asked for (SPEC §4), even when timers ran late', async () => {
    const { kit, wc } = makeWcKit();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={{}} />);
    await flush();
    act(() => wc.pairing(wcUri(3), Date.now() + 9_000));
    await flush();
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Getting a fresh code…' })).toBeTruthy();
    expect(wc.refreshes).toBe(1);
    act(() => wc.pairing(wcUri(4)));
    expect(scanQr()).toBe(wcUri(4));
    expect(wc.refreshes).toBe(1);
    await kit.destroy();
  });

  it('on a phone: "Open MetaMask" (the universal link) comes first, the smaller QR after; a native mobile link opens in this window', async () => {
    const { kit, wc } = makeWcKit({ isMobile: () => true });
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={DIRECTORY_WALLET} />);
    expect((screen.getByRole('button', { name: 'Open MetaMask' }) as HTMLButtonElement).disabled).toBe(true);
    await flush();
    const uri = wcUri(5);
    act(() => wc.pairing(uri));
    const open = screen.getByRole('link', { name: /^Open MetaMask/ });
    expect(open.getAttribute('href')).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('data-variant')).toBe('primary');
    const qr = screen.getByRole('img', { name: 'WalletConnect QR code' });
    expect(open.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(Number(qr.getAttribute('width'))).toBeLessThan(240);
    expect(scanQr()).toBe(uri);
    const links = screen.getAllByRole('link');
    expect(links[0]).toBe(open);
    expect(screen.queryByRole('link', { name: 'Open desktop app' })).toBeNull();
    cleanup();

    view(kit, <ConnectingWalletConnect env={WC_ENV} params={{ name: 'Trust', links: { mobile: 'trust://' } }} />);
    await flush();
    act(() => wc.pairing(uri));
    const native = screen.getByRole('link', { name: 'Open Trust' });
    expect(native.getAttribute('href')).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`);
    expect(native.hasAttribute('target')).toBe(false);
    await kit.destroy();
  });

  it('a hostile directory entry (javascript:, data:, vbscript:, http: links) yields no open button, on a phone or a desktop', async () => {
    for (const isMobile of [false, true]) {
      const { kit, wc } = makeWcKit({ isMobile: () => isMobile });
      view(kit, (
        <ConnectingWalletConnect
          env={WC_ENV}
          params={{ name: '<img src=x onerror=alert(1)>', imageUrl: 'javascript:alert(1)', links: { mobile: 'javascript:alert(document.cookie)', desktop: 'data:text/html,<script>alert(1)</script>', webapp: 'vbscript:msgbox(1)' } }}
        />
      ));
      expect(screen.queryAllByRole('button', { name: /Open/ })).toHaveLength(0);
      await flush();
      act(() => wc.pairing(wcUri(6)));
      expect(scanQr()).toBe(wcUri(6));
      expect(screen.queryAllByRole('link')).toHaveLength(0);
      expect(document.querySelector('img[src="x"], img[src^="javascript"]')).toBeNull();
      expect(screen.getByText('Continue in <img src=x onerror=alert(1)>')).toBeTruthy();
      cleanup();
      const http = makeWcKit({ isMobile: () => isMobile });
      view(http.kit, <ConnectingWalletConnect env={WC_ENV} params={{ name: 'Plain', links: { mobile: 'http://wallet.example/', desktop: 'http://wallet.example/', webapp: 'http://wallet.example/' } }} />);
      await flush();
      act(() => http.wc.pairing(wcUri(7)));
      expect(screen.queryAllByRole('link')).toHaveLength(0);
      cleanup();
      await kit.destroy();
      await http.kit.destroy();
    }
  });

  it('a failure shows after 300 ms as an alert with the error; Try again (focused) asks the connector again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit, wc } = makeWcKit();
    await kit.prefetch();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={DIRECTORY_WALLET} />);
    await fakeFlush();
    expect(wc.connects).toHaveLength(1);
    act(() => wc.pairing(wcUri(8)));
    act(() => wc.fail(new ConnectorError('The WalletConnect relay is unreachable')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(299)));
    expect(screen.getByRole('alert').textContent).toBe('');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Connection failed');
    expect(alert.textContent).toContain('The WalletConnect relay is unreachable');
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    await fakeFlush();
    expect(wc.connects).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('');
    // A new attempt prepares afresh (not "a fresh code": nothing was shown for it yet).
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection…' })).toBeTruthy();
    act(() => wc.pairing(wcUri(9)));
    expect(scanQr()).toBe(wcUri(9));
    await kit.destroy();
  });

  it('a refusal in the wallet says declined, with the hint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit, wc } = makeWcKit();
    await kit.prefetch();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={{}} />);
    await fakeFlush();
    act(() => wc.fail(new UserRejectedError()));
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Connection declined')).toBeTruthy();
    expect(within(alert).getByText('The request was declined in the wallet. You can try again.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await kit.destroy();
  });

  it('a copy the browser refuses says so', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { kit, wc } = makeWcKit();
    view(kit, <ConnectingWalletConnect env={WC_ENV} params={{}} />);
    await flush();
    act(() => wc.pairing(wcUri(10)));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Scan the code instead.')).toBeTruthy();
    await kit.destroy();
  });

  it('leaving the view aborts the pairing', async () => {
    const { kit, wc } = makeWcKit();
    const { unmount } = view(kit, <ConnectingWalletConnect env={WC_ENV} params={{}} />);
    await flush();
    const signal = wc.connects[0]!.signal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    await kit.destroy();
  });
});

describe('ConnectingWalletConnectBasic', () => {
  it('the pairing without a directory wallet: intro, QR and Copy link, no open buttons', async () => {
    const { kit, wc } = makeWcKit();
    view(kit, <ConnectingWalletConnectBasic env={WC_ENV} params={{}} />);
    expect(screen.getByText('Connect a wallet with WalletConnect.')).toBeTruthy();
    await flush();
    expect(wc.connects).toHaveLength(1);
    const uri = wcUri(11);
    act(() => wc.pairing(uri));
    expect(scanQr()).toBe(uri);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(uri);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await kit.destroy();
  });

  it('with no WalletConnect connector (no chain configured) it says so and asks nothing', async () => {
    const { kit, wc } = makeWcKit({ connector: false });
    const spy = vi.spyOn(kit, 'connect');
    view(kit, <ConnectingWalletConnectBasic env={WC_ENV} params={{}} />);
    await flush();
    expect(screen.getByText('WalletConnect has no chain to connect on in this app.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    expect(wc.connects).toHaveLength(0);
    await kit.destroy();
  });
});
