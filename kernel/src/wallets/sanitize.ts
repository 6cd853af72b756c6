/** Longest wallet name shown; longer names are cut (a wallet cannot push the layout around). */
export const MAX_WALLET_NAME_LENGTH = 64;
/** Largest icon accepted; a data URI icon is a few kB, so this leaves ample room. */
export const MAX_WALLET_ICON_LENGTH = 100_000;

// Control and bidi-override characters: a name must not rearrange or hide the text around it.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A wallet's icon if it is safe to render: a `data:image/` URI of one of `types` (SVG, PNG and
 * WebP by default) or an https URL; otherwise undefined (no `javascript:`, no `http:`). Wallets
 * announce themselves, so their icons are untrusted input.
 *
 * @example
 * safeWalletIcon('data:image/svg+xml,<svg/>'); // 'data:image/svg+xml,<svg/>'
 * safeWalletIcon('data:image/gif;base64,R0lG', ['gif']); // kept: GIF allowed here
 * safeWalletIcon('javascript:alert(1)'); // undefined
 */
export function safeWalletIcon(icon: unknown, types: readonly string[] = ['svg+xml', 'png', 'webp']): string | undefined {
  if (typeof icon !== 'string' || icon.length > MAX_WALLET_ICON_LENGTH) return undefined;
  const data = /^data:image\/([a-z+]+)(;base64)?,/i.exec(icon);
  if (data) return types.includes(data[1]!.toLowerCase()) ? icon : undefined;
  try {
    return new URL(icon).protocol === 'https:' ? icon : undefined;
  } catch {
    return undefined;
  }
}

/** Text with the control and bidi characters removed (a name from the wallet directory, say). */
export const stripUnsafeChars = (text: string): string => text.replace(UNSAFE_CHARS, '');

/**
 * A wallet's display name: control and bidi characters removed, trimmed, cut to
 * {@link MAX_WALLET_NAME_LENGTH}; undefined when nothing is left.
 *
 * @example
 * safeWalletName('  MetaMask\u202e '); // 'MetaMask'
 */
export function safeWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const clean = name.slice(0, MAX_WALLET_NAME_LENGTH * 4).replace(UNSAFE_CHARS, '').trim().slice(0, MAX_WALLET_NAME_LENGTH).trim();
  return clean || undefined;
}

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
