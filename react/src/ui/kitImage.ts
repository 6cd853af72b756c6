import type { Kit } from '@latchkey/kernel';
import { loopbackEndpoints, safeImage } from './safeImage';

/**
 * `src` if the kit will draw it (https, a `data:image/`, or loopback http when the kit's own
 * services run there). Its own module: the page's avatar needs it, the image rules of the modal's
 * views (`images.ts`) stay in their chunk.
 */
export const kitImage = (kit: Pick<Kit, 'options'> | null | undefined, src: unknown): string | undefined =>
  safeImage(src, { allowLoopback: kit ? loopbackEndpoints(kit.options.endpoints) : false });
