import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, sessions, studios } from '../../db/schema';
import { classTeachersJson } from '../../db/teacher-columns';

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

export async function updateClass(db: DbOrTx, id: string, values: Partial<NewClass>) {
  const [row] = await db.update(classes).set(values).where(eq(classes.id, id)).returning();
  return row as NonNullable<typeof row>;
}

/** The class's future scheduled sessions with their places taken (the exact count, see places/). */
export function findFutureSessionLoads(db: DbOrTx, classId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      taken: sessions.currentParticipants,
    })
    .from(sessions)
    .where(and(eq(sessions.classId, classId), gt(sessions.startTime, now), eq(sessions.status, 'scheduled')));
}

/** Every class of a studio, archived ones last. */
export function findClassesOfStudio(db: DbOrTx, studioId: string) {
  return db
    .select({ class: classes, teachers: classTeachersJson(classes.id) })
    .from(classes)
    .where(eq(classes.studioId, studioId))
    .orderBy(desc(classes.isActive), asc(classes.title), asc(classes.id));
}
