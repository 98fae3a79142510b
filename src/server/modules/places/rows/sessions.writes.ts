import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SessionStatus } from '../../../../common/statuses';
import type { DbOrTx } from '../../../db/client';
import { sessions } from '../../../db/schema';

// Writes of a session's seat count and status. Only the places module imports this file
// (.dependency-cruiser.cjs): the count is exact, so it moves only with the bookings that hold places.

/** Gives `count` places back. Exact: the CHECK (>= 0) fails a count that would drift below zero. */
export async function releasePlaces(tx: DbOrTx, sessionId: string, count: number): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`${sessions.currentParticipants} - ${count}` })
    .where(eq(sessions.id, sessionId));
}

/** Takes `count` places for bookings made in the same transaction (promotions). */
export async function takePlaces(tx: DbOrTx, sessionId: string, count: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ currentParticipants: sql`${sessions.currentParticipants} + ${count}` })
    .where(eq(sessions.id, sessionId));
}

/**
 * Marks the sessions cancelled with the reason and time; their places are all given back (every
 * booking holding one is cancelled in the same transaction). Already cancelled ones stay as they were.
 */
export function markSessionsCancelled(tx: DbOrTx, sessionIds: string[], reason: string, now: Date) {
  return tx
    .update(sessions)
    .set({
      status: SessionStatus.cancelled,
      cancellationReason: reason,
      cancelledAt: now,
      currentParticipants: 0,
    })
    .where(and(inArray(sessions.id, sessionIds), ne(sessions.status, SessionStatus.cancelled)))
    .returning();
}
