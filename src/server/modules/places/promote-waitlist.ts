import { PROMOTION_CUTOFF_HOURS } from '../../../common/booking-rules';
import { BookingStatus, SessionStatus, WaitlistStatus } from '../../../common/statuses';
import type { DbOrTx } from '../../db/client';
import { recordEvent } from '../notifications/outbox';
import type { OutboxEvent } from '../notifications/outbox-events';
import { refundToBalance } from './balance-refunds';
import { lockPasses, lockSession } from './locks';
import {
  findUnrefundedLateCancellations,
  insertPromotedBookings,
  markRefilled,
} from './rows/bookings.writes';
import { returnCredits, spendCredit } from './rows/passes.writes';
import { takePlaces } from './rows/sessions.writes';
import { closeEntriesOfBooked, findWaitingLine, markPromoted, markSkipped } from './rows/waitlist.writes';
import { passRefusal } from './rules/pass-validity';
import { assertTransition, NEW } from './transitions';

interface Promotion {
  entryId: string;
  userId: string;
  bookingId: string;
}

type Skipped = Extract<OutboxEvent, { kind: 'waitlist.skipped' }>;

/**
 * THE way a place goes to the waitlist (a student cancelling, an owner raising capacity, a payment
 * hold expiring, an account deleted): fills every free place of the session, in waitlist order
 * (`created_at, id`), inside the caller's transaction, which it must be given (it locks the session
 * row first, see lockSession).
 *
 * Each promoted student gets a confirmed booking (`promoted_from_waitlist`, `promoted_at = now`):
 * paid with the pass they named when joining (one credit spent here, the booking at 0.00), or at the
 * class price with the demo method at once (`paid_at = now`, payment id and reference
 * `demo_waitlist_<entry>`); their entry becomes 'promoted' with the booking's id. An entry whose pass
 * cannot pay at this moment (no credit left, expired, no longer valid) is passed over: it leaves the
 * line and its student is told why (`waitlist.skipped`), and the next in line has the place. Entries
 * of students who already hold a place on the session (confirmed, or pending while they pay) are
 * closed ('left') and skipped. Nothing is promoted when the session is not scheduled, or in the last
 * hour before its start: the entries stay and the places are open to anyone.
 *
 * Each promotion refills one late cancellation of the session, the earliest not yet refunded: its late
 * fee is refunded (docs/decisions/0062). The passes involved are locked after the session, in id order.
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
  const line = await findWaitingLine(tx, sessionId);
  if (line.length === 0) return [];
  // Locked in the one order: the session, these bookings, then the passes (each student waits once
  // per session, so no pass is in the line twice).
  const late = await findUnrefundedLateCancellations(tx, sessionId, free);
  const passes = await lockPasses(tx, [
    ...line.flatMap((e) => (e.passId ? [e.passId] : [])),
    ...late.flatMap((b) => (b.passId ? [b.passId] : [])),
  ]);

  const first: typeof line = [];
  const skipped: Skipped[] = [];
  for (const entry of line) {
    if (first.length === free) break;
    if (entry.passId) {
      const use = { userId: entry.userId, studioId: session.studioId, startTime: session.startTime, now };
      const refusal = passRefusal(passes.get(entry.passId), use);
      if (refusal) {
        skipped.push({
          kind: 'waitlist.skipped',
          sessionId,
          userId: entry.userId,
          passId: entry.passId,
          reason: refusal.code as Skipped['reason'],
        });
        continue;
      }
    }
    first.push(entry);
  }
  await markSkipped(
    tx,
    line.filter((e) => skipped.some((s) => s.userId === e.userId)).map((e) => e.id),
    now,
  );
  for (const event of skipped) await recordEvent(tx, event);
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
  for (const entry of first) if (entry.passId) await spendCredit(tx, entry.passId);
  await takePlaces(tx, sessionId, first.length);
  // Told in the same transaction: a promotion that rolls back tells nobody.
  for (const p of promotions) {
    await recordEvent(tx, { kind: 'booking.confirmed', bookingId: p.bookingId, promoted: true });
  }
  await refundRefilled(tx, late.slice(0, first.length), now);
  return promotions;
}

/**
 * Late cancellations whose places the promotions just filled: each refunded in full (a card, or the
 * gift balance it was paid from) or its pass's credit given back, and its student told.
 */
async function refundRefilled(
  tx: DbOrTx,
  refilled: Awaited<ReturnType<typeof findUnrefundedLateCancellations>>,
  now: Date,
) {
  const done: typeof refilled = [];
  for (const b of refilled) {
    if (await markRefilled(tx, b.id, b.passId !== null, now)) done.push(b);
  }
  await returnCredits(
    tx,
    done.map((b) => b.passId),
  );
  await refundToBalance(
    tx,
    done.map((b) => ({ ...b, refund: b.passId ? 'credit' : 'full' })),
  );
  for (const b of done) await recordEvent(tx, { kind: 'booking.refilled', bookingId: b.id });
}
