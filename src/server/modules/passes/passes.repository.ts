import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { BookingStatus } from '../../../common/statuses';
import { instant, studioSeenByPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, passes, products, sessions, studios } from '../../db/schema';

/**
 * A product as it is sold at `now`: active, of a studio the public sees (not a draft, deactivated or
 * suspended: issue 63), with its owner for the own-studio rule.
 */
export async function findProductOnSale(db: DbOrTx, productId: string, now: Date) {
  const [row] = await db
    .select({ product: products, ownerId: studios.userId })
    .from(products)
    .innerJoin(studios, eq(studios.id, products.studioId))
    .where(and(eq(products.id, productId), eq(products.isActive, true), studioSeenByPublic(instant(now))));
  return row;
}

export async function findPassByKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(passes)
    .where(and(eq(passes.userId, userId), eq(passes.idempotencyKey, key)));
  return row;
}

export async function hasIntroAt(db: DbOrTx, userId: string, studioId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passes.id })
    .from(passes)
    .where(and(eq(passes.userId, userId), eq(passes.studioId, studioId), eq(passes.kind, 'intro')));
  return row !== undefined;
}

export async function insertPass(db: DbOrTx, values: typeof passes.$inferInsert) {
  const [row] = await db.insert(passes).values(values).returning();
  if (!row) throw new Error('The pass was not inserted');
  return row;
}

export async function updatePass(db: DbOrTx, id: string, changes: Partial<typeof passes.$inferInsert>) {
  const [row] = await db.update(passes).set(changes).where(eq(passes.id, id)).returning();
  if (!row) throw new Error('The pass was not updated');
  return row;
}

export function findPassesOfUser(db: DbOrTx, userId: string) {
  return db.select().from(passes).where(eq(passes.userId, userId)).orderBy(desc(passes.validFrom));
}

/**
 * The caller's own pass, locked like places' lockPass (FOR NO KEY UPDATE; another's reads as
 * missing): its cancellation and its bookings meet here.
 */
export async function lockOwnPass(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(passes)
    .where(and(eq(passes.id, id), eq(passes.userId, userId)))
    .for('no key update');
  return row;
}

/**
 * The list price of the classes a pass has paid for and not given back: its bookings that are
 * confirmed (or completed), or were cancelled late (the credit was used). "0.00" when none.
 */
export async function listPriceOfClassesTaken(db: DbOrTx, passId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${classes.price}), 0)::numeric(10, 2)::text` })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(
        eq(bookings.passId, passId),
        or(
          inArray(bookings.status, [BookingStatus.confirmed, BookingStatus.completed]),
          and(eq(bookings.status, BookingStatus.cancelled), eq(bookings.refund, 'none')),
        ),
      ),
    );
  return row?.total ?? '0.00';
}

/**
 * Ends every pass of an account being deleted, in the caller's transaction: nothing renews (a
 * membership would otherwise be charged to nobody) and no studio counts it as a client's active pass
 * any more. The unused credits are forfeited, as the delete dialog says before the person confirms.
 */
export async function endPassesOfDeletedAccount(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(passes)
    .set({ status: 'cancelled', renewsAt: null, endsAt: now, cancelledAt: now })
    .where(and(eq(passes.userId, userId), inArray(passes.status, ['active', 'past_due'])));
}
