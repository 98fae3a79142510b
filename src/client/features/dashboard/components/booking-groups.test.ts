import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../../common/statuses';
import {
  bookingStats,
  displayStatus,
  heldBookings,
  isUpcoming,
  splitBookings,
  splitPast,
} from './booking-groups';

const NOW = Date.parse('2030-06-01T12:00:00.000Z');
const booking = (id: string, status: BookingStatus, startTime: string) => ({
  id,
  status,
  session: { startTime },
});

const nextWeek = booking('next-week', 'confirmed', '2030-06-08T09:00:00.000Z');
const tomorrow = booking('tomorrow', 'confirmed', '2030-06-02T09:00:00.000Z');
const cancelledFuture = booking('cancelled-future', 'cancelled', '2030-06-03T09:00:00.000Z');
const pendingFuture = booking('pending-future', 'pending', '2030-06-04T09:00:00.000Z');
const lastMonth = booking('last-month', 'completed', '2030-05-01T09:00:00.000Z');
const lastWeek = booking('last-week', 'completed', '2030-05-25T09:00:00.000Z');
const confirmedPast = booking('confirmed-past', 'confirmed', '2030-05-30T09:00:00.000Z');

describe('isUpcoming', () => {
  it('needs both a future start and a confirmed booking', () => {
    expect(isUpcoming(tomorrow, NOW)).toBe(true);
    expect(isUpcoming(cancelledFuture, NOW)).toBe(false);
    expect(isUpcoming(pendingFuture, NOW)).toBe(false);
    expect(isUpcoming(confirmedPast, NOW)).toBe(false);
  });

  it('counts a session starting right now as past', () => {
    expect(isUpcoming(booking('now', 'confirmed', new Date(NOW).toISOString()), NOW)).toBe(false);
  });
});

describe('splitBookings', () => {
  // The API's order: newest session first.
  const all = [nextWeek, pendingFuture, cancelledFuture, tomorrow, confirmedPast, lastWeek, lastMonth];

  it('puts upcoming soonest first and everything else in Past, latest first', () => {
    const { upcoming, past } = splitBookings(all, NOW);
    expect(upcoming.map((b) => b.id)).toEqual(['tomorrow', 'next-week']);
    expect(past.map((b) => b.id)).toEqual([
      'pending-future',
      'cancelled-future',
      'confirmed-past',
      'last-week',
      'last-month',
    ]);
  });

  it('loses and duplicates nothing', () => {
    const { upcoming, past } = splitBookings(all, NOW);
    expect(upcoming.length + past.length).toBe(all.length);
  });

  it('handles no bookings', () => {
    expect(splitBookings([], NOW)).toEqual({ upcoming: [], past: [] });
  });
});

describe('splitPast', () => {
  it('keeps cancelled bookings, future or past, apart from the classes taken, each in the order given', () => {
    const cancelledPast = booking('cancelled-past', 'cancelled', '2030-05-20T09:00:00.000Z');
    const { past } = splitBookings(
      [cancelledFuture, lastWeek, cancelledPast, pendingFuture, confirmedPast],
      NOW,
    );
    const { taken, cancelled } = splitPast(past);
    expect(taken.map((b) => b.id)).toEqual(['pending-future', 'confirmed-past', 'last-week']);
    expect(cancelled.map((b) => b.id)).toEqual(['cancelled-future', 'cancelled-past']);
  });
});

describe('bookingStats', () => {
  it('counts upcoming, completed and all bookings', () => {
    expect(
      bookingStats([nextWeek, tomorrow, cancelledFuture, lastWeek, lastMonth, confirmedPast], NOW),
    ).toEqual({ upcoming: 2, completed: 2, total: 6 });
  });
});

describe('displayStatus', () => {
  it('shows the three known statuses and pending for anything else', () => {
    expect(displayStatus('confirmed')).toBe('confirmed');
    expect(displayStatus('cancelled')).toBe('cancelled');
    expect(displayStatus('completed')).toBe('completed');
    expect(displayStatus('refunded')).toBe('pending');
    expect(displayStatus('')).toBe('pending');
  });
});

describe('heldBookings', () => {
  const held = (
    id: string,
    holdExpiresAt: string | null,
    startTime = '2030-06-04T09:00:00.000Z',
    status: BookingStatus = 'pending',
  ) => ({
    ...booking(id, status, startTime),
    holdExpiresAt,
  });

  it('keeps pending bookings whose hold and session are both still ahead, soonest deadline first', () => {
    const later = held('later', '2030-06-01T12:09:00.000Z');
    const sooner = held('sooner', '2030-06-01T12:03:00.000Z');
    const ranOut = held('ran-out', '2030-06-01T11:59:00.000Z');
    const started = held('started', '2030-06-01T12:05:00.000Z', '2030-06-01T11:30:00.000Z');
    const paid = held('paid', '2030-06-01T12:05:00.000Z', '2030-06-04T09:00:00.000Z', 'confirmed');
    const noHold = held('no-hold', null);
    expect(heldBookings([later, ranOut, paid, sooner, started, noHold], NOW).map((b) => b.id)).toEqual([
      'sooner',
      'later',
    ]);
  });
});
