import { and, eq, sql } from 'drizzle-orm';
import { joinBookingStudio } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import { bookings, sessions, studios } from '../../db/schema';

/** What deciding a cancellation needs, for the caller's own booking only (someone else's reads as missing). */
export async function findCancellationFacts(tx: DbOrTx, bookingId: string, userId: string) {
  const [row] = await joinBookingStudio(
    tx
      .select({
        sessionId: bookings.sessionId,
        status: bookings.status,
        promotedAt: bookings.promotedAt,
        startTime: sessions.startTime,
        sessionStatus: sessions.status,
        windowHours: studios.cancellationWindowHours,
      })
      .from(bookings)
      .$dynamic(),
  ).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

/**
 * Cancels the booking only if it is still in the status it was read in (`from`: confirmed, or pending
 * for a hold): of any number of racing cancels, exactly one changes the row (PostgreSQL re-checks the
 * WHERE on the newest version), and only that one may free the place. A hold had nothing paid, so
 * it has no refund. True when this call cancelled it.
 */
export async function markCancelled(
  tx: DbOrTx,
  input: {
    bookingId: string;
    reason: string | null;
    late: boolean;
    now: Date;
    from: 'confirmed' | 'pending';
  },
): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: input.now,
      cancellationReason: input.reason,
      lateCancellation: input.late,
      refund: input.from === 'pending' ? null : input.late ? 'none' : 'full',
    })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, input.from)))
    .returning({ id: bookings.id });
  return changed.length === 1;
}

/** Gives one place back; the count never goes below zero. */
export async function releasePlace(tx: DbOrTx, sessionId: string) {
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`greatest(coalesce(${sessions.currentParticipants}, 0) - 1, 0)` })
    .where(eq(sessions.id, sessionId));
}
