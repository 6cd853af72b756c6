import { describe, expect, it } from 'vitest';
import { monthsBetween, relativeTime } from './relativeTime';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const ago = (ms: number) => relativeTime(NOW - ms, NOW);
const monthsAgo = (months: number, days = 0) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - months);
  return relativeTime(d.getTime() - days * D, NOW);
};

describe('relative times with the SPEC §9 thresholds', () => {
  it('seconds up to 44, a minute up to 89 s', () => {
    expect(ago(0)).toEqual({ unit: 'seconds', count: 0 });
    expect(ago(44 * S)).toEqual({ unit: 'seconds', count: 44 });
    expect(ago(45 * S)).toEqual({ unit: 'minute', count: 1 });
    expect(ago(89 * S)).toEqual({ unit: 'minute', count: 1 });
    expect(ago(90 * S)).toEqual({ unit: 'minutes', count: 2 });
  });

  it('minutes up to 44, an hour up to 89 minutes, hours up to 21', () => {
    expect(ago(44 * M)).toEqual({ unit: 'minutes', count: 44 });
    expect(ago(45 * M)).toEqual({ unit: 'hour', count: 1 });
    expect(ago(89 * M)).toEqual({ unit: 'hour', count: 1 });
    expect(ago(90 * M)).toEqual({ unit: 'hours', count: 2 });
    expect(ago(21 * H)).toEqual({ unit: 'hours', count: 21 });
    expect(ago(22 * H)).toEqual({ unit: 'day', count: 1 });
  });

  it('a day up to 35 hours, days up to 25, a month up to 45 days', () => {
    expect(ago(35 * H)).toEqual({ unit: 'day', count: 1 });
    expect(ago(36 * H)).toEqual({ unit: 'days', count: 2 });
    expect(ago(25 * D)).toEqual({ unit: 'days', count: 25 });
    expect(ago(26 * D)).toEqual({ unit: 'month', count: 1 });
    expect(ago(45 * D)).toEqual({ unit: 'month', count: 1 });
    expect(ago(47 * D)).toEqual({ unit: 'months', count: 2 });
  });

  it('months up to 10, a year up to 17 months, then years', () => {
    expect(monthsAgo(10)).toEqual({ unit: 'months', count: 10 });
    expect(monthsAgo(11)).toEqual({ unit: 'year', count: 1 });
    expect(monthsAgo(17)).toEqual({ unit: 'year', count: 1 });
    expect(monthsAgo(18)).toEqual({ unit: 'years', count: 2 });
    expect(monthsAgo(40)).toEqual({ unit: 'years', count: 3 });
  });

  it('a block stamped ahead of the clock reads as a few seconds ago', () => {
    expect(relativeTime(NOW + 30 * S, NOW)).toEqual({ unit: 'seconds', count: 0 });
  });

  it('counts calendar months, with the fraction of the month under way', () => {
    expect(monthsBetween(Date.UTC(2025, 0, 31), Date.UTC(2025, 1, 28))).toBe(1);
    expect(monthsBetween(Date.UTC(2025, 0, 15), Date.UTC(2025, 3, 15))).toBe(3);
    expect(monthsBetween(Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 16, 12))).toBeCloseTo(0.5, 2);
  });
});
