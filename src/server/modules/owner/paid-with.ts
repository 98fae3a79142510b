import type { PaidWith } from '../../../common/schemas/owner-timetable';

/**
 * How a booking was paid, or null while it is a hold not yet paid. Today every paid booking was paid
 * by card at checkout (or charged so on promotion from the waitlist). Passes are being added in
 * parallel (a `paidWith`/`passId` on bookings): this function is the one place that then reads them.
 */
export function paidWith(booking: { paidAt: Date | null }): PaidWith | null {
  return booking.paidAt ? 'card' : null;
}
