import { isProvider } from '../wallet/slot';
import type { EIP1193Provider } from '../types';
import { isRdns, safeIcon, safeName } from './sanitize';

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

/** A validated EIP-6963 announcement, ready to become a connector. */
export interface Announcement {
  uuid: string;
  name: string;
  /** Undefined when the wallet's icon was not safe to render. */
  icon: string | undefined;
  rdns: string;
  provider: EIP1193Provider;
}

const UUID = /^[0-9a-f-]{8,64}$/i;

/**
 * Checks an `eip6963:announceProvider` event's detail. Returns undefined for a malformed one
 * (missing or wrongly typed uuid, name, icon or rdns, or no provider). A well-formed wallet whose
 * icon is not a safe image keeps its place, without the icon.
 *
 * @example
 * parseAnnouncement(event.detail)?.rdns; // 'io.metamask'
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return undefined;
  const { uuid, name, icon, rdns } = info as Record<string, unknown>;
  if (typeof uuid !== 'string' || !UUID.test(uuid) || typeof icon !== 'string' || !isRdns(rdns)) return undefined;
  const cleanName = safeName(name);
  if (!cleanName) return undefined;
  return { uuid, name: cleanName, icon: safeIcon(icon), rdns: rdns.toLowerCase(), provider };
}
