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
