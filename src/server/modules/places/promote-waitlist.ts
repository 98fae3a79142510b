import { PROMOTION_CUTOFF_HOURS } from '../../../common/booking-rules';
import { BookingStatus, SessionStatus, WaitlistStatus } from '../../../common/statuses';
import type { DbOrTx } from '../../db/client';
import { recordEvent } from '../notifications/outbox';
import { lockSession } from './locks';
import { insertPromotedBookings } from './rows/bookings.writes';
import { takePlaces } from './rows/sessions.writes';
import { closeEntriesOfBooked, findFirstWaiting, markPromoted } from './rows/waitlist.writes';
import { assertTransition, NEW } from './transitions';

interface Promotion {
  entryId: string;
  userId: string;
  bookingId: string;
}

/**
 * THE way a place goes to the waitlist (a student cancelling, an owner raising capacity, a payment
 * hold expiring, an account deleted): fills every free place of the session, in waitlist order
 * (`created_at, id`), inside the caller's transaction, which it must be given (it locks the session
 * row first, see lockSession).
 *
 * Each promoted student gets a confirmed booking at the class price (`promoted_from_waitlist`,
 * `promoted_at = now`), paid with the demo method at once (`paid_at = now`, payment id and reference
 * `demo_waitlist_<entry>`), and their entry becomes 'promoted' with the booking's id. Entries of
 * students who already hold a place on the session (confirmed, or pending while they pay) are
 * closed ('left') and skipped. Nothing is promoted when the session is not scheduled, or in the last
 * hour before its start: the entries stay and the places are open to anyone.
 *
 * Returns the promotions made, first in line first.
 */
export async function promoteWaitlist(tx: DbOrTx, sessionId: string, now: Date): Promise<Promotion[]> {
  const session = await lockSession(tx, sessionId);
  if (session?.status !== SessionStatus.scheduled) return [];
  const cutoff = session.startTime.getTime() - PROMOTION_CUTOFF_HOURS * 3_600_000;
  if (now.getTime() >= cutoff) return [];
  const free = session.maxParticipants - session.taken;
  if (free <= 0) return [];

  // A student who booked the place directly meanwhile no longer waits for one.
  assertTransition('waitlist', WaitlistStatus.waiting, WaitlistStatus.left, 'system');
  await closeEntriesOfBooked(tx, sessionId, now);
  const first = await findFirstWaiting(tx, sessionId, free);
  if (first.length === 0) return [];

  assertTransition('booking', NEW, BookingStatus.confirmed, 'system');
  assertTransition('waitlist', WaitlistStatus.waiting, WaitlistStatus.promoted, 'system');
  const made = await insertPromotedBookings(tx, sessionId, session.price, first, now);
  const bookingOf = new Map(made.map((b) => [b.userId, b.id]));
  const promotions = first.map((entry) => ({
    entryId: entry.id,
    userId: entry.userId,
    bookingId: bookingOf.get(entry.userId) as string,
  }));
  await markPromoted(
    tx,
    sessionId,
    first.map((e) => e.id),
    now,
  );
  await takePlaces(tx, sessionId, first.length);
  // Told in the same transaction: a promotion that rolls back tells nobody.
  for (const p of promotions) {
    await recordEvent(tx, { kind: 'booking.confirmed', bookingId: p.bookingId, promoted: true });
  }
  return promotions;
}
