import { StorageKeys, type KitStorage } from '@latchkey/kernel';
import { EMAIL_COOLDOWN_MS } from './constants';

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** When the last sign-in email was sent (ms since the epoch), from the plugin's storage. */
export const lastSentAt = (storage: KitStorage): number | undefined => storage.get(StorageKeys.lastEmailLoginTime, isTime);

/**
 * Seconds, rounded up, until another sign-in email may be sent (SPEC §4, §9). A stored time in the
 * future (a clock set back) counts from now, so the wait is never longer than 30 s.
 */
export function cooldownSeconds(storage: KitStorage, now: number): number {
  const at = lastSentAt(storage);
  if (at === undefined) return 0;
  const left = Math.min(EMAIL_COOLDOWN_MS, at + EMAIL_COOLDOWN_MS - now);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
