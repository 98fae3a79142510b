import { and, eq, isNull, sql } from 'drizzle-orm';
import { classRatingColumns } from '../../db/class-rating-columns';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, reviews, sessions, studios, users } from '../../db/schema';
import { cursorInstant, type InstantCursor, olderThan } from '../../lib/instant-cursor';

/** What deciding a review needs, for the caller's own booking only. */
export async function findReviewableBooking(tx: DbOrTx, bookingId: string, userId: string) {
  const [row] = await tx
    .select({
      status: bookings.status,
      attendance: bookings.attendance,
      endTime: sessions.endTime,
      classId: classes.id,
      studioId: classes.studioId,
      studioOwnerId: studios.userId,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

/**
 * Locks the studio row for the rest of the transaction: every write to a studio's reviews takes it
 * first, so the aggregate written after each is computed from a settled set of reviews.
 */
export async function lockStudio(tx: DbOrTx, studioId: string) {
  await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).for('update');
}

export async function findReviewOfBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
  return row;
}

export async function findReviewOfUser(tx: DbOrTx, reviewId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  return row;
}

/**
 * Writes the studio's aggregate from its reviews not hidden by an operator: the exact mean rounded to 2 decimals ("0.00" with
 * none) and their number. Called in the transaction that changed a review, under lockStudio.
 */
export async function refreshStudioRating(tx: DbOrTx, studioId: string) {
  const [row] = await tx
    .update(studios)
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 2) from ${reviews} r where r.studio_id = ${studioId} and r.hidden_at is null), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.studio_id = ${studioId} and r.hidden_at is null)`,
    })
    .where(eq(studios.id, studioId))
    .returning({ id: studios.id, rating: studios.rating, reviewCount: studios.reviewCount });
  return { id: studioId, rating: row?.rating ?? '0.00', reviewCount: row?.reviewCount ?? 0 };
}

export type ReviewRow = typeof reviews.$inferSelect;

/** Where a public page of reviews comes from: one studio's, or one class's. */
export type ReviewScope = { studioId: string } | { classId: string };

const scopeCondition = (scope: ReviewScope) =>
  'studioId' in scope ? eq(reviews.studioId, scope.studioId) : eq(reviews.classId, scope.classId);

/**
 * A page of reviews, newest first (`created_at desc, id desc`), after the keyset `cursor`; one more
 * than `limit` is read to know whether another page exists. Never ordered or filtered by rating.
 */
export function findReviewPage(
  db: DbOrTx,
  scope: ReviewScope,
  limit: number,
  cursor: InstantCursor | undefined,
) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      classId: classes.id,
      classTitle: classes.title,
      month: sql<string>`to_char(${reviews.createdAt} at time zone 'Europe/London', 'YYYY-MM')`,
      createdAt: reviews.createdAt,
      // The exact stored instant (microseconds), so the next page starts exactly after this row.
      cursorTime: cursorInstant(reviews.createdAt),
      edited: sql<boolean>`${reviews.updatedAt} is not null`,
      verifiedAttendee: sql<boolean>`coalesce(${bookings.attendance} = 'attended', false)`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(classes, eq(classes.id, reviews.classId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(
      and(
        scopeCondition(scope),
        isNull(reviews.hiddenAt),
        cursor ? olderThan(reviews.createdAt, reviews.id, cursor) : undefined,
      ),
    )
    .orderBy(sql`${reviews.createdAt} desc, ${reviews.id} desc`)
    .limit(limit + 1);
}

/**
 * A class's aggregate, computed from its reviews (the studio's is stored on the studio row); undefined
 * when it is not an active class of an active studio. One statement: the class's reviews route
 * asked whether the class was open and then for its summary, two round trips before its page.
 */
export async function openClassRatingSummary(db: DbOrTx, classId: string) {
  const [row] = await db
    .select(classRatingColumns(classes.id))
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(classes.id, classId), eq(classes.isActive, true), eq(studios.isActive, true)));
  return row && { rating: row.rating ?? '0.00', reviewCount: row.reviewCount ?? 0 };
}

export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row as ReviewRow;
}

export async function updateReview(
  tx: DbOrTx,
  reviewId: string,
  values: { rating?: number; comment?: string | null; updatedAt: Date },
) {
  const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, reviewId)).returning();
  return row as ReviewRow;
}

export async function deleteReview(tx: DbOrTx, reviewId: string) {
  await tx.delete(reviews).where(eq(reviews.id, reviewId));
}
