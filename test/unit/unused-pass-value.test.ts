import { describe, expect, it } from 'vitest';
import { addDays, atLondonTime, londonDay } from '../../src/common/london-time';
import { addCalendarMonths, anchorDayOf } from '../../src/common/pass-terms';
import { unusedCreditsValue, unusedDaysValue } from '../../src/server/modules/places/rules/unused-pass-value';
import { lastSunday, NEXT_YEAR } from '../helpers/dates';

// The pro-rata rule of a suspended studio's passes (docs/decisions/0120), in pence.

const DAY = 86_400_000;

describe('a pack or intro offer: unused credits ÷ credits × price', () => {
  it('rounds up to the penny and stays between nothing and the price', () => {
    expect(unusedCreditsValue(4000, 2, 3)).toBe(2667);
    expect(unusedCreditsValue(4000, 1, 3)).toBe(1334);
    expect(unusedCreditsValue(4000, 3, 3)).toBe(4000);
    expect(unusedCreditsValue(4000, 0, 3)).toBe(0);
    expect(unusedCreditsValue(0, 3, 3)).toBe(0);
  });
});

describe('a membership: London days left of its period ÷ the period’s days × what it cost', () => {
  const start = atLondonTime(addDays(londonDay(new Date()), -3), 18, 30);
  const period = { start, end: addCalendarMonths(start, 1, anchorDayOf(start)) };
  const days = Math.round((period.end.getTime() - start.getTime()) / DAY);

  it('gives it all back at the start, the day of the suspension included, and nothing once over', () => {
    expect(unusedDaysValue(9900, period, start)).toBe(9900);
    // Later on the first day, the whole period is still left: that day counts as left.
    expect(unusedDaysValue(9900, period, atLondonTime(londonDay(start), 23, 59))).toBe(9900);
    const tenDaysOn = atLondonTime(addDays(londonDay(start), 10), 9, 0);
    expect(unusedDaysValue(9900, period, tenDaysOn)).toBe(Math.ceil((9900 * (days - 10)) / days));
    // On the period's last day, before its end time, and after it: nothing left.
    expect(unusedDaysValue(9900, period, new Date(period.end.getTime() - 60_000))).toBe(0);
    expect(unusedDaysValue(9900, period, new Date(period.end.getTime() + DAY))).toBe(0);
  });

  // Next year's clock changes, spring's and autumn's: days ahead, whatever today is.
  it.each([3, 10])(
    'counts calendar days across the clock change of month %i: never an hour as a day',
    (month) => {
      const change = new Date(`${lastSunday(NEXT_YEAR, month)}T00:00:00Z`);
      const from = atLondonTime(addDays(change, -10), 18, 30);
      const around = { start: from, end: addCalendarMonths(from, 1, anchorDayOf(from)) };
      const length = Math.round((around.end.getTime() - from.getTime()) / DAY);
      // The period is not a whole number of 24-hour days, and its start is still the full refund's.
      expect((around.end.getTime() - from.getTime()) % DAY).not.toBe(0);
      expect(unusedDaysValue(6000, around, from)).toBe(6000);
      const left = Math.ceil((6000 * (length - 10)) / length);
      expect(unusedDaysValue(6000, around, atLondonTime(change, 0, 30))).toBe(left);
      expect(unusedDaysValue(6000, around, atLondonTime(change, 23, 30))).toBe(left);
      expect(unusedDaysValue(6000, around, atLondonTime(addDays(change, 1), 0, 30))).toBe(
        Math.ceil((6000 * (length - 11)) / length),
      );
    },
  );
});
