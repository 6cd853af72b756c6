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

/**
 * An image source the kit will render: https, a raster/SVG `data:image/` URI (SVG is safe in an
 * `<img>`: scripts never run there), or a same-origin path. Capped in size.
 */
export function safeImage(src: unknown, options: { allowLoopback?: boolean; maxDataBytes?: number } = {}): string | undefined {
  if (typeof src !== 'string' || !src) return undefined;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(src)) return src.length <= (options.maxDataBytes ?? 200_000) ? src : undefined;
  if (/^https:\/\//i.test(src) && src.length <= 2048) return src;
  // Plain-http loopback only when the kit's own services run there (local development, tests):
  // otherwise an image URL from a name server could probe the visitor's local services.
  if (options.allowLoopback && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//i.test(src) && src.length <= 2048) return src;
  return undefined;
}

/** Whether the kit's config service runs on this machine (loopback http images are then its own). */
export const loopbackEndpoints = (endpoints: { api: string }) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/i.test(endpoints.api);

/** Truncates an address for display: 0x1234…abcd. */
export function shortAddress(address: string | undefined, head = 6, tail = 4): string {
  if (!address) return '';
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
