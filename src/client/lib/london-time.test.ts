import { describe, expect, it } from 'vitest';
import { clockTime, isoDate, londonTime } from './london-time';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The same fields as London sees them, according to the platform's time-zone database. */
function expected(instant: number): string {
  const p = Object.fromEntries(intl.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`;
}

function actual(instant: number): string {
  const t = londonTime(instant);
  return `${t.weekday} ${t.day} ${t.monthName} ${t.year} ${clockTime(t)}`;
}

describe('londonTime agrees with Intl (Europe/London)', () => {
  it('at every hour from 2020 to 2036', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2036, 0, 1); t += 3_600_000) {
      if (actual(t) !== expected(t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('minute by minute around each clock change of 2026 and 2027', () => {
    const changes = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2027-10-31T01:00:00Z',
    ];
    for (const change of changes) {
      const at = Date.parse(change);
      for (let t = at - 90 * 60_000; t <= at + 90 * 60_000; t += 60_000) {
        expect(actual(t), new Date(t).toISOString()).toBe(expected(t));
      }
    }
  });

  it('takes ISO strings, and gives the date an <input type="date"> expects', () => {
    expect(isoDate(londonTime('2026-06-30T23:30:00.000Z'))).toBe('2026-07-01');
    expect(isoDate(londonTime('2026-12-31T23:30:00.000Z'))).toBe('2026-12-31');
  });
});
