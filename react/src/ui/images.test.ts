import { afterEach, describe, expect, it } from 'vitest';
import type { Kit, KitOptions } from '@latchkey/kernel';
import { makeKit } from '../views/connect/testKit';
import { currencyImageUrl, networkImageUrl, publicImages, tokenImageUrl, walletIconUrl, walletImageUrl } from './images';

// One rule per kind of picture, each a safe source or none (then the monogram tile).

const kits: Kit[] = [];
const quiet = (async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
function kit(extra: Partial<KitOptions> = {}): Kit {
  const made = makeKit([], { basic: false, projectId: 'p1', endpoints: { api: 'https://api.example' }, fetch: quiet, features: { analytics: false }, ...extra });
  kits.push(made);
  return made;
}
afterEach(async () => void (await Promise.all(kits.splice(0).map((k) => k.destroy()))));

const on = (path: string) => expect.stringMatching(new RegExp(`^https://api\\.example${path.replace(/[.]/g, '\\.')}\\?(.+&)?projectId=p1(&|$)`));

describe('networkImageUrl', () => {
  it("draws a network's imageUrl, else its imageId on /public/getAssetImage", () => {
    const k = kit();
    expect(networkImageUrl(k, { assets: { imageUrl: 'https://img.example/eth.png', imageId: 'abc' } })).toBe('https://img.example/eth.png');
    expect(networkImageUrl(k, { assets: { imageId: '2fa1b5ec-a877-500d-fda7-e6a4dadaebb5' } })).toEqual(on('/public/getAssetImage/2fa1b5ec-a877-500d-fda7-e6a4dadaebb5'));
    expect(networkImageUrl(k, { assets: {} })).toBeUndefined();
    expect(networkImageUrl(k, undefined)).toBeUndefined();
  });

  it('never draws an unsafe imageUrl (the id is used instead) and keeps an id to one path segment', () => {
    const k = kit();
    for (const bad of ['javascript:alert(1)', 'http://evil.example/x.png', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'])
      expect(networkImageUrl(k, { assets: { imageUrl: bad, imageId: 'id-1' } }), bad).toEqual(on('/public/getAssetImage/id-1'));
    for (const id of ['../getWallets', 'a/b', 'x?y=1', '', 'é'.repeat(3), 'a'.repeat(129)]) expect(networkImageUrl(k, { assets: { imageId: id } }), id).toBeUndefined();
  });

  it('asks the image endpoint only with the hosted services: not in basic mode, not without a project id', () => {
    const basic = kit({ basic: true });
    expect(publicImages(basic)).toBe(false);
    expect(networkImageUrl(basic, { assets: { imageId: 'id-1' } })).toBeUndefined();
    expect(networkImageUrl(basic, { assets: { imageUrl: 'https://img.example/n.png', imageId: 'id-1' } })).toBe('https://img.example/n.png');
    expect(networkImageUrl(kit({ projectId: undefined }), { assets: { imageId: 'id-1' } })).toBeUndefined();
  });
});

describe('tokenImageUrl and currencyImageUrl', () => {
  it("draws a token list's icon; a network's own currency falls back to /public/getTokenImage/{symbol}", () => {
    const k = kit();
    expect(tokenImageUrl(k, { symbol: 'USDC', iconUrl: 'https://img.example/usdc.png' })).toBe('https://img.example/usdc.png');
    expect(tokenImageUrl(k, { symbol: 'ETH' }, { native: true })).toEqual(on('/public/getTokenImage/ETH'));
    expect(tokenImageUrl(k, { symbol: 'ETH', iconUrl: 'javascript:alert(1)' }, { native: true })).toEqual(on('/public/getTokenImage/ETH'));
    // A symbol alone never borrows another token's image: anyone can name a token USDC.
    expect(tokenImageUrl(k, { symbol: 'USDC' })).toBeUndefined();
    expect(tokenImageUrl(k, { symbol: 'ETH/../x' }, { native: true })).toBeUndefined();
    expect(tokenImageUrl(kit({ basic: true }), { symbol: 'ETH' }, { native: true })).toBeUndefined();
  });

  it('draws fiat currencies from /public/getCurrencyImage by their ISO 4217 code', () => {
    const k = kit();
    expect(currencyImageUrl(k, 'usd')).toEqual(on('/public/getCurrencyImage/USD'));
    for (const code of ['US', 'USDT', 'U$D', '', undefined]) expect(currencyImageUrl(k, code), String(code)).toBeUndefined();
    expect(currencyImageUrl(kit({ basic: true }), 'EUR')).toBeUndefined();
  });
});

describe('walletIconUrl: one icon per wallet', () => {
  const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

  it('a wallet that is here is drawn as it announces itself, else by its directory image id', () => {
    const k = kit({ basic: true });
    expect(walletIconUrl(k, { connector: { imageUrl: ICON, imageId: 'dir-1' }, entry: { image_id: 'dir-2' } })).toBe(ICON);
    expect(walletIconUrl(k, { connector: { imageId: 'dir-1' } })).toEqual(on('/getWalletImage/dir-1'));
    expect(walletIconUrl(k, { connector: { imageUrl: 'javascript:alert(1)', imageId: 'dir-1' } })).toEqual(on('/getWalletImage/dir-1'));
    expect(walletIconUrl(k, { connector: { imageUrl: 'http://evil.example/w.png' } })).toBeUndefined();
    // The connector decides: its Connect row and its All Wallets tile show the same thing.
    expect(walletIconUrl(k, { connector: {}, entry: { image_id: 'dir-2' } })).toBeUndefined();
  });

  it('a directory wallet that is not here by its entry image (the directory is read in basic mode too)', () => {
    const k = kit({ basic: true });
    expect(walletIconUrl(k, { entry: { image_id: 'dir-2' } })).toEqual(on('/getWalletImage/dir-2'));
    expect(walletIconUrl(k, { entry: { image_id: 'dir-2' } })).toBe(walletImageUrl(k, { image_id: 'dir-2' }));
    expect(walletIconUrl(k, { entry: { image_id: '../../x' } })).toBeUndefined();
    expect(walletIconUrl(k, {})).toBeUndefined();
  });

  it('plain-http loopback icons only when the kit’s own services run there', () => {
    const loopIcon = 'http://127.0.0.1:4100/getWalletImage/x';
    expect(walletIconUrl(kit(), { connector: { imageUrl: loopIcon } })).toBeUndefined();
    expect(walletIconUrl(kit({ endpoints: { api: 'http://127.0.0.1:4100' } }), { connector: { imageUrl: loopIcon } })).toBe(loopIcon);
  });
});
