import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, sessions, studios, waitlistEntries } from '../../db/schema';

/**
 * The entry's live place in line: waiting entries of its session up to it, in `created_at, id` order.
 * The outer row is named in full: in a one-table select Drizzle leaves column names unqualified,
 * and inside the subquery an unqualified name would mean the inner row (every entry would count).
 */
const livePosition = sql<number | null>`case when "waitlist_entries"."status" = 'waiting' then (
  select count(*)::int from ${waitlistEntries} ahead
  where ahead.session_id = "waitlist_entries"."session_id" and ahead.status = 'waiting'
    and (ahead.created_at, ahead.id) <= ("waitlist_entries"."created_at", "waitlist_entries"."id")
) end`;

export async function findWaitingEntry(tx: DbOrTx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  return row;
}

/** Joins the line. The clock's own time (not the transaction's start) orders people who join together. */
export async function insertWaitingEntry(tx: DbOrTx, sessionId: string, userId: string) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ sessionId, userId, status: 'waiting', createdAt: sql`clock_timestamp()` })
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
    .set({ status: 'left', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return changed.length > 0;
}

/**
 * The student's entries worth showing, soonest session first: those still waiting for a session
 * that has not started, and those that ended by promotion or by the studio cancelling, for sessions
 * that have not ended (so the student is told). Entries they left are theirs to remember.
 */
export function findEntriesOfUser(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      entry: {
        id: waitlistEntries.id,
        sessionId: waitlistEntries.sessionId,
        status: waitlistEntries.status,
        bookingId: waitlistEntries.bookingId,
        createdAt: waitlistEntries.createdAt,
        updatedAt: waitlistEntries.updatedAt,
        position: livePosition,
      },
      session: {
        id: sessions.id,
        startTime: sessions.startTime,
        endTime: sessions.endTime,
        status: sessions.status,
        cancellationReason: sessions.cancellationReason,
      },
      class: {
        id: classes.id,
        title: classes.title,
        serviceType: classes.serviceType,
        deliveryMethod: classes.deliveryMethod,
        duration: classes.duration,
        price: classes.price,
      },
      studio: { id: studios.id, name: studios.name, address: studios.address, city: studios.city },
    })
    .from(waitlistEntries)
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        or(
          and(eq(waitlistEntries.status, 'waiting'), gt(sessions.startTime, now)),
          and(inArray(waitlistEntries.status, ['promoted', 'cancelled']), gt(sessions.endTime, now)),
        ),
      ),
    )
    .orderBy(sessions.startTime, desc(waitlistEntries.createdAt));
}

/** Takes a student out of every line they wait in (an account being deleted). */
export async function leaveAllWaitlists(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: now })
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')));
}
