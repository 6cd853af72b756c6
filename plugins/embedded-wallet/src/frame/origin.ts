import { KitError } from '@latchkey/kernel';

/** Checks the secure site URL: https, or http on a loopback host (a local reference frame). */
export function frameOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new KitError('The embedded wallet URL is invalid', { details: url });
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) throw new KitError('The embedded wallet URL must be https', { details: url });
  return parsed.origin;
}
