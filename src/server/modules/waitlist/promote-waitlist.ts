import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PROMOTION_CUTOFF_HOURS } from '../../../common/booking-rules';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, sessions, waitlistEntries } from '../../db/schema';
import { recordEvent } from '../notifications/outbox';

interface Promotion {
  entryId: string;
  userId: string;
  bookingId: string;
}

/**
 * Locks a session's row for the rest of the caller's transaction and reads what promotion needs.
 * Every path that changes a session's places or its waitlist takes this lock first, so they run one
 * after another per session, however many server processes there are.
 *
 * The class row is locked FOR KEY SHARE before the session, in the order class → session that owners'
 * changes keep (a capacity raise holds its class FOR UPDATE, then locks each session to promote).
 * Without it, a transaction that writes the session row twice (places given back, then promotions)
 * takes that key-share lock anyway, from the second write's foreign-key check, but while holding the
 * session: it then deadlocked with a capacity raise waiting for the session (40P01, found by
 * test/concurrency/random-workload.test.ts). Key-share locks do not conflict with each other, nor
 * with the next-session trigger's FOR NO KEY UPDATE, so bookers never wait for one another on it.
 */
export async function lockSession(tx: DbOrTx, sessionId: string) {
  await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      sql`${classes.id} = (select ${sessions.classId} from ${sessions} where ${sessions.id} = ${sessionId})`,
    )
    .for('key share');
  const [row] = await tx
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      status: sessions.status,
      taken: sql<number>`coalesce(${sessions.currentParticipants}, 0)`.mapWith(Number),
      maxParticipants: classes.maxParticipants,
      price: classes.price,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  return row;
}

/**
 * THE way a place goes to the waitlist (a student cancelling, an owner raising capacity, a payment
 * hold expiring): fills every free place of the session, in waitlist order (`created_at, id`), inside
 * the caller's transaction, which it must be given (it locks the session row first, see lockSession).
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
  if (session?.status !== 'scheduled') return [];
  const cutoff = session.startTime.getTime() - PROMOTION_CUTOFF_HOURS * 3_600_000;
  if (now.getTime() >= cutoff) return [];
  const free = session.maxParticipants - session.taken;
  if (free <= 0) return [];

  // A student who booked the place directly meanwhile no longer waits for one.
  await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.status, 'waiting'),
        sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessionId}
          and ${bookings.userId} = ${waitlistEntries.userId} and ${bookings.status} in ('confirmed', 'pending'))`,
      ),
    );
  const first = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(free);
  if (first.length === 0) return [];

  const made = await tx
    .insert(bookings)
    .values(
      first.map((entry) => ({
        userId: entry.userId,
        sessionId,
        status: 'confirmed',
        paymentIntentId: `demo_waitlist_${entry.id.replaceAll('-', '')}`,
        paymentReference: `demo_waitlist_${entry.id.replaceAll('-', '')}`,
        paidAt: now,
        amountPaid: session.price,
        bookingDate: now,
        promotedFromWaitlist: true,
        promotedAt: now,
      })),
    )
    .returning({ id: bookings.id, userId: bookings.userId });
  const bookingOf = new Map(made.map((b) => [b.userId, b.id]));
  const promotions = first.map((entry) => ({
    entryId: entry.id,
    userId: entry.userId,
    bookingId: bookingOf.get(entry.userId) as string,
  }));
  // One statement for every entry: each gets the id of the booking made for its student.
  await tx
    .update(waitlistEntries)
    .set({
      status: 'promoted',
      updatedAt: now,
      bookingId: sql`(select ${bookings.id} from ${bookings} where ${bookings.sessionId} = ${sessionId}
        and ${bookings.userId} = ${waitlistEntries.userId} and ${bookings.status} = 'confirmed')`,
    })
    .where(
      inArray(
        waitlistEntries.id,
        first.map((e) => e.id),
      ),
    );
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`coalesce(${sessions.currentParticipants}, 0) + ${first.length}` })
    .where(eq(sessions.id, sessionId));
  // Told in the same transaction: a promotion that rolls back tells nobody.
  for (const p of promotions) {
    await recordEvent(tx, { kind: 'booking.confirmed', bookingId: p.bookingId, promoted: true });
  }
  return promotions;
}
