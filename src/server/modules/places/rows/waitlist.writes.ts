import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLACE_HOLDING_STATUSES, WaitlistStatus } from '../../../../common/statuses';
import type { DbOrTx } from '../../../db/client';
import { bookings, waitlistEntries } from '../../../db/schema';
import { livePosition } from '../../../db/waitlist-position';

// Writes of waitlist entries. Only the places module imports this file (.dependency-cruiser.cjs).

const W = WaitlistStatus;

/** Joins the line. The clock's own time (not the transaction's start) orders people who join together. */
export async function insertWaitingEntry(
  tx: DbOrTx,
  sessionId: string,
  userId: string,
  passId: string | null,
) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ sessionId, userId, passId, status: W.waiting, createdAt: sql`clock_timestamp()` })
    .returning({ id: waitlistEntries.id });
  const [entry] = await tx
    .select({ id: waitlistEntries.id, createdAt: waitlistEntries.createdAt, position: livePosition })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, row?.id as string));
  return entry as { id: string; createdAt: Date; position: number };
}

/** Leaves the line; false when the student was not waiting. */
export async function markLeft(tx: DbOrTx, sessionId: string, userId: string, now: Date) {
  const changed = await tx
    .update(waitlistEntries)
    .set({ status: W.left, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, W.waiting),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return changed.length > 0;
}

/** Takes a student out of every line they wait in (an account being deleted). */
export async function leaveAllWaitlists(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: W.left, updatedAt: now })
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, W.waiting)));
}

/** Closes the entries of students who hold a place on the session meanwhile: they wait no more. */
export async function closeEntriesOfBooked(tx: DbOrTx, sessionId: string, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: W.left, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.status, W.waiting),
        sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessionId}
          and ${bookings.userId} = ${waitlistEntries.userId} and ${inArray(bookings.status, [...PLACE_HOLDING_STATUSES])})`,
      ),
    );
}

/**
 * The whole line, in the order of joining (`created_at, id`), with the pass each entry would pay
 * with: a promotion may skip entries whose pass cannot pay, so it may need more than the free places.
 */
export function findWaitingLine(tx: DbOrTx, sessionId: string) {
  return tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId, passId: waitlistEntries.passId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, W.waiting)))
    .orderBy(waitlistEntries.createdAt, waitlistEntries.id);
}

/** Entries passed over because their pass could not pay at the promotion: they wait no more. */
export async function markSkipped(tx: DbOrTx, entryIds: string[], now: Date) {
  if (entryIds.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status: W.left, updatedAt: now })
    .where(and(inArray(waitlistEntries.id, entryIds), eq(waitlistEntries.status, W.waiting)));
}

/** One statement for every entry: each gets the id of the confirmed booking made for its student. */
export async function markPromoted(tx: DbOrTx, sessionId: string, entryIds: string[], now: Date) {
  await tx
    .update(waitlistEntries)
    .set({
      status: W.promoted,
      updatedAt: now,
      bookingId: sql`(select ${bookings.id} from ${bookings} where ${bookings.sessionId} = ${sessionId}
        and ${bookings.userId} = ${waitlistEntries.userId} and ${bookings.status} = 'confirmed')`,
    })
    .where(inArray(waitlistEntries.id, entryIds));
}

/** Cancels the waiting entries of sessions the studio cancelled; returns who was waiting where. */
export function cancelWaitingEntries(tx: DbOrTx, sessionIds: string[], now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ status: W.cancelled, updatedAt: now })
    .where(and(inArray(waitlistEntries.sessionId, sessionIds), eq(waitlistEntries.status, W.waiting)))
    .returning({ userId: waitlistEntries.userId, sessionId: waitlistEntries.sessionId });
}
