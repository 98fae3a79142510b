import { describe, expect, it } from 'vitest';
import { atLondonTime, clockTime, isoDate, londonDay, londonTime } from './london-time';

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

describe('londonTime agrees with Intl (Europe/London) field by field', () => {
  it('at every hour of 2026 and 2027', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
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

describe('London across both clock changes (written out, not computed)', () => {
  const shown = (iso: string) => {
    const t = londonTime(iso);
    return `${t.weekday} ${t.day} ${t.monthName} ${clockTime(t)}`;
  };

  it('springs forward at 01:00 GMT on the last Sunday of March: 00:59 is followed by 02:00', () => {
    expect(shown('2026-03-29T00:59:00Z')).toBe('Sun 29 Mar 00:59');
    expect(shown('2026-03-29T01:00:00Z')).toBe('Sun 29 Mar 02:00');
    expect(shown('2027-03-28T00:30:00Z')).toBe('Sun 28 Mar 00:30');
    expect(shown('2027-03-28T01:30:00Z')).toBe('Sun 28 Mar 02:30');
  });

  it('falls back at 01:00 GMT on the last Sunday of October: 01:59 BST is followed by 01:00 GMT', () => {
    expect(shown('2026-10-25T00:59:00Z')).toBe('Sun 25 Oct 01:59');
    expect(shown('2026-10-25T01:00:00Z')).toBe('Sun 25 Oct 01:00');
    expect(shown('2027-10-31T00:30:00Z')).toBe('Sun 31 Oct 01:30');
    expect(shown('2027-10-31T01:30:00Z')).toBe('Sun 31 Oct 01:30');
  });

  it('puts a late-evening summer instant on the next London day', () => {
    expect(londonDay(new Date('2026-06-30T23:30:00Z')).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(londonDay(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('turns a London wall-clock time into the instant on either side of each change', () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(atLondonTime(day('2026-03-28'), 18, 30).toISOString()).toBe('2026-03-28T18:30:00.000Z');
    expect(atLondonTime(day('2026-03-29'), 18, 30).toISOString()).toBe('2026-03-29T17:30:00.000Z');
    // 01:30 does not exist on the spring day: it becomes 02:30 BST.
    expect(atLondonTime(day('2026-03-29'), 1, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(atLondonTime(day('2026-10-24'), 18, 30).toISOString()).toBe('2026-10-24T17:30:00.000Z');
    expect(atLondonTime(day('2026-10-25'), 18, 30).toISOString()).toBe('2026-10-25T18:30:00.000Z');
    // 01:30 happens twice on the autumn day: the later, GMT one is meant.
    expect(atLondonTime(day('2026-10-25'), 1, 30).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('reads an instant the same however often and whatever was read between', () => {
    const summer = '2026-07-01T17:30:00Z';
    const first = londonTime(summer);
    expect(londonTime(new Date(summer))).toEqual(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Past the instants it keeps, and back: still the right time, on either side of a change.
    for (let minute = 0; minute < 5000; minute++) londonTime(Date.UTC(2026, 9, 24) + minute * 60_000);
    expect(londonTime(summer)).toEqual({ ...first });
    expect(shown('2026-10-25T00:59:00Z')).toBe('Sun 25 Oct 01:59');
    expect(shown('2026-10-25T01:00:00Z')).toBe('Sun 25 Oct 01:00');
    expect(first).toMatchObject({ hour: 18, minute: 30, weekday: 'Wed', monthName: 'Jul' });
  });
});
