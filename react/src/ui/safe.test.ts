import { describe, expect, it } from 'vitest';
import { loopbackEndpoints, safeImage, safeLink, shortAddress } from './safe';

describe('safeLink: only https and wallet app schemes open', () => {
  it.each(['https://wallet.example/connect', 'metamask://wc?uri=x', 'rainbow://open'])('allows %s', (url) => {
    expect(safeLink(url)).toBe(url);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://wallet.example',
    'smb://attacker/share',
    'ftp://x.example/f',
    'ws://x.example',
    'wss://x.example',
    'file:///etc/passwd',
    'view-source://x',
    'filesystem://x',
    'jar://x',
    'ms-settings://x',
    'chrome-untrusted://print/',
    'itms-services://?action=download-manifest&url=https://evil.example/a.plist',
    'web+wallet://connect',
    'https://user:pw@wallet.example/',
    ' java\tscript:alert(1)',
    'https://exa mple.com',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(safeLink(url)).toBeUndefined();
  });
  it('refuses non-strings and huge values', () => {
    expect(safeLink(42)).toBeUndefined();
    expect(safeLink(`https://x.example/${'a'.repeat(3000)}`)).toBeUndefined();
  });
});

describe('safeImage', () => {
  it('allows https and image data URIs within the size cap', () => {
    expect(safeImage('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(safeImage('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeImage(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBeUndefined();
  });
  it('refuses other data URIs, javascript and plain http', () => {
    expect(safeImage('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeImage('javascript:alert(1)')).toBeUndefined();
    expect(safeImage('http://img.example/a.png')).toBeUndefined();
  });
  it('allows loopback http only when the kit itself runs on loopback', () => {
    expect(safeImage('http://127.0.0.1:4100/getWalletImage/x')).toBeUndefined();
    expect(safeImage('http://127.0.0.1:4100/getWalletImage/x', { allowLoopback: true })).toBe('http://127.0.0.1:4100/getWalletImage/x');
    expect(loopbackEndpoints({ api: 'http://127.0.0.1:4100' })).toBe(true);
    expect(loopbackEndpoints({ api: 'https://api.web3modal.org' })).toBe(false);
  });
});

describe('shortAddress', () => {
  it('keeps the head and tail', () => {
    expect(shortAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…79C8');
    expect(shortAddress(undefined)).toBe('');
  });
});
