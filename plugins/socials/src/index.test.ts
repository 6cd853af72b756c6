/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, createKit, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { SocialLoginCancelledError, detectTelegram, socialProviders, socials } from './index';
import { FRAME_ORIGIN, fakePopup, makeSocialsKit, postFrom, resultUri, stubOpen } from './views/fakeKit.testing';
import { ethereum } from '@latchkey/test-harness/kit';

// With the embedded wallet it requires (basic mode: no frame, no connector).
runPluginContract('socials', () => socials({ frameOrigin: 'https://secure.example/frame' }), { companions: () => [embeddedWallet({ url: 'https://secure.example/frame' })] });

const kits: Kit[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const k of kits.splice(0)) await k.destroy();
});
const made = (options: Parameters<typeof makeSocialsKit>[0] = {}) => {
  const m = makeSocialsKit(options);
  kits.push(m.kit);
  return m;
};

describe('socials package', () => {
  it('exports the factory, its error, the provider rules and its constants, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual(['ERROR_UI_DELAY_MS', 'POPUP_POLL_MS', 'RESULT_URI_PARAM', 'SOCIALS_PLUGIN_ID', 'SOCIALS_VIEWS', 'SOCIAL_ORDER', 'SocialLoginCancelledError', 'TELEGRAM_DROPS', 'detectTelegram', 'socialProviders', 'socials']);
    expect(pkg.SOCIAL_ORDER).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(pkg.RESULT_URI_PARAM).toBe('result_uri');
    expect(new SocialLoginCancelledError().message).toBe('Social login was cancelled');
    expect(new SocialLoginCancelledError().code).toBe('SOCIAL_LOGIN_CANCELLED');
  });

  it('needs the embedded wallet', () => {
    expect(() =>
      createKit({ metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] }, networks: [ethereum], storage: createMemoryStorage(), basic: true, plugins: [socials({ frameOrigin: FRAME_ORIGIN })] }),
    ).toThrow(/embedded-wallet/);
  });

  it('the socials entry: drawn inline in Connect (order 20, after email), while not connected and the socials feature is on', () => {
    const p = socials();
    expect(p.requires).toEqual(['embedded-wallet']);
    // Its flag: every provider by default, the remote list (known providers only) when the service
    // gives one, off where the page's origin is not allowed.
    const flag = p.features!.socials!;
    expect([flag.default, flag.remote?.({ isEnabled: true, config: ['github', 'myspace'] }), flag.remote?.({ isEnabled: false }), flag.originChecked]).toEqual([[...pkg.SOCIAL_ORDER], ['github'], false, true]);
    expect(p.slots?.map(({ slot, id, order, when, view, icon }) => ({ slot, id, order, when, view, icon }))).toEqual([{ slot: 'connectMethods', id: 'socials', order: 20, when: { connected: false, feature: 'socials' }, view: undefined, icon: 'user' }]);
    expect(typeof p.slots?.[0]?.load).toBe('function');
    expect(p.views?.map((v) => [v.id, v.titleKey])).toEqual([
      ['ConnectSocials', 'socials.title.all'],
      ['ConnectingSocial', 'socials.title.connecting'],
      ['ConnectingFarcaster', 'socials.title.farcaster'],
    ]);
  });

  it('checks its options at createKit: the frame origin is https (or loopback http), the Telegram platform is known', () => {
    for (const bad of ['http://secure.example', 'javascript:alert(1)', 'not a url', 'ftp://secure.example', 'https://u:p@secure.example']) expect(() => socials({ frameOrigin: bad })).toThrow(ConfigError);
    expect(() => socials({ frameOrigin: 'http://127.0.0.1:4300/frame?x=1' })).not.toThrow();
    expect(() => socials({ telegram: 'windows' as never })).toThrow(/telegram/);
    expect(() => socials({ telegram: 'toString' as never })).toThrow(/telegram/);
    expect(() => socials({ telegram: false })).not.toThrow();
  });
});

