import { safeWalletLink } from '@latchkey/kernel/links';

/**
 * SPEC §9: mobile deeplink redirects exist for three wallet apps. On a phone browser where the
 * wallet is not injected, picking one of them opens this page in the wallet's own (in-app)
 * browser, where it connects as an injected wallet, instead of pairing over WalletConnect:
 * Phantom and Solflare for Solana, Coinbase Wallet for EVM.
 */
interface InAppBrowser {
  /** The wallet's directory ids (SPEC §3 wallet directory entry `id`). */
  ids: readonly string[];
  /** Its reverse-DNS ids (the directory's `rdns`, EIP-6963). */
  rdns: readonly string[];
  /** The namespace whose connection it serves this way. */
  namespace: string;
  /** The global its in-app browser (or extension) defines: there, the wallet is here already. */
  injected: string;
  /** The link that opens `page.href` in the wallet's browser. */
  link(page: PageAddress): string;
}

/** Where the visitor is: the dapp's address and its origin. */
export interface PageAddress {
  href: string;
  origin: string;
}

const enc = encodeURIComponent;

const IN_APP_BROWSERS: readonly InAppBrowser[] = [
  {
    ids: ['a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'],
    rdns: ['app.phantom'],
    namespace: 'solana',
    injected: 'phantom',
    link: (p) => `https://phantom.app/ul/browse/${enc(p.href)}?ref=${enc(p.origin)}`,
  },
  {
    ids: ['1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'],
    rdns: ['com.solflare'],
    namespace: 'solana',
    injected: 'solflare',
    link: (p) => `https://solflare.com/ul/v1/browse/${enc(p.href)}?ref=${enc(p.origin)}`,
  },
  {
    ids: ['fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'],
    rdns: ['com.coinbase.wallet'],
    namespace: 'eip155',
    injected: 'coinbaseWalletExtension',
    link: (p) => `https://go.cb-w.com/dapp?cb_url=${enc(p.href)}`,
  },
];

/**
 * The in-app browser link for `wallet` when the visitor connects on `namespace` from a phone
 * browser where that wallet is not injected (`isInjected(global)` false), else undefined (pair
 * over WalletConnect as usual). Only http(s) pages are sent on (a file: or app page would not
 * load in the wallet).
 */
export function inAppBrowserLink(
  wallet: { id?: unknown; rdns?: unknown },
  namespace: string | undefined,
  page: PageAddress,
  isInjected: (global: string) => boolean,
): string | undefined {
  if (!namespace || !/^https?:\/\//i.test(page.href)) return undefined;
  const match = IN_APP_BROWSERS.find(
    (b) => b.namespace === namespace && ((typeof wallet.id === 'string' && b.ids.includes(wallet.id)) || (typeof wallet.rdns === 'string' && b.rdns.includes(wallet.rdns))),
  );
  if (!match || isInjected(match.injected)) return undefined;
  return safeWalletLink(match.link(page));
}

/** This page's address and whether a wallet global is defined, in a browser (nothing elsewhere). */
export function browserPage(): { page: PageAddress; isInjected: (global: string) => boolean } | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined;
  const w = window as unknown as Record<string, unknown>;
  return { page: { href: window.location.href, origin: window.location.origin }, isInjected: (g) => w[g] !== undefined && w[g] !== null };
}
