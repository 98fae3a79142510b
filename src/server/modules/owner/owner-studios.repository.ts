import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { classes, studios } from '../../db/schema';

type NewStudio = typeof studios.$inferInsert;

export async function insertStudio(db: DbOrTx, values: NewStudio) {
  const [row] = await db.insert(studios).values(values).returning();
  return row as NonNullable<typeof row>;
}

/** The studio only if `userId` owns it: another owner's id reads exactly like a missing one. */
export async function findOwnStudio(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(studios)
    .where(and(eq(studios.id, id), eq(studios.userId, userId)));
  return row;
}

/**
 * The same, locked until the transaction ends: the booking statement takes a key-share lock on the
 * studio row, so no booking on its classes can slip past a change made under this lock.
 */
export async function lockOwnStudio(tx: Tx, id: string, userId: string) {
  const [row] = await tx
    .select()
    .from(studios)
    .where(and(eq(studios.id, id), eq(studios.userId, userId)))
    .for('update');
  return row;
}

export async function updateStudio(db: DbOrTx, id: string, values: Partial<NewStudio>) {
  const [row] = await db.update(studios).set(values).where(eq(studios.id, id)).returning();
  return row as NonNullable<typeof row>;
}

/** The owner's studios, newest first, each with its active classes and upcoming sessions counted. */
export function findOwnStudiosWithCounts(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      studio: studios,
      // Spelled out: in a one-table select Drizzle leaves column names unqualified, which the
      // correlated subqueries would find ambiguous.
      activeClassCount: sql<number>`(select count(*)::int from classes c
        where c.studio_id = studios.id and c.is_active)`,
      upcomingSessionCount: sql<number>`(select count(*)::int from sessions s
        join classes c on c.id = s.class_id
        where c.studio_id = studios.id and c.is_active
          and s.status = 'scheduled' and s.start_time > ${now.toISOString()}::timestamptz)`,
    })
    .from(studios)
    .where(eq(studios.userId, userId))
    .orderBy(desc(studios.createdAt), asc(studios.id));
}

export async function findClassIdsOfStudio(db: DbOrTx, studioId: string) {
  const rows = await db.select({ id: classes.id }).from(classes).where(eq(classes.studioId, studioId));
  return rows.map((r) => r.id);
}
