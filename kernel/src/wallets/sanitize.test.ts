import { describe, expect, it } from 'vitest';
import { MAX_WALLET_ICON_LENGTH, MAX_WALLET_NAME_LENGTH, safeWalletIcon, safeWalletName } from './sanitize';
import { MAX_WALLET_LINK_LENGTH, safeWalletLink } from './links';

describe('wallet-supplied names and icons', () => {
  it('keeps data:image icons of the allowed types and https URLs, nothing else', () => {
    expect(safeWalletIcon('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeWalletIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeWalletIcon('https://wallet.example/icon.png')).toBe('https://wallet.example/icon.png');
    expect(safeWalletIcon('data:image/gif;base64,R0lG')).toBeUndefined();
    expect(safeWalletIcon('data:image/gif;base64,R0lG', ['gif'])).toBe('data:image/gif;base64,R0lG');
    for (const bad of ['javascript:alert(1)', 'http://wallet.example/i.png', 'data:text/html,<script>', 42, `data:image/png;base64,${'A'.repeat(MAX_WALLET_ICON_LENGTH)}`]) {
      expect(safeWalletIcon(bad)).toBeUndefined();
    }
  });

  it('strips control and bidi characters from names and caps their length', () => {
    expect(safeWalletName('  Meta\u202eMask\u0000 ')).toBe('MetaMask');
    expect(safeWalletName('\u202e\u200b')).toBeUndefined();
    expect(safeWalletName('x'.repeat(500))).toHaveLength(MAX_WALLET_NAME_LENGTH);
    expect(safeWalletName({})).toBeUndefined();
  });
});

describe('safeWalletLink: the one rule for a link a directory or a wallet hands the kit', () => {
  const METAMASK = 'io.metamask';
  it.each([
    ['a homepage', 'https://metamask.io/'],
    ['an app store page', 'https://apps.apple.com/app/metamask/id1438144202'],
    ['a universal link', 'https://metamask.app.link/wc?uri=wc%3Aabc%402'],
    ['an upper-case https scheme', 'HTTPS://wallet.example/'],
    ['a wallet app scheme', 'metamask://'],
    ['a wallet app scheme with a path', 'wallet001://connect/wc?uri=x'],
    ['a scheme with digits, dots and dashes', 'latchkey-dev.v2://'],
    ['an intent to a known package', `intent://wc?uri=x#Intent;scheme=metamask;package=${METAMASK};end`],
    ['an intent with its own component and an https fallback', `intent://wc#Intent;scheme=metamask;package=${METAMASK};component=${METAMASK}/.Main;S.browser_fallback_url=https%3A%2F%2Fmetamask.io%2F;end`],
  ])('opens %s', (_name, link) => {
    expect(safeWalletLink(link, { intentPackages: [METAMASK] })).toBe(link);
  });

  it.each([
    // Code and documents made from the link.
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case with a comment', 'JavaScript:alert(1)//'],
    ['javascript: as an app link', 'javascript://%0aalert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://evil.example/0d9c'],
    ['file:', 'file:///etc/passwd'],
    ['filesystem:', 'filesystem:https://evil.example/temporary/x'],
    ['view-source:', 'view-source:https://evil.example'],
    ['about:', 'about:blank'],
    // Browser internals and extensions.
    ['chrome:', 'chrome://settings'],
    ['chrome-untrusted:', 'chrome-untrusted://print/'],
    ['chrome-extension:', 'chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn/home.html'],
    ['chrome-search:', 'chrome-search://local-ntp/'],
    ['edge:', 'edge://settings'],
    ['moz-extension:', 'moz-extension://1234/popup.html'],
    ['another browser opening any URL', 'googlechromes://evil.example'],
    ['Safari from another app', 'x-safari-https://evil.example'],
    // Installers, stores and OS launchers.
    ['itms-services: (iOS enterprise install)', 'itms-services://?action=download-manifest&url=https://evil.example/app.plist'],
    ['itms-apps:', 'itms-apps://apps.apple.com/app/id1'],
    ['ms-appinstaller:', 'ms-appinstaller:?source=https://evil.example/app.msix'],
    ['ms-settings:', 'ms-settings://x'],
    ['search-ms:', 'search-ms:query=x&crumb=location:\\\\evil.example\\share'],
    ['market:', 'market://details?id=com.evil'],
    ['a web+ handler', 'web+wallet://connect'],
    ['an intent to an unknown package', 'intent://wc#Intent;scheme=metamask;package=com.evil;end'],
    ['an intent with no package', 'intent://wc#Intent;scheme=metamask;end'],
    ['an intent with a selector', `intent://wc#Intent;scheme=metamask;package=${METAMASK};SEL;end`],
    ['an intent to another app’s component', `intent://wc#Intent;package=${METAMASK};component=com.evil/.Main;end`],
    ['an intent whose fallback is javascript:', `intent://wc#Intent;package=${METAMASK};S.browser_fallback_url=javascript%3Aalert(1);end`],
    ['an intent whose fallback carries credentials', `intent://wc#Intent;package=${METAMASK};S.browser_fallback_url=https%3A%2F%2Fu%3Ap%40evil.example;end`],
    ['android-app:', 'android-app://com.evil/https/evil.example'],
    // https with credentials, and other protocols.
    ['https with user and password', 'https://user:pw@wallet.example/'],
    ['https with a user', 'https://metamask.io@evil.example/'],
    ['https with an empty userinfo', 'https://@wallet.example/'],
    ['https without //', 'https:wallet.example'],
    ['a backslash', 'https:\\\\evil.example'],
    ['plain http', 'http://wallet.example'],
    ['ftp:', 'ftp://x.example/f'],
    ['smb:', 'smb://attacker/share'],
    ['ws:', 'ws://x.example'],
    ['wss:', 'wss://x.example'],
    ['mailto:', 'mailto:a@b.example'],
    ['a WalletConnect URI', 'wc:abc@2?relay-protocol=irn'],
    // Smuggling and junk.
    ['a tab inside the scheme', ' java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript://x'],
    ['a NUL', 'metamask://\u0000'],
    ['a space in the host', 'https://exa mple.com'],
    ['no scheme', 'not a link'],
    ['a scheme without //', 'metamask:wc'],
    ['empty', ''],
  ])('refuses %s', (_name, link) => {
    expect(safeWalletLink(link, { intentPackages: [METAMASK] })).toBeUndefined();
  });

  it('refuses every intent: without known packages, non-strings and links over the length cap', () => {
    expect(safeWalletLink(`intent://wc#Intent;scheme=metamask;package=${METAMASK};end`)).toBeUndefined();
    for (const bad of [null, undefined, 42, {}, ['https://x.example']]) expect(safeWalletLink(bad)).toBeUndefined();
    expect(safeWalletLink(`https://x.example/${'a'.repeat(MAX_WALLET_LINK_LENGTH)}`)).toBeUndefined();
    expect(safeWalletLink(`https://x.example/${'a'.repeat(MAX_WALLET_LINK_LENGTH - 40)}`)).toBeDefined();
  });
});
