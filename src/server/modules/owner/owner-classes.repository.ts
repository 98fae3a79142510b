import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, classes, sessions, studios } from '../../db/schema';

type NewClass = typeof classes.$inferInsert;

export async function insertClass(db: DbOrTx, values: NewClass) {
  const [row] = await db.insert(classes).values(values).returning();
  return row as NonNullable<typeof row>;
}

/** The class only if `userId` owns its studio: another owner's reads exactly like a missing one. */
export async function findOwnClass(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select({ class: classes, studioActive: studios.isActive })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(classes.id, id), eq(studios.userId, userId)));
  return row;
}

/**
 * The same, with the class row locked until the transaction ends. The booking statement takes a
 * key-share lock on the class row, so while this lock is held no place can be taken on its sessions,
 * and a booking waiting for it then sees the class as committed here (new capacity, archived).
 */
export async function lockOwnClass(tx: Tx, id: string, userId: string) {
  const [row] = await tx
    .select({ class: classes })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(classes.id, id), eq(studios.userId, userId)))
    .for('update', { of: classes });
  return row?.class;
}

export async function updateClass(db: DbOrTx, id: string, values: Partial<NewClass>) {
  const [row] = await db.update(classes).set(values).where(eq(classes.id, id)).returning();
  return row as NonNullable<typeof row>;
}

/**
 * The class's future scheduled sessions with their places taken: the larger of the counter and the
 * confirmed bookings, so a capacity check never trusts one alone.
 */
export function findFutureSessionLoads(db: DbOrTx, classId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      // Named in full: in a one-table select Drizzle leaves column names unqualified, and inside the
      // subquery "id" would be the booking's own.
      taken: sql<number>`greatest(coalesce("sessions"."current_participants", 0), (select count(*)::int
        from ${bookings} b where b.session_id = "sessions"."id" and b.status in ('confirmed', 'pending')))`,
    })
    .from(sessions)
    .where(and(eq(sessions.classId, classId), gt(sessions.startTime, now), eq(sessions.status, 'scheduled')));
}

/** Every class of a studio, archived ones last. */
export function findClassesOfStudio(db: DbOrTx, studioId: string) {
  return db
    .select()
    .from(classes)
    .where(eq(classes.studioId, studioId))
    .orderBy(desc(classes.isActive), asc(classes.title), asc(classes.id));
}
