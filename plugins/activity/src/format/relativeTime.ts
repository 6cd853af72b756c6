/**
 * The phrase a relative time uses: 'seconds' (a few seconds), the singular units ('minute': a
 * minute, 'hour', 'day', 'month', 'year') and the counted ones ('minutes': n minutes …).
 */
export type RelativeUnit = 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days' | 'month' | 'months' | 'year' | 'years';

/** How long ago, as the phrase to use and its count (1 for the singular phrases). */
export interface RelativeTime {
  unit: RelativeUnit;
  count: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Adds whole calendar months (UTC), clamping the day to the month's last ('31 Jan' + 1 → '28/29 Feb'). */
function addMonths(time: number, months: number): number {
  const d = new Date(time);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** Calendar months from `earlier` to `later` (later ≥ earlier), with the fraction of the month under way. */
export function monthsBetween(earlier: number, later: number): number {
  const a = new Date(earlier);
  const b = new Date(later);
  let whole = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (addMonths(earlier, whole) > later) whole -= 1;
  const start = addMonths(earlier, whole);
  const end = addMonths(earlier, whole + 1);
  return whole + (later - start) / (end - start);
}

/**
 * How long ago `then` was, with the SPEC §9 thresholds: a few seconds up to 44 s, a minute up to
 * 89 s, minutes up to 44, an hour up to 89 minutes, hours up to 21, a day up to 35 hours, days up
 * to 25, a month up to 45 days, months up to 10, a year up to 17 months, then years. Each unit's
 * count is rounded; a rounded count of 1 reads as the singular phrase. (The SPEC names the
 * seconds, minute, hours, days and months thresholds; the others are the same scale's.) A time
 * in the future (a block stamped ahead of the visitor's clock) reads as a few seconds.
 *
 * @example
 * relativeTime(now - 30_000, now);      // { unit: 'seconds', count: 30 }
 * relativeTime(now - 90_000, now);      // { unit: 'minutes', count: 2 }
 * relativeTime(now - 22 * 3600e3, now); // { unit: 'day', count: 1 }
 */
export function relativeTime(then: number, now: number): RelativeTime {
  const ms = Math.max(0, now - then);
  const seconds = Math.round(ms / SECOND);
  if (seconds <= 44) return { unit: 'seconds', count: seconds };
  if (seconds <= 89) return { unit: 'minute', count: 1 };
  const minutes = Math.round(ms / MINUTE);
  if (minutes <= 1) return { unit: 'minute', count: 1 };
  if (minutes <= 44) return { unit: 'minutes', count: minutes };
  if (minutes <= 89) return { unit: 'hour', count: 1 };
  const hours = Math.round(ms / HOUR);
  if (hours <= 1) return { unit: 'hour', count: 1 };
  if (hours <= 21) return { unit: 'hours', count: hours };
  if (hours <= 35) return { unit: 'day', count: 1 };
  const days = Math.round(ms / DAY);
  if (days <= 1) return { unit: 'day', count: 1 };
  if (days <= 25) return { unit: 'days', count: days };
  if (days <= 45) return { unit: 'month', count: 1 };
  const exactMonths = monthsBetween(then, then + ms);
  const months = Math.round(exactMonths);
  if (months <= 1) return { unit: 'month', count: 1 };
  if (months <= 10) return { unit: 'months', count: months };
  if (months <= 17) return { unit: 'year', count: 1 };
  const years = Math.round(exactMonths / 12);
  return years <= 1 ? { unit: 'year', count: 1 } : { unit: 'years', count: years };
}
