import { localizeNumber, type T } from '@latchkey/react/ui';
import { relativeTime } from '../format/relativeTime';

/** The plural category of `count` in `locale` ('other' when the locale is unknown to Intl). */
function pluralOf(locale: string, count: number): string {
  try {
    return new Intl.PluralRules(locale).select(count);
  } catch {
    return 'other';
  }
}

/**
 * 'a few seconds ago', '5 minutes ago'… in the kit's locale, with the SPEC §9 thresholds. Counted
 * phrases have a key per plural category (`activity.time.minutes.few`), `other` when a locale has
 * no form for a category.
 *
 * @example
 * relativeLabel(t, 'en', Date.now() - 120_000, Date.now()); // '2 minutes ago'
 */
export function relativeLabel(t: T, locale: string, then: number, now: number): string {
  const { unit, count } = relativeTime(then, now);
  if (unit === 'seconds' || !unit.endsWith('s')) return t(`activity.time.${unit}`);
  const key = `activity.time.${unit}.${pluralOf(locale, count)}`;
  // The count in the locale's digits (Arabic, Persian, Hindi… write their own).
  const shown = localizeNumber(String(count), locale);
  const text = t(key, { count: shown });
  return text === key ? t(`activity.time.${unit}.other`, { count: shown }) : text;
}

/**
 * The date and time in full for a tooltip, in the kit's locale ('' when Intl cannot format it).
 *
 * @example
 * fullDate('en', Date.UTC(2024, 0, 2)); // 'Jan 2, 2024, 12:00 AM' (in the visitor's time zone)
 */
export function fullDate(locale: string, time: number): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
  } catch {
    return new Date(time).toISOString();
  }
}
