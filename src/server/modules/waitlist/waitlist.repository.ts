import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, sessions, studios, waitlistEntries } from '../../db/schema';
import { livePosition } from '../../db/waitlist-position';

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
