import { and, desc, eq, sql } from 'drizzle-orm';
import { instant, studioIsPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { classes, favouriteClasses, favouriteStudios, studios } from '../../db/schema';

/** Saving twice keeps the first save: PUT is idempotent. */
export async function saveStudio(db: DbOrTx, userId: string, studioId: string): Promise<void> {
  await db.insert(favouriteStudios).values({ userId, studioId }).onConflictDoNothing();
}

export async function unsaveStudio(db: DbOrTx, userId: string, studioId: string): Promise<void> {
  await db
    .delete(favouriteStudios)
    .where(and(eq(favouriteStudios.userId, userId), eq(favouriteStudios.studioId, studioId)));
}

export async function saveClass(db: DbOrTx, userId: string, classId: string): Promise<void> {
  await db.insert(favouriteClasses).values({ userId, classId }).onConflictDoNothing();
}

export async function unsaveClass(db: DbOrTx, userId: string, classId: string): Promise<void> {
  await db
    .delete(favouriteClasses)
    .where(and(eq(favouriteClasses.userId, userId), eq(favouriteClasses.classId, classId)));
}

/** A studio the public sees (active, not a draft): the only kind one can save. */
export async function isPublicStudio(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: studios.id })
    .from(studios)
    .where(and(eq(studios.id, id), eq(studios.isActive, true), studioIsPublic(instant(now))));
  return row !== undefined;
}

/** An active class of a public studio. */
export async function isPublicClass(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(
      and(
        eq(classes.id, id),
        eq(classes.isActive, true),
        eq(studios.isActive, true),
        studioIsPublic(instant(now)),
      ),
    );
  return row !== undefined;
}

/** The student's saved studios still in the catalogue, newest save first. */
export function findSavedStudios(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ studio: studios })
    .from(favouriteStudios)
    .innerJoin(studios, eq(studios.id, favouriteStudios.studioId))
    .where(and(eq(favouriteStudios.userId, userId), eq(studios.isActive, true), studioIsPublic(instant(now))))
    .orderBy(desc(favouriteStudios.createdAt), desc(studios.id));
}

/** The ids of the student's saved classes, newest save first; the catalogue's read says which are still in it. */
export async function findSavedClassIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favouriteClasses.classId })
    .from(favouriteClasses)
    .where(eq(favouriteClasses.userId, userId))
    .orderBy(desc(favouriteClasses.createdAt), desc(sql`${favouriteClasses.classId}`));
  return rows.map((row) => row.id);
}
