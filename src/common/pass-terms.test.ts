import { describe, expect, it } from 'vitest';
import { addCalendarMonths, addLondonDays, anchorDayOf, passStatusAt } from './pass-terms';

const london = (iso: string) => new Date(iso);

describe('membership periods follow the London calendar', () => {
  it('31 January renews on 29 February in a leap year, then on 31 March', () => {
    const bought = london('2028-01-31T10:15:30.000Z'); // 10:15:30 GMT
    const anchor = anchorDayOf(bought);
    expect(anchor).toBe(31);
    expect(addCalendarMonths(bought, 1, anchor).toISOString()).toBe('2028-02-29T10:15:30.000Z');
    // 31 March 2028 is after the clocks go forward (26 March): 10:15:30 BST is 09:15:30 UTC.
    expect(addCalendarMonths(bought, 2, anchor).toISOString()).toBe('2028-03-31T09:15:30.000Z');
  });

  it('31 January renews on 28 February in a common year', () => {
    const bought = london('2027-01-31T18:00:00.000Z');
    expect(addCalendarMonths(bought, 1, anchorDayOf(bought)).toISOString()).toBe('2027-02-28T18:00:00.000Z');
  });

  it('keeps the London time across the October clock change, and rolls over the year', () => {
    const bought = london('2027-10-15T17:30:00.000Z'); // 18:30 BST
    expect(addCalendarMonths(bought, 1, 15).toISOString()).toBe('2027-11-15T18:30:00.000Z'); // 18:30 GMT
    expect(addCalendarMonths(london('2027-12-31T12:00:00.000Z'), 2, 31).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });

  it('a purchase just after midnight in BST anchors on the London day, not the UTC one', () => {
    const bought = london('2027-06-30T23:30:00.000Z'); // 00:30 BST on 1 July
    expect(anchorDayOf(bought)).toBe(1);
    expect(addCalendarMonths(bought, 1, 1).toISOString()).toBe('2027-07-31T23:30:00.000Z');
  });
});

describe('a pack lasts London calendar days', () => {
  it('30 days across the March clock change keep the time of day', () => {
    const bought = london('2027-03-10T09:00:00.000Z'); // 09:00 GMT
    expect(addLondonDays(bought, 30).toISOString()).toBe('2027-04-09T08:00:00.000Z'); // 09:00 BST
  });
});

describe('the answered status', () => {
  const now = london('2027-05-01T00:00:00.000Z');
  it('an active pass past its end that will not renew reads expired', () => {
    expect(
      passStatusAt({ status: 'active', expiresAt: london('2027-04-30T00:00:00Z'), renewsAt: null }, now),
    ).toBe('expired');
  });
  it('a membership waiting for its renewal stays active', () => {
    const end = london('2027-04-30T00:00:00Z');
    expect(passStatusAt({ status: 'active', expiresAt: end, renewsAt: end }, now)).toBe('active');
  });
});