describe('the providers (SPEC §9)', () => {
  it('keeps SPEC §9 order whatever the feature list’s order, and only known providers', () => {
    expect(socialProviders([...pkg.SOCIAL_ORDER].reverse(), undefined)).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(socialProviders(['github', 'google', 'myspace'], undefined)).toEqual(['google', 'github']);
    expect(socialProviders(false, undefined)).toEqual([]);
    expect(socialProviders([], undefined)).toEqual([]);
  });

  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['other', ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
  ] as const)('on Telegram %s', (platform, expected) => {
    expect(socialProviders(pkg.SOCIAL_ORDER, platform)).toEqual(expected);
  });

  it('detects a Telegram mini-app: WebApp.platform first, else the webview bridge and the user agent', () => {
    expect(detectTelegram(undefined)).toBeUndefined();
    expect(detectTelegram({ navigator: { userAgent: 'Mozilla/5.0 (iPhone)' } })).toBeUndefined();
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'unknown' } } })).toBeUndefined();
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios');
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'macos' } } })).toBe('macos');
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android');
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'android_x' } } })).toBe('android');
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'tdesktop' } } })).toBe('other');
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'weba' } } })).toBe('other');
    expect(detectTelegram({ TelegramWebviewProxy: {}, navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } })).toBe('ios');
    expect(detectTelegram({ TelegramWebviewProxy: {}, navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)' } })).toBe('android');
    expect(detectTelegram({ TelegramWebviewProxyProto: {}, navigator: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' } })).toBe('macos');
    expect(detectTelegram({ TelegramWebviewProxy: {}, navigator: { userAgent: 'Mozilla/5.0 (Windows NT 10.0)' } })).toBe('other');
  });
});

describe("kit.plugin('socials')", () => {
  it('providers(): the remote feature’s list in SPEC §9 order, less the Telegram drops of the option', async () => {
    const { kit } = made({ providers: ['facebook', 'x', 'google'], socials: { frameOrigin: FRAME_ORIGIN, telegram: 'android' } });
    await kit.ready;
    expect(kit.plugin('socials').providers()).toEqual(['google']);
    expect(kit.plugin('socials').telegram()).toBe('android');
    const off = made({ providers: false });
    await off.kit.ready;
    expect(off.kit.plugin('socials').providers()).toEqual([]);
  });

  it('frameOrigin(): from the embedded wallet when it says, else the option (only the origin); a mismatch or neither is a ConfigError', async () => {
    expect(made({ socials: { frameOrigin: 'https://secure.example/frame/index.html?v=1' } }).kit.plugin('socials').frameOrigin()).toBe('https://secure.example');
    expect(made({ socials: {}, walletApi: { frameOrigin: 'https://wallet-frame.example' } }).kit.plugin('socials').frameOrigin()).toBe('https://wallet-frame.example');
    expect(made({ socials: { frameOrigin: 'https://wallet-frame.example/' }, walletApi: { frameOrigin: 'https://wallet-frame.example' } }).kit.plugin('socials').frameOrigin()).toBe('https://wallet-frame.example');
    expect(() => made({ socials: { frameOrigin: FRAME_ORIGIN }, walletApi: { frameOrigin: 'https://other.example' } }).kit.plugin('socials').frameOrigin()).toThrow(ConfigError);
    const none = made({ socials: {} });
    expect(() => none.kit.plugin('socials').frameOrigin()).toThrow(/needs the secure frame's origin/);
    // Without it no popup opens (a reply could not be checked).
    const open = stubOpen(fakePopup());
    await expect(none.kit.plugin('socials').connectSocial('google')).rejects.toBeInstanceOf(ConfigError);
    expect(open).not.toHaveBeenCalled();
  });

  it('connectSocial() for a dapp with its own buttons: the reply from the exposed frame origin connects', async () => {
    const { kit, frame } = made({ socials: {}, walletApi: { frameOrigin: 'https://wallet-frame.example' } });
    await kit.ready;
    await kit.plugin('socials').prepare('github');
    const popup = fakePopup();
    stubOpen(popup);
    const done = kit.plugin('socials').connectSocial('github');
    postFrom(popup, FRAME_ORIGIN, { resultUri: resultUri('s1') });
    await new Promise((r) => setTimeout(r, 10));
    expect(frame.names()).not.toContain('CONNECT_SOCIAL');
    postFrom(popup, 'https://wallet-frame.example', { resultUri: 'https://wallet-frame.example/social/callback?code=1&state=s1' });
    await expect(done).resolves.toMatchObject({ connectorId: 'AUTH', namespace: 'eip155' });
    expect(frame.signedIn).toEqual({ socialProvider: 'github', userName: 'ada.lovelace' });
  });

  it('the popup has no opener; the page asks it for the result (at the frame origin only, with its sign-in’s state) and takes only that state’s answer', async () => {
    const { kit, frame } = made();
    await kit.ready;
    await kit.plugin('socials').prepare('github');
    const popup = fakePopup();
    const open = stubOpen(popup);
    const done = kit.plugin('socials').connectSocial('github');
    expect(open.mock.calls[0]?.[0]).toBe('about:blank');
    expect(popup.opener).toBeNull();
    expect(popup.url).toBe(`${FRAME_ORIGIN}/oauth/github/authorize?state=s1`);
    await vi.waitFor(() => expect(popup.posted.length).toBeGreaterThan(0), { timeout: 3_000 });
    expect(popup.posted.every((p) => p.targetOrigin === FRAME_ORIGIN)).toBe(true);
    expect(popup.posted[0]?.data).toEqual({ type: 'latchkey:social-result-request', state: 's1' });
    postFrom(popup, FRAME_ORIGIN, { type: 'latchkey:social-result', resultUri: resultUri('s7') });
    await new Promise((r) => setTimeout(r, 10));
    expect(frame.names()).not.toContain('CONNECT_SOCIAL');
    postFrom(popup, FRAME_ORIGIN, { type: 'latchkey:social-result', resultUri: resultUri('s1') });
    await expect(done).resolves.toMatchObject({ connectorId: 'AUTH' });
  });

  it('a popup whose opener cannot be cut is closed, and the page goes to the provider instead', async () => {
    const navigate = vi.fn();
    const { kit, storage } = made({ socials: { frameOrigin: FRAME_ORIGIN, navigate } });
    await kit.ready;
    await kit.plugin('socials').prepare('google');
    const popup = fakePopup();
    Object.defineProperty(popup, 'opener', {
      get: () => window,
      set: () => {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    });
    stubOpen(popup);
    await expect(kit.plugin('socials').connectSocial('google')).resolves.toBeUndefined();
    expect(popup.closed).toBe(true);
    expect(popup.url).toBe('about:blank');
    expect(navigate).toHaveBeenCalledWith(`${FRAME_ORIGIN}/oauth/google/authorize?state=s1`);
    expect(JSON.parse(storage.getItem('@appkit-wallet/socials:pending_login')!)).toMatchObject({ provider: 'google', state: 's1' });
  });

  it('a sign-in address without an OAuth state is never opened (its result could not be bound to this browser)', async () => {
    const { kit, frame } = made();
    frame.handlers.GET_SOCIAL_REDIRECT_URI = async () => ({ uri: `${FRAME_ORIGIN}/oauth/google/authorize?client_id=x` });
    await kit.ready;
    await kit.plugin('socials').prepare('google');
    const popup = fakePopup();
    const open = stubOpen(popup);
    await expect(kit.plugin('socials').connectSocial('google')).rejects.toThrow('The sign-in address is not allowed');
    expect(open).not.toHaveBeenCalled();
  });

  it('a closed popup rejects with SocialLoginCancelledError; cancel() and an aborted signal stop the wait quietly', async () => {
    const { kit } = made();
    await kit.ready;
    await kit.plugin('socials').prepare('apple'); // loads the steps: the popups below open synchronously
    const popup = fakePopup();
    stubOpen(popup);
    const closed = kit.plugin('socials').connectSocial('google');
    popup.closed = true;
    await expect(closed).rejects.toBeInstanceOf(SocialLoginCancelledError);
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'cancelled', provider: 'google', via: 'popup' });

    const second = fakePopup();
    stubOpen(second);
    const cancelled = kit.plugin('socials').connectSocial('x');
    kit.plugin('socials').cancel();
    await expect(cancelled).rejects.toThrow('Request was aborted');
    expect(second.closed).toBe(true);
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'idle' });

    const third = fakePopup();
    stubOpen(third);
    const controller = new AbortController();
    const aborted = kit.plugin('socials').connectSocial('x', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow('Request was aborted');
    expect(third.closed).toBe(true);
  });

  it('a new sign-in replaces the one waiting (its popup closes)', async () => {
    const { kit } = made();
    await kit.ready;
    await kit.plugin('socials').prepare('apple');
    const first = fakePopup();
    stubOpen(first);
    const one = kit.plugin('socials').connectSocial('google');
    const second = fakePopup();
    stubOpen(second);
    const two = kit.plugin('socials').connectSocial('github');
    await expect(one).rejects.toThrow('Request was aborted');
    expect(first.closed).toBe(true);
    expect(kit.getState().plugins.socials?.login).toMatchObject({ status: 'popup', provider: 'github' });
    // The first popup's reply is no longer heard.
    postFrom(first, FRAME_ORIGIN, { resultUri: resultUri('s2') });
    postFrom(second, FRAME_ORIGIN, { resultUri: resultUri('s3') });
    await expect(two).resolves.toMatchObject({ connectorId: 'AUTH' });
  });

  it('a second click on the same provider keeps the state on the new popup', async () => {
    const { kit } = made();
    await kit.ready;
    await kit.plugin('socials').prepare('apple');
    const first = fakePopup();
    stubOpen(first);
    const one = kit.plugin('socials').connectSocial('google');
    const second = fakePopup();
    stubOpen(second);
    void kit.plugin('socials').connectSocial('google').catch(() => undefined);
    await expect(one).rejects.toThrow('Request was aborted');
    expect(first.closed).toBe(true);
    expect(kit.getState().plugins.socials?.login).toEqual({ status: 'popup', provider: 'google', via: 'popup' });
    kit.plugin('socials').cancel();
  });

  it('destroying the kit closes a waiting popup', async () => {
    const { kit } = made();
    kits.pop();
    await kit.ready;
    await kit.plugin('socials').prepare('apple');
    const popup = fakePopup();
    stubOpen(popup);
    const waiting = kit.plugin('socials').connectSocial('google');
    await kit.destroy();
    await expect(waiting).rejects.toThrow('Request was aborted');
    expect(popup.closed).toBe(true);
  });
});
