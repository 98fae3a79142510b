import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personName } from '../../db/person-name';
import { reviewReports, reviews, studios, users } from '../../db/schema';

// The report queue (docs/decisions/0079, 0126): reviews with open reports, and those reports. A
// dismissed report is kept but counts nowhere here.

const isOpen = isNull(reviewReports.dismissedAt);

/** A review as the queue shows it, with its writer's name; the reports' columns are the caller's. */
const reviewColumns = {
  reviewId: reviews.id,
  studioId: reviews.studioId,
  studioName: studios.name,
  reviewerName: personName(),
  rating: reviews.rating,
  comment: reviews.comment,
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
};

/** The reviews with open reports, the most recently reported first, with their reports counted. */
export function findReportedReviews(db: DbOrTx) {
  return db
    .select({
      ...reviewColumns,
      reports: sql<number>`count(*)::int`,
      reasons: sql<string[]>`array_agg(distinct ${reviewReports.reason} order by ${reviewReports.reason})`,
      reportedAt: sql<Date>`max(${reviewReports.createdAt})`.mapWith(reviewReports.createdAt),
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(studios, eq(studios.id, reviews.studioId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(isOpen)
    .groupBy(reviews.id, studios.name, users.id)
    .orderBy(desc(sql`max(${reviewReports.createdAt})`), desc(reviews.id))
    .limit(200);
}

/** One review in the queue's shape (with no open reports, an empty list of reasons). */
export async function findReportedReview(db: DbOrTx, reviewId: string) {
  const [row] = await db
    .select({
      ...reviewColumns,
      reports: sql<number>`count(${reviewReports.id})::int`,
      reasons: sql<
        string[]
      >`coalesce(array_agg(distinct ${reviewReports.reason}) filter (where ${reviewReports.id} is not null), '{}')`,
      reportedAt: sql<Date>`coalesce(max(${reviewReports.createdAt}), ${reviews.createdAt})`.mapWith(
        reviewReports.createdAt,
      ),
    })
    .from(reviews)
    .innerJoin(studios, eq(studios.id, reviews.studioId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewReports, and(eq(reviewReports.reviewId, reviews.id), isOpen))
    .where(eq(reviews.id, reviewId))
    .groupBy(reviews.id, studios.name, users.id);
  return row;
}

/** The open reports of these reviews, with their reporters' names and notes, the latest first. */
export function findOpenReports(db: DbOrTx, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      reporterId: reviewReports.userId,
      reporterName: personName(),
      reason: reviewReports.reason,
      details: reviewReports.details,
      reportedAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(users, eq(users.id, reviewReports.userId))
    .where(and(inArray(reviewReports.reviewId, [...reviewIds]), isOpen))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id));
}

/**
 * Dismisses the review's open reports, the review left as it is. A concurrent dismissal waits on the
 * rows and then finds none open, so each report is dismissed (and counted) once.
 */
export function dismissOpenReports(tx: DbOrTx, reviewId: string, now: Date) {
  return tx
    .update(reviewReports)
    .set({ dismissedAt: now })
    .where(and(eq(reviewReports.reviewId, reviewId), isOpen))
    .returning({ id: reviewReports.id });
}
