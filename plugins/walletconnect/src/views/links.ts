import { safeWalletLink } from '@latchkey/kernel/links';

/** A directory wallet's links (SPEC §3 wallet directory entry: mobile_link, desktop_link, webapp_link). */
export interface WalletLinks {
  mobile?: string | null;
  desktop?: string | null;
  webapp?: string | null;
}

/** A ready-to-tap link that hands the pairing URI to a wallet. */
export interface OpenLink {
  /** Which directory link it came from; also picks its label. */
  kind: 'mobile' | 'desktop' | 'webapp';
  href: string;
  /** https (a universal link or a web app) opens in a new tab; an app scheme in this one. */
  newTab: boolean;
}

/**
 * The URL that gives `uri` to the wallet behind `link`, or undefined for a link that may not be
 * opened (the kernel's one rule, `safeWalletLink`: https without credentials or a wallet app's own
 * scheme; never javascript:, data:, http:, a browser-internal or installer scheme…).
 * https (a universal link, or a web app): `{link without trailing /}/wc?uri=…`. An app scheme
 * (`metamask://`): `{link}wc?uri=…`, with a `/` put before `wc` when the link does not end in one.
 * `appScheme: false` (web apps) accepts https only.
 */
export function pairingLink(link: unknown, uri: string, { appScheme }: { appScheme: boolean }): { href: string; newTab: boolean } | undefined {
  const safe = safeWalletLink(link);
  if (!safe) return undefined;
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  if (/^https:\/\//i.test(safe)) return { href: `${safe.replace(/\/$/, '')}/${query}`, newTab: true };
  if (!appScheme) return undefined;
  return { href: `${safe.endsWith('/') ? safe : `${safe}/`}${query}`, newTab: false };
}

/**
 * The open-in-wallet links for this device, in the order they are offered. On a phone the mobile
 * link (universal or native) comes first, then the web app; elsewhere the desktop app, then the
 * web app (the QR code serves phones there).
 */
export function openLinks(links: WalletLinks | undefined, uri: string, mobile: boolean): OpenLink[] {
  if (!links) return [];
  const out: OpenLink[] = [];
  const add = (kind: OpenLink['kind'], link: unknown, appScheme: boolean) => {
    const made = pairingLink(link, uri, { appScheme });
    if (made) out.push({ kind, ...made });
  };
  if (mobile) add('mobile', links.mobile, true);
  else add('desktop', links.desktop, true);
  add('webapp', links.webapp, false);
  return out;
}

/** The links of a view's params, read defensively (params may come from plain JS). */
export function linksOf(value: unknown): WalletLinks | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  return { mobile: str(v.mobile), desktop: str(v.desktop), webapp: str(v.webapp) };
}
