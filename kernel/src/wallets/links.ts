// Which wallet links the kit may open: a module apart from the name and icon checks (which the
// page's first load runs on announced wallets), since only views and connectors open links.
/** Longest wallet link accepted (a homepage, an app store page, a deep or universal link). */
export const MAX_WALLET_LINK_LENGTH = 2048;

// Schemes that are never a wallet app's own: code and documents made from the link itself, local
// files, browser internals and extensions, other browsers and the OS's launchers, installers and
// stores, network shares and other protocols. Matched on the lower-cased scheme.
const REFUSED_SCHEMES = new Set([
  'javascript', 'vbscript', 'livescript', 'data', 'blob', 'file', 'filesystem', 'about', 'view-source', 'jar', 'mhtml', 'mk', 'res', 'resource',
  'chrome', 'chrome-untrusted', 'chrome-extension', 'chrome-search', 'chrome-devtools', 'devtools', 'chrome-error', 'chrome-native',
  'edge', 'microsoft-edge', 'brave', 'opera', 'vivaldi', 'moz-extension', 'moz-icon', 'safari-extension', 'safari-web-extension', 'webkit',
  'googlechrome', 'googlechromes', 'firefox', 'opera-http', 'opera-https', 'x-safari-http', 'x-safari-https', 'shortcuts', 'x-apple-helpbook',
  'itms-services', 'itms-apps', 'itms-appss', 'itms', 'macappstore', 'market', 'android-app', 'search-ms', 'shell',
  'http', 'ftp', 'ftps', 'sftp', 'ssh', 'telnet', 'gopher', 'ldap', 'ldaps', 'smb', 'cifs', 'nfs', 'afp', 'ws', 'wss', 'irc', 'ircs',
  'mailto', 'tel', 'sms', 'facetime', 'facetime-audio', 'content', 'wc',
]);
/** Families of schemes refused whole: Windows' `ms-…` launchers (ms-appinstaller, ms-settings…), protocol handlers a page registered (`web+…`). */
const REFUSED_FAMILIES = /^(?:ms-|web\+|chrome-|edge-|opera-|moz-|safari-|brave-|x-apple-)/;
/** A wallet app's own scheme as directories write it: `name://…`. */
const APP_LINK = /^([a-z][a-z0-9+.-]{1,30}):\/\//i;

/** Options of {@link safeWalletLink}. */
export interface SafeWalletLinkOptions {
  /**
   * Android packages an `intent://` link may open (a wallet's own app, from a source the dapp
   * trusts). Default none: every `intent:` link is refused.
   */
  intentPackages?: readonly string[];
}

/** An `intent://…#Intent;…;end` link whose package is known, with no selector, another app's component, or a fallback that is not a safe https link. */
function safeIntent(link: string, packages: readonly string[]): boolean {
  const hash = link.indexOf('#Intent;');
  if (!link.toLowerCase().startsWith('intent://') || hash < 0 || !link.endsWith(';end')) return false;
  const params = new Map<string, string>();
  for (const part of link.slice(hash + '#Intent;'.length, -';end'.length).split(';')) {
    if (part === '') continue;
    if (part === 'SEL') return false;
    const eq = part.indexOf('=');
    if (eq <= 0 || params.has(part.slice(0, eq))) return false;
    params.set(part.slice(0, eq), part.slice(eq + 1));
  }
  const pkg = params.get('package');
  if (!pkg || !packages.includes(pkg)) return false;
  const component = params.get('component');
  if (component !== undefined && !component.startsWith(`${pkg}/`)) return false;
  const fallback = params.get('S.browser_fallback_url');
  if (fallback !== undefined) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(fallback);
    } catch {
      return false;
    }
    if (!decoded.toLowerCase().startsWith('https://') || safeWalletLink(decoded) === undefined) return false;
  }
  return true;
}

/**
 * The one rule for a link a wallet directory or a wallet hands the kit (homepage, app store page,
 * deep link, universal link): the link, if it may be opened, else undefined. It opens only as
 * `https:` without credentials (`https://user:pw@…` is refused), or as a wallet app's own scheme
 * (`metamask://…`), never as a browser-internal, installer or code scheme (`javascript:`, `data:`,
 * `chrome-untrusted:`, `itms-services:`, `ms-appinstaller:`, `web+…`, `file:`, `view-source:`, plain
 * `http:`…). An `intent:` link opens only to a package in `intentPackages`. Whitespace and control
 * characters anywhere, or more than {@link MAX_WALLET_LINK_LENGTH} characters, refuse it.
 *
 * @example
 * safeWalletLink('metamask://wc?uri=x'); // 'metamask://wc?uri=x'
 * safeWalletLink('https://user:pw@wallet.example/'); // undefined
 * safeWalletLink('itms-services://?action=download-manifest&url=https://evil.example/a.plist'); // undefined
 */
export function safeWalletLink(url: unknown, { intentPackages = [] }: SafeWalletLinkOptions = {}): string | undefined {
  if (typeof url !== 'string' || url.length > MAX_WALLET_LINK_LENGTH) return undefined;
  const link = url.trim();
  // Control characters and spaces can smuggle a scheme past naive checks (`java\tscript:`).
  if (link === '' || link.includes('\\') || [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c))) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return undefined;
  if (scheme === 'https') {
    if (!/^https:\/\//i.test(link)) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(link);
    } catch {
      return undefined;
    }
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '' && !/^https:\/\/[^/?#]*@/i.test(link) ? link : undefined;
  }
  if (scheme === 'intent') return safeIntent(link, intentPackages) ? link : undefined;
  if (REFUSED_SCHEMES.has(scheme) || REFUSED_FAMILIES.test(scheme) || !APP_LINK.test(link)) return undefined;
  return link;
}
