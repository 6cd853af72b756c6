/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { STORAGE_PREFIX, StorageKeys, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { FARCASTER_URL, FRAME_ORIGIN, fakePopup, makeSocialsKit, otherWallet, postFrom, resultUri, stubOpen, type MakeOptions } from './fakeKit.testing';

const kits: Kit[] = [];
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const k of kits.splice(0)) await k.destroy();
});

function setup(options: MakeOptions = {}) {
  const storage = (options.storage as ReturnType<typeof createMemoryStorage> | undefined) ?? createMemoryStorage();
  const made = makeSocialsKit({ ...options, storage });
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  return { ...made, storage };
}

/** Opens the modal on Connect and waits for the inline social buttons. */
async function openConnect(kit: Kit) {
  await kit.ready;
  act(() => kit.open({ view: 'Connect' }));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  return screen.findByRole('group', { name: 'Sign in with a social account' });
}

const stored = (storage: ReturnType<typeof createMemoryStorage>, key: string) => storage.data.get(`${STORAGE_PREFIX}socials:${key}`);
/** The redirect sign-in this browser started, as the plugin stores it before the page leaves. */
const pendingLogin = (provider: string, state: string, expiresAt = Date.now() + 60_000) => JSON.stringify({ provider, state, expiresAt });
const connected = (kit: Kit) => kit.getState().chains.eip155?.account.status === 'connected';
/** The names of the buttons in the social group, in order. */
const buttonNames = (group: HTMLElement) => within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
/** Waits until the fake frame handed out the prepared sign-in URLs. */
const prepared = async (frame: { names(): string[] }, n: number) => waitFor(() => expect(frame.names().filter((x) => x === 'GET_SOCIAL_REDIRECT_URI')).toHaveLength(n));

describe('the socials list in the Connect view', () => {
  it('is drawn inline, in SPEC §9 order: Google as a row, then X, Discord, Farcaster as named icon buttons and More', async () => {
    const { kit } = setup();
    const group = await openConnect(kit);
    expect(buttonNames(group)).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'More social logins']);
    // Inside the Connect list, not a row that opens another view.
    const items = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    expect(items[0]!.contains(group)).toBe(true);
    for (const b of within(group).getAllByRole('button')) expect(b.getAttribute('type')).toBe('button');
  });

  it('comes after an injected wallet (default wallet, email, social), and is gone once connected or with the socials feature off', async () => {
    const { kit, frame } = setup({ wallets: [otherWallet()] });
    const group = await openConnect(kit);
    const items = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Dev Wallet');
    // Right after the visitor's own wallet, before the other wallets (not below every wallet row).
    expect(items[1]!.contains(group)).toBe(true);
    expect(items.at(-1)!.contains(group)).toBe(false);
    frame.signedIn = { socialProvider: 'google', userName: 'ada' };
    await act(async () => void (await kit.connect('AUTH')));
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(screen.queryByRole('group', { name: 'Sign in with a social account' })).toBeNull();
  });

  it('shows nothing with the socials feature off', async () => {
    const { kit } = setup({ providers: false, wallets: [otherWallet()] });
    await kit.ready;
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('button', { name: /Dev Wallet/ });
    expect(screen.queryByRole('group', { name: 'Sign in with a social account' })).toBeNull();
  });

  it("follows the feature's provider list (in SPEC §9 order, whatever its order), without More when four or fewer", async () => {
    const { kit } = setup({ providers: ['facebook', 'github', 'x'] });
    const group = await openConnect(kit);
    expect(buttonNames(group)).toEqual(['Continue with X', 'Continue with GitHub', 'Continue with Facebook']);
  });

  it.each([
    ['ios', ['discord', 'farcaster', 'github', 'More'], 'Continue with X'],
    ['macos', ['discord', 'farcaster', 'github', 'More'], 'Continue with Google'],
    ['android', ['discord', 'farcaster', 'github', 'apple'], 'Continue with Google'],
    ['other', ['x', 'discord', 'farcaster', 'More'], 'Continue with Google'],
  ] as const)('in a Telegram mini-app on %s drops what SPEC §9 says', async (platform, icons, first) => {
    const { kit } = setup({ socials: { frameOrigin: FRAME_ORIGIN, telegram: platform } });
    const group = await openConnect(kit);
    const names = buttonNames(group);
    expect(names[0]).toBe(first);
    expect(names.slice(1).map((n) => (n === 'More social logins' ? 'More' : n!.replace('Continue with ', '').toLowerCase()))).toEqual(icons);
  });

  it("detects Telegram from window.Telegram.WebApp.platform when no option is given", async () => {
    (window as unknown as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'android_x' } };
    try {
      const { kit } = setup({ socials: { frameOrigin: FRAME_ORIGIN } });
      const group = await openConnect(kit);
      expect(buttonNames(group)).toEqual(['Continue with Google', 'Continue with Discord', 'Continue with Farcaster', 'Continue with GitHub', 'Continue with Apple']);
      expect(kit.plugin('socials').telegram()).toBe('android');
    } finally {
      delete (window as unknown as { Telegram?: unknown }).Telegram;
    }
  });

  it('asks the frame for the shown popup providers’ sign-in URLs when it shows (not Farcaster’s), once', async () => {
    const { kit, frame } = setup();
    await openConnect(kit);
    await prepared(frame, 3);
    expect(frame.calls.map((c) => c.payload)).toEqual([{ provider: 'google' }, { provider: 'x' }, { provider: 'discord' }]);
  });

  it('More opens every provider as a row; a row there signs in too', async () => {
    const { kit, frame } = setup();
    const group = await openConnect(kit);
    fireEvent.click(within(group).getByRole('button', { name: 'More social logins' }));
    const list = await screen.findByRole('list', { name: 'Sign in with a social account' });
    expect(screen.getByRole('dialog', { name: 'All socials' })).toBeTruthy();
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook']);
    await prepared(frame, 6);
    const popup = fakePopup();
    const open = stubOpen(popup);
    fireEvent.click(within(list).getByRole('button', { name: 'Continue with GitHub' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.url).toMatch(new RegExp(`^${FRAME_ORIGIN}/oauth/github/authorize\\?state=s\\d$`));
    expect(await screen.findByRole('dialog', { name: 'Social login' })).toBeTruthy();
  });
});

