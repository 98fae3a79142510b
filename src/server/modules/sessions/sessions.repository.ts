import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { PublicSession } from '../../../common/schemas/session';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, sessions, studios } from '../../db/schema';

const publicSessionColumns = {
  id: sessions.id,
  classId: sessions.classId,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  currentParticipants: sessions.currentParticipants,
  status: sessions.status,
  specialInstructions: sessions.specialInstructions,
  createdAt: sessions.createdAt,
  maxParticipants: classes.maxParticipants,
};

/**
 * Future, scheduled sessions of the given classes, soonest first, in ONE query whatever the number
 * of classes (no N+1). availableSpots never goes below zero.
 */
export async function findUpcomingSessionsByClassIds(
  db: DbOrTx,
  classIds: string[],
  now: Date = new Date(),
): Promise<Map<string, PublicSession[]>> {
  const byClass = new Map<string, PublicSession[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select(publicSessionColumns)
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(inArray(sessions.classId, classIds), gt(sessions.startTime, now), eq(sessions.status, 'scheduled')),
    )
    .orderBy(asc(sessions.startTime), asc(sessions.id));
  for (const { maxParticipants, ...row } of rows) {
    const taken = row.currentParticipants ?? 0;
    const session: PublicSession = {
      ...row,
      currentParticipants: taken,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      createdAt: (row.createdAt ?? row.startTime).toISOString(),
      availableSpots: Math.max(0, maxParticipants - taken),
    };
    const list = byClass.get(row.classId);
    if (list) list.push(session);
    else byClass.set(row.classId, [session]);
  }
  return byClass;
}

/** One session with its class and studio, and whether `userId` holds a confirmed booking for it: one query. */
export async function findSessionDetail(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await db
    .select({
      session: sessions,
      class: {
        id: classes.id,
        title: classes.title,
        price: classes.price,
        duration: classes.duration,
        requirements: classes.requirements,
        maxParticipants: classes.maxParticipants,
        serviceType: classes.serviceType,
        deliveryMethod: classes.deliveryMethod,
      },
      studio: {
        id: studios.id,
        name: studios.name,
        address: studios.address,
        city: studios.city,
        postcode: studios.postcode,
      },
      callerBookingId: bookings.id,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .leftJoin(
      bookings,
      and(eq(bookings.sessionId, sessions.id), eq(bookings.userId, userId), eq(bookings.status, 'confirmed')),
    )
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}
