import { describe, expect, it } from 'vitest';
import { linksOf, openLinks, pairingLink } from './links';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00ff';
const ENC = encodeURIComponent(URI);

describe('open-in-wallet links', () => {
  it('an app scheme: {link}wc?uri=…, same window; a / is put in when the link has none', () => {
    expect(pairingLink('metamask://', URI, { appScheme: true })).toEqual({ href: `metamask://wc?uri=${ENC}`, newTab: false });
    expect(pairingLink('wallet001://connect', URI, { appScheme: true })).toEqual({ href: `wallet001://connect/wc?uri=${ENC}`, newTab: false });
  });

  it('a universal (https) link: {link without trailing /}/wc?uri=…, new tab', () => {
    expect(pairingLink('https://metamask.app.link/', URI, { appScheme: true })).toEqual({ href: `https://metamask.app.link/wc?uri=${ENC}`, newTab: true });
    expect(pairingLink('https://link.trustwallet.com', URI, { appScheme: true })).toEqual({ href: `https://link.trustwallet.com/wc?uri=${ENC}`, newTab: true });
  });

  it('web apps: https only', () => {
    expect(pairingLink('https://app.example/', URI, { appScheme: false })?.href).toBe(`https://app.example/wc?uri=${ENC}`);
    expect(pairingLink('wallet://', URI, { appScheme: false })).toBeUndefined();
  });

  it('refuses javascript:, data:, vbscript:, file:, blob:, http:, browser-internal and installer schemes, credentials and malformed links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)//',
      ' javascript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://evil.example/x',
      'http://wallet.example/',
      'java\nscript://x',
      // The kernel's one rule (safeWalletLink): browser internals, installers, web+ handlers, credentials.
      'chrome-untrusted://print/',
      'itms-services://?action=download-manifest&url=https://evil.example/a.plist',
      'ms-appinstaller:?source=https://evil.example/a.msix',
      'web+wallet://connect',
      'intent://wc#Intent;scheme=metamask;package=com.evil;end',
      'https://user:pw@wallet.example/',
      'not a link',
      '',
      null,
      42,
    ]) {
      expect(pairingLink(bad, URI, { appScheme: true }), String(bad)).toBeUndefined();
    }
  });

  it('mobile: the mobile link then the web app; desktop: the desktop app then the web app', () => {
    const links = { mobile: 'https://metamask.app.link/', desktop: 'metamask://', webapp: 'https://portfolio.example/' };
    expect(openLinks(links, URI, true).map((l) => [l.kind, l.href])).toEqual([
      ['mobile', `https://metamask.app.link/wc?uri=${ENC}`],
      ['webapp', `https://portfolio.example/wc?uri=${ENC}`],
    ]);
    expect(openLinks(links, URI, false).map((l) => [l.kind, l.href])).toEqual([
      ['desktop', `metamask://wc?uri=${ENC}`],
      ['webapp', `https://portfolio.example/wc?uri=${ENC}`],
    ]);
    expect(openLinks({ mobile: 'javascript:alert(1)', desktop: 'data:text/html,x', webapp: 'http://x.example/' }, URI, true)).toEqual([]);
    expect(openLinks(undefined, URI, false)).toEqual([]);
  });

  it('reads params defensively', () => {
    expect(linksOf({ mobile: 'a://', desktop: 3, webapp: undefined })).toEqual({ mobile: 'a://', desktop: null, webapp: null });
    expect(linksOf('https://x.example')).toBeUndefined();
    expect(linksOf(null)).toBeUndefined();
  });
});
