/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { internals, STORAGE_PREFIX, type Kit } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import Connect from './Connect';
import AllWallets from './AllWallets';
import { browserWalletVisible } from './connect/methods';
import { IMAGE_RACE_MS, PREFETCH_IMAGES, prefetchImages } from '../ui/directory/directory';
import { HOSTILE, adapter, directoryFetch, makeDirectory, makeKit, memoryStorage, relayViews } from './connect/testKit';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The icon the installed Dev Wallet announces (EIP-6963): drawn for it in every view, not its directory image. */
const DEV_ICON = 'https://wallet.example/dev-wallet.svg';
const connectors = () => [
  adapter({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: 'io.metamask' }, installed: true }),
  adapter({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', namespaces: ['eip155'], installed: false }),
  adapter({ id: 'com.recent', name: 'Recent Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: 'com.recent' }, installed: true }),
  adapter({ id: 'ext.custom', name: 'Custom Wallet', type: 'EXTERNAL', namespaces: ['eip155'] }),
  adapter({ id: 'ext.other', name: 'Other External', type: 'EXTERNAL', namespaces: ['eip155'] }),
  adapter({ id: 'dev.latchkey.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: 'dev.latchkey.wallet' }, installed: true, imageUrl: DEV_ICON }),
  adapter({ id: 'com.excluded', name: 'Excluded Connector', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }),
  adapter({ id: 'com.byname', name: 'Hidden By Name', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }),
];

function setup(extra: Parameters<typeof makeKit>[1] = {}, plugins: Parameters<typeof makeKit>[2] = [relayViews]) {
  const directory = directoryFetch(makeDirectory());
  const kit = makeKit(connectors(), {
    fetch: directory.fetch,
    storage: memoryStorage({ [`${STORAGE_PREFIX}recent_wallets`]: JSON.stringify(['ext.custom', 'com.recent', 'gone.wallet']) }),
    excludeWalletIds: ['com.excluded', 'dir-excluded'],
    excludeWalletNames: ['HIDDEN by name', 'nope WALLET'],
    ...extra,
  }, plugins);
  return { kit, directory };
}

const view = (kit: Kit, node: React.ReactNode) => render(<KitProvider kit={kit} modal={false} prefetch={false}>{node}</KitProvider>);
const tiles = () => document.querySelectorAll('.lk-tile');
/** A visible button by its text (getByRole is exact but slow over hundreds of nodes; the role checks are done once per test). */
const button = (name: string | RegExp) => {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => !b.closest('[hidden]') && (typeof name === 'string' ? (b.querySelector('[dir=auto]') ?? b).textContent === name : name.test(b.textContent ?? '')));
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
const labels = (list: HTMLElement) => within(list).getAllByRole('button').map((b) => b.querySelector('.lk-item-label')?.textContent);

describe('Connect', () => {
  it('lists recent, installed, featured, external, recommended, then All Wallets; hides excluded wallets and an absent Browser Wallet', async () => {
    const { kit, directory } = setup();
    view(kit, <Connect params={{}} />);
    const list = screen.getByRole('list', { name: 'Ways to connect' });
    await waitFor(() => expect(within(list).getByText('Wallet 009')).toBeTruthy());
    expect(labels(list)).toEqual([
      'Custom Wallet',
      'Recent Wallet',
      'MetaMask',
      'Dev Wallet',
      // Featured: certified directory wallets; the dev wallet is already listed through its connector.
      'Wallet 009',
      'Wallet 018',
      'Wallet 027',
      'Other External',
      // Recommended: the top of the directory, minus what is shown and what is excluded.
      HOSTILE.html,
      HOSTILE.script,
      HOSTILE.jsLinks,
      HOSTILE.dataLinks,
      'All Wallets',
    ]);
    const items = within(list).getAllByRole('button');
    expect(within(items[0]!).getByText('Recent')).toBeTruthy();
    expect(within(items[2]!).getByText('Installed')).toBeTruthy();
    expect(within(items.at(-1)!).getByText('630+ wallets')).toBeTruthy();
    expect(screen.queryByText('Browser Wallet')).toBeNull();
    expect(screen.queryByText('Excluded Connector')).toBeNull();
    expect(screen.queryByText('Hidden By Name')).toBeNull();
    expect(directory.wallets().every((c) => c.url.searchParams.get('exclude') === 'com.excluded,dir-excluded')).toBe(true);
    expect(directory.wallets().some((c) => c.url.searchParams.get('badge_type') === 'certified' && c.url.searchParams.get('entries') === '4')).toBe(true);
    await kit.destroy();
  });

  it('on a phone: All Wallets first; WalletConnect opens the list of phone wallets (deep links), not a QR for another device', async () => {
    const directory = directoryFetch(makeDirectory());
    const list = [...connectors(), adapter({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: ['eip155'], view: 'ConnectingWalletConnect' })];
    const desktop = makeKit(list, { fetch: directory.fetch, storage: memoryStorage() }, [relayViews]);
    view(desktop, <Connect params={{}} />);
    const onDesktop = screen.getByRole('list', { name: 'Ways to connect' });
    await waitFor(() => expect(within(onDesktop).getByText('Wallet 009')).toBeTruthy());
    expect(labels(onDesktop)[0]).toBe('WalletConnect');
    expect(labels(onDesktop).at(-1)).toBe('All Wallets');
    cleanup();
    await desktop.destroy();

    const phone = makeKit(list, { fetch: directory.fetch, storage: memoryStorage(), isMobile: () => true }, [relayViews]);
    view(phone, <Connect params={{}} />);
    const onPhone = screen.getByRole('list', { name: 'Ways to connect' });
    await waitFor(() => expect(within(onPhone).getByText('Wallet 009')).toBeTruthy());
    expect(labels(onPhone)[0]).toBe('All Wallets');
    expect(labels(onPhone)).toContain('WalletConnect');
    fireEvent.click(within(onPhone).getByRole('button', { name: /^WalletConnect/ }));
    expect(internals(phone).router.current).toEqual({ view: 'ConnectingWalletConnect' });
    await phone.destroy();
  });

  it('opens ConnectingExternal for a connector or a directory wallet with a connector, WalletConnect otherwise, AllWallets from its entry', async () => {
    const { kit } = setup();
    view(kit, <Connect params={{}} />);
    fireEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    expect(internals(kit).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet 009' }));
    // The directory entry's image and links go along (the WalletConnect view opens the wallet with them).
    expect(internals(kit).router.current).toEqual({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'w009', name: 'Wallet 009', imageUrl: expect.stringMatching(/^https:\/\/[^?]+\/getWalletImage\/img-w009(\?|$)/), links: { mobile: 'wallet009://', desktop: null, webapp: 'https://app009.example/' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /All Wallets/ }));
    expect(internals(kit).router.current?.view).toBe('AllWallets');
    await kit.destroy();
  });

  it('a directory failure leaves the connectors; a present Browser Wallet shows; the SPEC §5 rule', async () => {
    const { kit, directory } = setup();
    directory.control.reply = () => ({ nope: true });
    const present = makeKit([adapter({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', namespaces: ['eip155'], installed: true })], { fetch: directory.fetch });
    view(present, <Connect params={{}} />);
    expect(await screen.findByRole('button', { name: /Browser Wallet/ })).toBeTruthy();
    await waitFor(() => expect(directory.wallets().length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'All Wallets' })).toBeTruthy();
    const info = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' as const, namespaces: ['eip155' as const] };
    expect(browserWalletVisible({ ...info, installed: false }, false)).toBe(false);
    expect(browserWalletVisible({ ...info }, false)).toBe(true);
    expect(browserWalletVisible({ ...info }, true)).toBe(false);
    expect(browserWalletVisible({ ...info, installed: true }, true)).toBe(true);
    await kit.destroy();
    await present.destroy();
  });
});

describe('AllWallets', () => {
  it('virtualises 640 wallets (under 100 tiles in the DOM), loads the next page on scroll and on keyboard moves', async () => {
    const { kit, directory } = setup();
    view(kit, <AllWallets params={{}} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const page1 = directory.wallets().find((c) => c.url.searchParams.get('page') === '1' && c.url.searchParams.get('entries') === '40');
    expect(page1).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Wallets' });
    expect(grid.querySelector('li')?.getAttribute('aria-setsize')).toBe('639');
    // Featured first.
    expect(tiles()[0]?.textContent).toBe('Latchkey Dev Wallet, Installed');
    expect(tiles()[0]?.querySelector('img')?.getAttribute('src')).toBe(DEV_ICON);
    expect(tiles()[1]?.textContent).toBe('Wallet 009');
    const scroller = document.querySelector('.lk-vscroll') as HTMLElement;
    expect(directory.wallets().some((c) => c.url.searchParams.get('page') === '2')).toBe(false);
    for (let page = 2; page <= 16; page++) {
      // To the bottom of what is loaded, as a browser would clamp it.
      scroller.scrollTop = parseFloat(grid.style.height) - 360;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(directory.wallets().some((c) => c.url.searchParams.get('page') === String(page))).toBe(true));
      await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading more wallets…' })).toBeNull());
      expect(tiles().length).toBeLessThan(100);
    }
    scroller.scrollTop = parseFloat(grid.style.height) - 360;
    fireEvent.scroll(scroller);
    expect(screen.getByText('Wallet 630')).toBeTruthy();
    expect(directory.wallets().some((c) => c.url.searchParams.get('page') === '17')).toBe(false);
    expect(document.querySelectorAll('.lk-tile').length).toBeLessThan(100);
    expect(document.querySelectorAll('*').length).toBeLessThan(300);

    // Keyboard: focusing a tile scrolls it into view; arrows move by row and column.
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    const first = button(/Latchkey Dev Wallet/);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.closest('li')?.getAttribute('aria-posinset')).toBe('4');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Wallet 630');
    expect(scroller.scrollTop).toBeGreaterThan(10_000);
    await kit.destroy();
  });

  it('search waits 300 ms, sends search= with entries=100, aborts a stale query, and says when nothing matches', async () => {
    const { kit, directory } = setup();
    view(kit, <AllWallets params={{}} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search wallets by name' });
    const before = directory.wallets().length;
    let release: () => void = () => {};
    directory.control.reply = (url) => (url.searchParams.get('search') === 'wallet 0' ? new Promise((r) => (release = () => r({ data: [], count: 0 }))) : undefined);
    fireEvent.change(box, { target: { value: 'wallet 0' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(299)));
    expect(directory.wallets().length).toBe(before);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    const stale = directory.wallets().at(-1)!;
    expect(stale.url.searchParams.get('search')).toBe('wallet 0');
    expect(stale.url.searchParams.get('entries')).toBe('100');
    expect(stale.url.searchParams.get('page')).toBe('1');
    directory.control.reply = undefined;
    fireEvent.change(box, { target: { value: 'wallet 01' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    expect(stale.signal?.aborted).toBe(true);
    release();
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Wallet 019')).toBeTruthy());
    expect(tiles().length).toBe(10);
    expect(screen.getByRole('status').textContent).toBe('10 wallets');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No wallet matches “zzz”.', { selector: '.lk-text' })).toBeTruthy();
    await kit.destroy();
  });

  it('renders hostile names as text, never an unsafe image or link; unsafe links go to WalletConnect, safe ones to a panel', async () => {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = '';
        referrerPolicy = '';
        set src(v: string) {
          images.push(v);
        }
      },
    );
    const { kit } = setup();
    view(kit, <AllWallets params={{}} />);
    expect(await screen.findByText(HOSTILE.script)).toBeTruthy();
    expect(screen.getByText(HOSTILE.html)).toBeTruthy();
    expect(document.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(images).toHaveLength(20);
    expect(images.every((u) => u.startsWith('https://'))).toBe(true);
    const unsafe = (v: string | null) => /^\s*(javascript|data|vbscript):/i.test(v ?? '');
    expect([...document.querySelectorAll('img')].some((i) => unsafe(i.getAttribute('src')))).toBe(false);
    // The entry whose image id is a javascript: URL gets its letter.
    expect(button('Script Image Wallet').querySelector('img')).toBeNull();

    // Hostile links never reach the WalletConnect view: its params carry none of them.
    const noLinks = { mobile: null, desktop: null, webapp: null };
    fireEvent.click(button(HOSTILE.jsLinks));
    expect(internals(kit).router.current).toEqual({ view: 'ConnectingWalletConnect', params: { walletId: 'dir-js', name: HOSTILE.jsLinks, imageUrl: expect.stringContaining('/getWalletImage/img-dir-js'), links: noLinks } });
    fireEvent.click(button(HOSTILE.dataLinks));
    expect(internals(kit).router.current?.params).toEqual({ walletId: 'dir-data', name: HOSTILE.dataLinks, imageUrl: expect.stringContaining('/getWalletImage/img-dir-data'), links: noLinks });
    expect([...document.querySelectorAll('a')].some((a) => unsafe(a.getAttribute('href')))).toBe(false);

    fireEvent.click(button('Wallet 018'));
    const heading = screen.getByRole('heading', { name: 'Wallet 018' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Open Wallet 018' }).getAttribute('href')).toBe('wallet018://connect');
    fireEvent.click(screen.getByRole('button', { name: 'Back to all wallets' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 018' }));
    // A wallet with a connector here connects directly.
    fireEvent.click(button(/Latchkey Dev Wallet/));
    expect(internals(kit).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'dev.latchkey.wallet' } });
    await kit.destroy();
  });

  it("the wallet panel's WalletConnect button and a wallet with no usable link open ConnectingWalletConnect with the entry's image and links", async () => {
    const { kit } = setup();
    view(kit, <AllWallets params={{}} />);
    expect(await screen.findByText('Wallet 018')).toBeTruthy();
    fireEvent.click(button('Wallet 018'));
    fireEvent.click(screen.getByRole('button', { name: 'Connect with WalletConnect' }));
    expect(internals(kit).router.current).toEqual({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'w018', name: 'Wallet 018', imageUrl: expect.stringContaining('/getWalletImage/img-w018'), links: { mobile: 'wallet018://', desktop: 'wallet018://connect', webapp: 'https://app018.example/' } },
    });
    await kit.destroy();
  });

  it('without a plugin that connects directory wallets: Connect lists only what a connector connects; All Wallets offers links, never a view the kit lacks', async () => {
    const { kit, directory } = setup({}, []);
    expect(internals(kit).router.isKnown('ConnectingWalletConnect')).toBe(false);
    view(kit, <Connect params={{}} />);
    const list = screen.getByRole('list', { name: 'Ways to connect' });
    await waitFor(() => expect(directory.wallets().length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(labels(list)).toEqual(['Custom Wallet', 'Recent Wallet', 'MetaMask', 'Dev Wallet', 'Other External', 'All Wallets']);
    cleanup();

    view(kit, <AllWallets params={{}} />);
    expect(await screen.findByText('Wallet 018')).toBeTruthy();
    // A wallet with an app link: the panel opens it, and offers no WalletConnect button.
    fireEvent.click(button('Wallet 018'));
    expect(screen.getByRole('link', { name: 'Open Wallet 018' }).getAttribute('href')).toBe('wallet018://connect');
    expect(screen.queryByRole('button', { name: 'Connect with WalletConnect' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to all wallets' }));
    // A wallet with no usable link: the panel says it cannot be connected here; the view stays.
    fireEvent.click(button(HOSTILE.jsLinks));
    expect(screen.getByRole('heading', { name: HOSTILE.jsLinks })).toBeTruthy();
    expect(screen.getByText('WalletConnect is not set up for this app.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: `Open ${HOSTILE.jsLinks}` })).toBeNull();
    expect(internals(kit).router.current?.view).not.toBe('ConnectingWalletConnect');
    await kit.destroy();
  });

  it('prefetches the first 20 directory images (SPEC §9), no more, skipping unsafe ones, each once', async () => {
    const fetched: string[] = [];
    class CountingImage {
      decoding = '';
      referrerPolicy = '';
      set src(url: string) {
        fetched.push(url);
      }
    }
    vi.stubGlobal('Image', CountingImage);
    const urls = Array.from({ length: 30 }, (_, i) => (i === 3 ? 'javascript:alert(1)' : i === 4 ? undefined : `https://img.example/w${i}.png`));
    const done = new Set<string>();
    prefetchImages(urls, done);
    expect(PREFETCH_IMAGES).toBe(20);
    expect(fetched).toEqual(urls.filter((u) => u?.startsWith('https:')).slice(0, 20));
    // Asked again (the view drawn again): nothing is fetched twice, and still not past the first 20.
    prefetchImages(urls, done);
    expect(fetched).toHaveLength(20);
    // In the view: the directory's images are prefetched on the first page.
    const { kit } = setup();
    fetched.length = 0;
    view(kit, <AllWallets params={{}} />);
    await waitFor(() => expect(fetched.length).toBe(PREFETCH_IMAGES));
    expect(new Set(fetched).size).toBe(PREFETCH_IMAGES);
    // Each tile's own picture: the installed Dev Wallet's is the icon it announces.
    expect(fetched.every((u) => u.includes('/getWalletImage/') || u === DEV_ICON)).toBe(true);
    expect(fetched).toContain(DEV_ICON);
    expect(fetched.some((u) => u.includes('/getWalletImage/img-dir-dev'))).toBe(false);
    await kit.destroy();
  });

  it('a slow image keeps its place until the 2 s race is lost, not a moment before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit } = setup();
    view(kit, <AllWallets params={{}} />);
    // The directory answers without a timer: flush promises only, so no time passes before the tile shows.
    for (let i = 0; i < 100 && !screen.queryByText(HOSTILE.huge); i++) await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(button(HOSTILE.huge).querySelector('img')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(IMAGE_RACE_MS - 1)));
    expect(button(HOSTILE.huge).querySelector('img')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(button(HOSTILE.huge).querySelector('img')).toBeNull();
    expect(IMAGE_RACE_MS).toBe(2_000);
    await kit.destroy();
  });

  it('a broken image falls back to the letter; a huge one too once the 2 s image race is lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit } = setup();
    view(kit, <AllWallets params={{}} />);
    await vi.waitFor(() => expect(screen.getByText(HOSTILE.broken)).toBeTruthy());
    const tile = button;
    fireEvent.error(tile(HOSTILE.broken).querySelector('img')!);
    expect(tile(HOSTILE.broken).querySelector('img')).toBeNull();
    expect(tile(HOSTILE.broken).querySelector('.lk-img')?.textContent).toBe('B');
    fireEvent.load(tile('Wallet 009').querySelector('img')!);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_000)));
    expect(tile(HOSTILE.huge).querySelector('img')).toBeNull();
    expect(tile(HOSTILE.huge).querySelector('.lk-img')?.textContent).toBe('H');
    expect(tile('Wallet 009').querySelector('img')).toBeTruthy();
    await kit.destroy();
  });

  it('a malformed directory reply shows an error with a retry, not a crash', async () => {
    const { kit, directory } = setup();
    directory.control.reply = () => ({ data: [{ id: 1, name: null }], count: 'many' });
    view(kit, <AllWallets params={{}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wallets could not be loaded.');
    directory.control.reply = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wallet 009')).toBeTruthy();
    expect(screen.queryByText('Excluded By Id')).toBeNull();
    expect(screen.queryByText('Nope Wallet')).toBeNull();
    await kit.destroy();
  });
});
