import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { PLACE_HOLDING_STATUSES } from '../../../common/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, classes, promoCodes, sessions, studios } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A use of a code: a booking carrying it that holds a place (held or paid); cancelled ones free it. */
const holdsAPlace = inArray(bookings.status, [...PLACE_HOLDING_STATUSES]);

export async function insertPromoCode(db: DbOrTx, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('The promo code was not inserted');
  return row;
}

/** The code, only if `ownerId` owns its studio (another owner's reads as missing). */
export async function findOwnPromoCode(db: DbOrTx, id: string, ownerId: string) {
  const [row] = await db
    .select({ promo: promoCodes })
    .from(promoCodes)
    .innerJoin(studios, eq(studios.id, promoCodes.studioId))
    .where(and(eq(promoCodes.id, id), eq(studios.userId, ownerId)));
  return row?.promo;
}

export async function deactivatePromoCode(db: DbOrTx, id: string) {
  const [row] = await db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, id)).returning();
  return row;
}

/** Every code of the studio, deactivated ones too, oldest first, with their uses (see holdsAPlace). */
export function findStudioPromoCodes(db: DbOrTx, studioId: string) {
  return (
    db
      .select({ promo: promoCodes, uses: sql<number>`count(${bookings.id})::int` })
      .from(promoCodes)
      .leftJoin(bookings, and(eq(bookings.promoCodeId, promoCodes.id), holdsAPlace))
      .where(eq(promoCodes.studioId, studioId))
      // promo_codes.id is the key, so every other column of promo_codes may be selected.
      .groupBy(promoCodes.id)
      .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id))
  );
}

/**
 * The studio's code, FOR UPDATE until the caller's transaction ends: everyone applying it waits here,
 * so its uses are counted and the booking written one applier at a time, and the last use is granted
 * once (test/concurrency/promo-race.test.ts). Taken before the booking's row is written; no path
 * holds a booking and then waits for a code, so the order cannot deadlock.
 */
export async function lockStudioPromoCode(tx: Tx, studioId: string, code: string) {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.studioId, studioId), eq(promoCodes.code, code)))
    .for('update');
  return row;
}

/**
 * The code's uses, leaving out `exceptBookingId` when given (a code applied again to its own booking
 * is not a new use).
 */
export async function countUses(db: DbOrTx, promoCodeId: string, exceptBookingId?: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.promoCodeId, promoCodeId),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
        holdsAPlace,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the student has a booking at the studio, not cancelled, made before this one: then this one
 * is no first visit. Held and paid places count, attended or still to come.
 */
export async function hasEarlierVisit(
  tx: DbOrTx,
  input: { userId: string; studioId: string; bookingId: string; bookedAt: Date },
) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(
        eq(bookings.userId, input.userId),
        eq(classes.studioId, input.studioId),
        ne(bookings.id, input.bookingId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.createdAt, input.bookedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