describe('the popup flow', () => {
  it('opens the prepared URL in a popup inside the click, ignores replies from another origin, another window or of another shape, and connects on the real one', async () => {
    const { kit, frame, storage } = setup();
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const popup = fakePopup();
    const open = stubOpen(popup);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    // Synchronously, in the click: a popup opened after an await is often blocked.
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    // Opened blank (this page's own), its opener cut, then sent to the provider: the provider's
    // pages cannot reach or navigate this page.
    expect(url).toBe('about:blank');
    expect(popup.opener).toBeNull();
    expect(popup.url).toBe(`${FRAME_ORIGIN}/oauth/google/authorize?state=s1`);
    expect(name).toBe('latchkey-social-login');
    expect(String(features)).toMatch(/^popup=yes,width=500,height=640,left=\d+,top=\d+$/);
    expect(await screen.findByRole('progressbar', { name: 'Continue in the popup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'popup', provider: 'google', via: 'popup' });

    // Not replies: another origin (the dapp's own, a look-alike), another window, another shape, a result elsewhere.
    postFrom(popup, 'https://evil.example', { resultUri: resultUri('s1') });
    postFrom(popup, 'https://secure.example.evil.example', { resultUri: resultUri('s1') });
    postFrom(popup, `${FRAME_ORIGIN}:443`, { resultUri: resultUri('s1') });
    postFrom(window, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    postFrom(fakePopup(), FRAME_ORIGIN, { resultUri: resultUri('s1') });
    postFrom(null, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    postFrom(popup, FRAME_ORIGIN, resultUri('s1'));
    postFrom(popup, FRAME_ORIGIN, { resultUri: 'https://evil.example/social/callback?code=abc&state=s1' });
    postFrom(popup, FRAME_ORIGIN, { resultUri: 'javascript:alert(1)' });
    postFrom(popup, FRAME_ORIGIN, { resultUri: 42 });
    // Another sign-in's result (its state is not the one this popup went to).
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s2') });
    postFrom(popup, FRAME_ORIGIN, { resultUri: `${FRAME_ORIGIN}/social/callback?code=abc` });
    await act(async () => void (await new Promise((r) => setTimeout(r, 20))));
    expect(frame.names()).not.toContain('CONNECT_SOCIAL');
    expect(popup.closed).toBe(false);

    // The reply: from the frame's origin, from that popup.
    await act(async () => postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s1') }));
    await waitFor(() => expect(connected(kit)).toBe(true));
    expect(frame.calls.find((c) => c.name === 'CONNECT_SOCIAL')?.payload).toEqual({ uri: resultUri('s1'), chainId: 'eip155:1' });
    expect(frame.names().filter((n) => n === 'CONNECT_SOCIAL')).toHaveLength(1);
    expect(frame.connects).toBe(1);
    expect(popup.closed).toBe(true);
    // The kit closes the modal after the connect flow; the username is kept (SPEC §3).
    await waitFor(() => expect(kit.getState().modal.open).toBe(false));
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'connected', provider: 'google', via: 'popup' });
    expect(JSON.parse(stored(storage, StorageKeys.socialUsername)!)).toBe('ada.lovelace');
    expect(kit.plugin('socials').lastUsername()).toBe('ada.lovelace');
    // A late second reply does nothing.
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    await act(async () => void (await new Promise((r) => setTimeout(r, 20))));
    expect(frame.names().filter((n) => n === 'CONNECT_SOCIAL')).toHaveLength(1);
    // Signing out forgets the username.
    await act(async () => void (await kit.disconnect()));
    expect(stored(storage, StorageKeys.socialUsername)).toBeUndefined();
  });

  it('with no URL ready, opens an empty popup in the click and sends it to the provider when the URL arrives', async () => {
    const { kit, frame } = setup();
    await kit.ready;
    const popup = fakePopup();
    const open = stubOpen(popup);
    let sent!: Promise<unknown>;
    act(() => {
      sent = kit.plugin('socials').connectSocial('apple');
    });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toBe('about:blank');
    await waitFor(() => expect(popup.url).toBe(`${FRAME_ORIGIN}/oauth/apple/authorize?state=s1`));
    expect(frame.calls[0]).toEqual({ name: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'apple' } });
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    await expect(sent).resolves.toMatchObject({ connectorId: 'AUTH', address: expect.any(String) });
  });

  it("a popup the visitor closed ends in 'Social login was cancelled' after a poll; Try again opens a new one from its own click", async () => {
    const { kit, frame } = setup();
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const popup = fakePopup();
    stubOpen(popup);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with X' }));
    await screen.findByRole('progressbar', { name: 'Continue in the popup' });
    popup.closed = true;
    const alert = await screen.findByText('Social login was cancelled', undefined, { timeout: 3_000 });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'cancelled', provider: 'x', via: 'popup' });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    // Try again had its URL fetched while the error showed.
    await prepared(frame, 4);
    const next = fakePopup();
    const open = stubOpen(next);
    fireEvent.click(retry);
    expect(open).toHaveBeenCalledTimes(1);
    expect(next.url).toBe(`${FRAME_ORIGIN}/oauth/x/authorize?state=s4`);
    expect(await screen.findByRole('progressbar', { name: 'Continue in the popup' })).toBeTruthy();
    postFrom(next, FRAME_ORIGIN, { resultUri: resultUri('s4') });
    await waitFor(() => expect(connected(kit)).toBe(true));
  });

  it('Cancel closes the popup and goes back to Connect; closing the modal stops waiting too', async () => {
    const { kit, frame } = setup();
    let group = await openConnect(kit);
    await prepared(frame, 3);
    const popup = fakePopup();
    stubOpen(popup);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Discord' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(popup.closed).toBe(true);
    group = await screen.findByRole('group', { name: 'Sign in with a social account' });
    expect(kit.getState().plugins.socials?.login.status).toBe('idle');
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s3') });

    await prepared(frame, 4);
    const second = fakePopup();
    stubOpen(second);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    await screen.findByRole('button', { name: 'Cancel' });
    act(() => kit.close());
    expect(second.closed).toBe(true);
    await act(async () => void (await new Promise((r) => setTimeout(r, 20))));
    expect(frame.names()).not.toContain('CONNECT_SOCIAL');
  });

  it('the provider denied: the frame says so and the view shows the cancellation', async () => {
    const { kit, frame } = setup();
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const popup = fakePopup();
    stubOpen(popup);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    postFrom(popup, FRAME_ORIGIN, { resultUri: `${FRAME_ORIGIN}/social/callback?error=access_denied&state=s1` });
    expect(await screen.findByText('Social login was cancelled')).toBeTruthy();
    expect(connected(kit)).toBe(false);
  });

  it('a failed sign-in shows its error with Try again and Back', async () => {
    const { kit, frame } = setup();
    frame.handlers.CONNECT_SOCIAL = async () => {
      throw new Error('The social login expired: try again');
    };
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const popup = fakePopup();
    stubOpen(popup);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    expect(await screen.findByText('The sign-in could not be completed. Try again.')).toBeTruthy();
    expect(kit.getState().plugins.socials?.login).toMatchObject({ status: 'failed', message: 'The social login expired: try again' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in options' }));
    expect(await screen.findByRole('group', { name: 'Sign in with a social account' })).toBeTruthy();
  });

  it('never opens a sign-in URL that is not https (or loopback http)', async () => {
    for (const bad of ['javascript:alert(1)', 'http://evil.example/oauth', 'data:text/html,hi', 'https://user:pw@evil.example/']) {
      const { kit, frame } = setup();
      frame.handlers.GET_SOCIAL_REDIRECT_URI = async () => ({ uri: bad });
      await kit.ready;
      await kit.plugin('socials').prepare('google');
      const open = stubOpen(fakePopup());
      await expect(kit.plugin('socials').connectSocial('google')).rejects.toThrow('The sign-in address is not allowed');
      expect(open).not.toHaveBeenCalled();
      // Not prepared: the empty popup closes instead of going there.
      const popup = fakePopup();
      stubOpen(popup);
      await expect(kit.plugin('socials').connectSocial('google')).rejects.toThrow('The sign-in address is not allowed');
      expect(popup.url).toBe('about:blank');
      expect(popup.closed).toBe(true);
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('a loopback http sign-in URL (a local reference frame) opens', async () => {
    const { kit, frame } = setup({ socials: { frameOrigin: 'http://127.0.0.1:4300' } });
    frame.handlers.GET_SOCIAL_REDIRECT_URI = async () => ({ uri: 'http://127.0.0.1:4300/oauth/google/authorize?state=z' });
    await kit.ready;
    await kit.plugin('socials').prepare('google');
    const popup = fakePopup();
    stubOpen(popup);
    void kit.plugin('socials').connectSocial('google').catch(() => undefined);
    expect(popup.url).toBe('http://127.0.0.1:4300/oauth/google/authorize?state=z');
    kit.plugin('socials').cancel();
  });
});

describe('the redirect fallback', () => {
  it('popup blocked: the page goes to the provider (its state and provider remembered for the way back)', async () => {
    const navigate = vi.fn();
    const { kit, frame, storage } = setup({ socials: { frameOrigin: FRAME_ORIGIN, navigate } });
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const open = stubOpen(null);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Discord' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${FRAME_ORIGIN}/oauth/discord/authorize?state=s3`));
    // The sign-in this browser started, stored before the page leaves: its state, provider and expiry.
    expect(JSON.parse(stored(storage, 'pending_login')!)).toEqual({ provider: 'discord', state: 's3', expiresAt: expect.any(Number) });
    expect(await screen.findByRole('progressbar', { name: 'Taking you to Discord…' })).toBeTruthy();
  });

  it('in a Telegram mini-app the page goes to the provider without trying a popup', async () => {
    const navigate = vi.fn();
    const { kit, frame } = setup({ socials: { frameOrigin: FRAME_ORIGIN, navigate, telegram: 'other' } });
    const group = await openConnect(kit);
    await prepared(frame, 3);
    const open = stubOpen(fakePopup());
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${FRAME_ORIGIN}/oauth/google/authorize?state=s1`));
    expect(open).not.toHaveBeenCalled();
  });

  it('back with ?result_uri=: read, removed from the address (the rest kept), redeemed once, connected, and the modal shows it finish', async () => {
    const start = window.location.href;
    const storage = createMemoryStorage({ [`${STORAGE_PREFIX}socials:pending_login`]: pendingLogin('discord', 's9') });
    window.history.replaceState(null, '', `/app?keep=1&result_uri=${encodeURIComponent(resultUri('s9'))}#top`);
    try {
      const { kit, frame } = setup({ storage });
      // Removed at once, before anything else ran.
      expect(window.location.search).toBe('?keep=1');
      expect(window.location.pathname).toBe('/app');
      expect(window.location.hash).toBe('#top');
      await waitFor(() => expect(frame.names()).toContain('CONNECT_SOCIAL'));
      expect(frame.calls.find((c) => c.name === 'CONNECT_SOCIAL')?.payload).toEqual({ uri: resultUri('s9'), chainId: 'eip155:1' });
      await waitFor(() => expect(connected(kit)).toBe(true));
      expect(kit.getState().plugins.socials?.login).toEqual({ status: 'connected', provider: 'discord', via: 'redirect' });
      expect(storage.data.has(`${STORAGE_PREFIX}socials:pending_login`)).toBe(false);
      await waitFor(() => expect(kit.getState().modal.open).toBe(false));
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it('shows "Finishing the sign-in…" while it completes, and a failure with Try again', async () => {
    const start = window.location.href;
    window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent(resultUri('s9'))}`);
    try {
      const made = makeSocialsKit({ storage: createMemoryStorage({ [`${STORAGE_PREFIX}socials:pending_login`]: pendingLogin('google', 's9') }) });
      kits.push(made.kit);
      let fail!: (e: Error) => void;
      made.frame.handlers.CONNECT_SOCIAL = () => new Promise((_, reject) => (fail = reject));
      render(<KitProvider kit={made.kit} prefetch={false} />);
      expect(window.location.search).toBe('');
      expect(await screen.findByRole('progressbar', { name: 'Finishing the sign-in…' })).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Social login' })).toBeTruthy();
      act(() => fail(new Error('The social login was started elsewhere')));
      expect(await screen.findByText('The sign-in could not be completed. Try again.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it.each([
    ['no sign-in was started here', undefined],
    ['another sign-in was started (another state)', pendingLogin('google', 's1')],
    ['the sign-in started here expired', pendingLogin('google', 's9', Date.now() - 1)],
    ['the stored sign-in is not one the kit wrote', JSON.stringify({ provider: 'myspace', state: 's9', expiresAt: Date.now() + 60_000 })],
    ['an older version remembered only a provider', undefined, JSON.stringify('google')],
  ])('a result_uri when %s: removed from the address, not redeemed, nothing opens or connects', async (_name, pending, legacy?: string) => {
    const start = window.location.href;
    window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent(resultUri('s9'))}&a=b`);
    const storage = createMemoryStorage({ ...(pending ? { [`${STORAGE_PREFIX}socials:pending_login`]: pending } : {}), ...(legacy ? { [`${STORAGE_PREFIX}socials:pending_provider`]: legacy } : {}) });
    try {
      const { kit, frame } = setup({ storage });
      expect(window.location.search).toBe('?a=b');
      await kit.ready;
      await act(async () => void (await new Promise((r) => setTimeout(r, 30))));
      expect(frame.names()).not.toContain('CONNECT_SOCIAL');
      expect(frame.connects).toBe(0);
      expect(kit.getState().modal.open).toBe(false);
      expect(kit.getState().plugins.socials?.login).toEqual({ status: 'idle' });
      expect(connected(kit)).toBe(false);
      // Single use: nothing is left to redeem a second time.
      expect(storage.data.has(`${STORAGE_PREFIX}socials:pending_login`)).toBe(false);
      expect(storage.data.has(`${STORAGE_PREFIX}socials:pending_provider`)).toBe(false);
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it('the stored sign-in redeems once: the same result_uri coming back again is dropped', async () => {
    const start = window.location.href;
    const storage = createMemoryStorage({ [`${STORAGE_PREFIX}socials:pending_login`]: pendingLogin('discord', 's9') });
    try {
      window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent(resultUri('s9'))}`);
      const first = setup({ storage });
      await waitFor(() => expect(connected(first.kit)).toBe(true));
      cleanup();
      window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent(resultUri('s9'))}`);
      const again = setup({ storage });
      await again.kit.ready;
      await act(async () => void (await new Promise((r) => setTimeout(r, 30))));
      expect(again.frame.names()).not.toContain('CONNECT_SOCIAL');
      expect(again.kit.getState().plugins.socials?.login).toEqual({ status: 'idle' });
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it('a result_uri that is not on the frame’s origin is removed and ignored', async () => {
    const start = window.location.href;
    window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent('https://evil.example/social/callback?code=x&state=y')}&a=b`);
    try {
      const { kit, frame } = setup();
      expect(window.location.search).toBe('?a=b');
      await kit.ready;
      await act(async () => void (await new Promise((r) => setTimeout(r, 30))));
      expect(frame.names()).not.toContain('CONNECT_SOCIAL');
      expect(kit.getState().modal.open).toBe(false);
    } finally {
      window.history.replaceState(null, '', start);
    }
  });
});

/** Reads the rendered QR code the way a camera would: the SVG path, rasterised, through a QR reader. */
function scanQr(name: string): string | undefined {
  const svg = screen.getByRole('img', { name });
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
  const path = svg.querySelector('path')!;
  expect(path.getAttribute('fill')).toBe('#000000');
  const dark = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const m of path.getAttribute('d')!.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < w; i++) dark[y]![x + i] = true;
  }
  const scale = 3;
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const v = dark[Math.floor(py / scale)]![Math.floor(px / scale)] ? 0 : 255;
      data.set([v, v, v, 255], (py * width + px) * 4);
    }
  }
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('ConnectingFarcaster', () => {
  it('shows the sign-in URL as a QR code that scans to it, an "Open in Farcaster" link and Copy link, then connects on approval', async () => {
    const { kit, frame, storage } = setup();
    const group = await openConnect(kit);
    fireEvent.click(within(group).getByRole('button', { name: 'Continue with Farcaster' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in with Farcaster' })).toBeTruthy();
    await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
    expect(scanQr('Farcaster sign-in QR code')).toBe(FARCASTER_URL);
    const link = screen.getByRole('link', { name: 'Open in Farcaster (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(FARCASTER_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FARCASTER_URL);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Waiting for your approval in Farcaster…' })).toBeTruthy();
    await waitFor(() => expect(frame.names()).toEqual(expect.arrayContaining(['GET_FARCASTER_URI', 'CONNECT_FARCASTER'])));
    expect(connected(kit)).toBe(false);
    act(() => frame.approveFarcaster('ada.eth'));
    await waitFor(() => expect(connected(kit)).toBe(true));
    await waitFor(() => expect(kit.getState().modal.open).toBe(false));
    expect(JSON.parse(stored(storage, StorageKeys.socialUsername)!)).toBe('ada.eth');
  });

  it('a failed wait shows its error with Try again, which asks for a new URL; leaving the view stops the wait', async () => {
    const { kit, frame } = setup();
    await kit.ready;
    act(() => kit.open({ view: 'ConnectingFarcaster' }));
    await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
    await waitFor(() => expect(frame.names()).toContain('CONNECT_FARCASTER'));
    act(() => frame.rejectFarcaster());
    expect(await screen.findByText('The Farcaster sign-in did not finish. Try again.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Farcaster sign-in QR code' })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    fireEvent.click(retry);
    await waitFor(() => expect(frame.names().filter((n) => n === 'GET_FARCASTER_URI')).toHaveLength(2));
    await waitFor(() => expect(frame.names().filter((n) => n === 'CONNECT_FARCASTER')).toHaveLength(2));
    act(() => kit.close());
    // The aborted wait does not connect later.
    act(() => frame.approveFarcaster());
    await act(async () => void (await new Promise((r) => setTimeout(r, 20))));
    expect(frame.connects).toBe(0);
  });

  it('links only to https (loopback http only for a loopback reference frame); the QR still shows', async () => {
    const { kit, frame } = setup();
    frame.handlers.GET_FARCASTER_URI = async () => ({ url: 'http://127.0.0.1:4300/farcaster/siwf?channelToken=t' });
    await kit.ready;
    act(() => kit.open({ view: 'ConnectingFarcaster' }));
    await screen.findByRole('img', { name: 'Farcaster sign-in QR code' });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();

    const local = setup({ socials: { frameOrigin: 'http://127.0.0.1:4300' } });
    local.frame.handlers.GET_FARCASTER_URI = async () => ({ url: 'http://127.0.0.1:4300/farcaster/siwf?channelToken=t' });
    await local.kit.ready;
    act(() => local.kit.open({ view: 'ConnectingFarcaster' }));
    expect((await screen.findByRole('link', { name: /Open in Farcaster/ })).getAttribute('href')).toBe('http://127.0.0.1:4300/farcaster/siwf?channelToken=t');
    cleanup();

    const bad = setup();
    bad.frame.handlers.GET_FARCASTER_URI = async () => ({ url: 'javascript:alert(1)' });
    await bad.kit.ready;
    act(() => bad.kit.open({ view: 'ConnectingFarcaster' }));
    expect(await screen.findByText('The Farcaster sign-in did not finish. Try again.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Farcaster sign-in QR code' })).toBeNull();
    expect(bad.frame.names()).not.toContain('CONNECT_FARCASTER');
  });
});
