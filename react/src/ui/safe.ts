/** App schemes a wallet directory may link to (deep links of wallet apps). */
const APP_SCHEME = /^[a-z][a-z0-9+.-]{1,30}:\/\//i;
// Schemes that run code, read local files, reach network shares or open browser internals.
const BLOCKED = /^(javascript|data|vbscript|file|blob|about|chrome|chrome-extension|moz-extension|edge|http|ftp|ftps|smb|cifs|nfs|afp|ws|wss|filesystem|view-source|jar|ms-[a-z-]+|search-ms|res|resource|intent|content|ldap|telnet|gopher):/i;

/**
 * The link, if it may be opened: `https:` or an app scheme (`metamask://…`); never `javascript:`,
 * `data:`, plain `http:` or anything unparsable.
 *
 * @example
 * safeLink('javascript:alert(1)') // undefined
 */
export function safeLink(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined;
  const trimmed = url.trim();
  // Control characters and spaces can smuggle a scheme past naive checks.
  if ([...trimmed].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c))) return undefined;
  if (trimmed.toLowerCase().startsWith('https://')) {
    try {
      return new URL(trimmed).protocol === 'https:' ? trimmed : undefined;
    } catch {
      return undefined;
    }
  }
  if (BLOCKED.test(trimmed) || !APP_SCHEME.test(trimmed)) return undefined;
  return trimmed;
}

// Used by the buttons on every page, so kept apart from the link rules above.
export { safeImage, loopbackEndpoints } from './safeImage';
export { shortAddress } from './format';
