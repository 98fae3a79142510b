import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, sessions, waitlistEntries } from '../../db/schema';
import { recordEvent } from '../notifications/outbox';

/** The reason each student's booking carries when the studio cancels their session. */
const studioCancellationReason = (reason: string) => `Cancelled by the studio: ${reason}`;

/**
 * Cancels sessions and everything booked on them, inside the caller's transaction:
 * - the session rows are locked first (in id order, so two cancellations never deadlock). The booking
 *   statement takes a place with a conditional UPDATE of the same row, so a booking either committed
 *   before (and is cancelled here) or re-checks the row after this commits and finds it cancelled;
 * - each session: status 'cancelled', the reason and time, no participants;
 * - each confirmed booking: cancelled with "Cancelled by the studio: <reason>" and a full refund;
 * - each waiting waitlist entry: cancelled.
 * Sessions already cancelled are left as they were (idempotent). Returns the sessions it cancelled.
 */
export async function cancelSessions(tx: Tx, sessionIds: string[], reason: string, now: Date) {
  if (sessionIds.length === 0) return [];
  await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, sessionIds))
    .orderBy(asc(sessions.id))
    .for('update');
  const cancelled = await tx
    .update(sessions)
    .set({ status: 'cancelled', cancellationReason: reason, cancelledAt: now, currentParticipants: 0 })
    .where(and(inArray(sessions.id, sessionIds), sql`${sessions.status} <> 'cancelled'`))
    .returning();
  const ids = cancelled.map((s) => s.id);
  if (ids.length === 0) return cancelled;
  const cancelledBookings = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancellationReason: studioCancellationReason(reason),
      // A paid place is refunded in full; a hold not yet paid has nothing to refund.
      refund: sql`case when ${bookings.status} = 'confirmed' then 'full' end`,
      cancelledAt: now,
    })
    .where(and(inArray(bookings.sessionId, ids), inArray(bookings.status, ['confirmed', 'pending'])))
    .returning({ id: bookings.id, sessionId: bookings.sessionId });
  const cancelledEntries = await tx
    .update(waitlistEntries)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(waitlistEntries.sessionId, ids), eq(waitlistEntries.status, 'waiting')))
    .returning({ userId: waitlistEntries.userId, sessionId: waitlistEntries.sessionId });
  // Everyone booked and everyone waiting is told, in this transaction.
  for (const sessionId of ids) {
    await recordEvent(tx, {
      kind: 'session.cancelled',
      sessionId,
      bookingIds: cancelledBookings.filter((b) => b.sessionId === sessionId).map((b) => b.id),
      waitingUserIds: cancelledEntries.filter((e) => e.sessionId === sessionId).map((e) => e.userId),
    });
  }
  return cancelled;
}

/**
 * Future scheduled sessions of these classes that hold at least one booking (paid or held): the ones a
 * deactivation must not silently strand.
 */
export async function findBookedFutureSessions(tx: Tx, classIds: string[], now: Date) {
  if (classIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: sessions.id })
    .from(sessions)
    .innerJoin(
      bookings,
      and(eq(bookings.sessionId, sessions.id), inArray(bookings.status, ['confirmed', 'pending'])),
    )
    .where(
      and(inArray(sessions.classId, classIds), gt(sessions.startTime, now), eq(sessions.status, 'scheduled')),
    );
  return rows.map((r) => r.id);
}
