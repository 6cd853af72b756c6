import { describe, expect, it } from 'vitest';
import { inAppBrowserLink } from './redirects';

const PAGE = { href: 'https://dapp.example/swap?x=1#top', origin: 'https://dapp.example' };
const nothingInjected = () => false;
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393';
const SOLFLARE = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79';
const COINBASE = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa';

describe('SPEC §9 mobile deeplink redirects (the wallet’s in-app browser instead of WalletConnect)', () => {
  it('Phantom and Solflare on Solana, Coinbase Wallet on EVM: this page’s address, encoded, in the wallet’s browse link', () => {
    const href = encodeURIComponent(PAGE.href);
    const ref = encodeURIComponent(PAGE.origin);
    expect(inAppBrowserLink({ id: PHANTOM }, 'solana', PAGE, nothingInjected)).toBe(`https://phantom.app/ul/browse/${href}?ref=${ref}`);
    expect(inAppBrowserLink({ id: SOLFLARE }, 'solana', PAGE, nothingInjected)).toBe(`https://solflare.com/ul/v1/browse/${href}?ref=${ref}`);
    expect(inAppBrowserLink({ id: COINBASE }, 'eip155', PAGE, nothingInjected)).toBe(`https://go.cb-w.com/dapp?cb_url=${href}`);
    // By the directory's rdns too (an entry whose id the kit does not know).
    expect(inAppBrowserLink({ id: 'other', rdns: 'app.phantom' }, 'solana', PAGE, nothingInjected)).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//);
    expect(inAppBrowserLink({ rdns: 'com.coinbase.wallet' }, 'eip155', PAGE, nothingInjected)).toMatch(/^https:\/\/go\.cb-w\.com\/dapp\?cb_url=/);
  });

  it('only for the namespace each serves this way, only where the wallet is not injected, only from a web page', () => {
    expect(inAppBrowserLink({ id: PHANTOM }, 'eip155', PAGE, nothingInjected)).toBeUndefined();
    expect(inAppBrowserLink({ id: SOLFLARE }, 'eip155', PAGE, nothingInjected)).toBeUndefined();
    expect(inAppBrowserLink({ id: COINBASE }, 'solana', PAGE, nothingInjected)).toBeUndefined();
    expect(inAppBrowserLink({ id: PHANTOM }, undefined, PAGE, nothingInjected)).toBeUndefined();
    // Inside the wallet's browser (its global is there) the kit connects to it directly.
    expect(inAppBrowserLink({ id: PHANTOM }, 'solana', PAGE, (g) => g === 'phantom')).toBeUndefined();
    expect(inAppBrowserLink({ id: SOLFLARE }, 'solana', PAGE, (g) => g === 'solflare')).toBeUndefined();
    expect(inAppBrowserLink({ id: COINBASE }, 'eip155', PAGE, (g) => g === 'coinbaseWalletExtension')).toBeUndefined();
    expect(inAppBrowserLink({ id: PHANTOM }, 'solana', PAGE, (g) => g === 'solflare')).toBeDefined();
    // Any other wallet pairs over WalletConnect; so does a page the wallet could not load.
    expect(inAppBrowserLink({ id: 'io.metamask', rdns: 'io.metamask' }, 'eip155', PAGE, nothingInjected)).toBeUndefined();
    expect(inAppBrowserLink({ id: PHANTOM }, 'solana', { href: 'file:///index.html', origin: 'null' }, nothingInjected)).toBeUndefined();
    expect(inAppBrowserLink({ id: 42, rdns: ['app.phantom'] }, 'solana', PAGE, nothingInjected)).toBeUndefined();
  });
});
