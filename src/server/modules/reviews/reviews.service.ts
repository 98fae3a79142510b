import type {
  PublicReview,
  RatingSummary,
  ReviewPage,
  ReviewPatch,
  WrittenReview,
} from '../../../common/schemas/review';
import type { Context } from '../../context';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/instant-cursor';
import { isUuid } from '../../lib/uuid';
import { answeredStatus } from '../bookings/bookings.mapper';
import { findActiveStudioById } from '../studios/studios.repository';
import {
  deleteReview,
  findReviewableBooking,
  findReviewOfBooking,
  findReviewOfUser,
  findReviewPage,
  insertReview,
  lockStudio,
  openClassRatingSummary,
  type ReviewRow,
  type ReviewScope,
  refreshStudioRating,
  updateReview,
} from './reviews.repository';
import { ownStudioReviewRefusal } from './rules/own-studio-review';

const ALREADY_REVIEWED = 'You have already reviewed this booking.';
const REVIEW_NOT_FOUND = 'Review not found';

function toWrittenReview(row: ReviewRow, studio: RatingSummary & { id: string }): WrittenReview {
  return {
    id: row.id,
    bookingId: row.bookingId,
    studioId: row.studioId,
    classId: row.classId,
    rating: row.rating,
    comment: row.comment,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    studio,
  };
}

/** An empty or whitespace-only comment is no comment. */
const cleanComment = (comment: string | null | undefined) => comment?.trim() || null;

/**
 * POST /api/bookings/:id/review: only the caller's own completed booking (not cancelled, not a
 * no-show, not one still to come), once. The review and the studio's new aggregate are written in one
 * transaction under the studio row's lock, so two racing reviews of one booking store exactly one.
 */
export async function createReview(
  { db, clock, actor }: Context,
  bookingId: string,
  input: { rating: number; comment?: string | null },
): Promise<WrittenReview> {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const now = clock();
  const userId = actor.id;
  try {
    return await db.transaction(async (tx) => {
      const booking = await findReviewableBooking(tx, bookingId, userId);
      if (!booking) throw notFound('Booking not found');
      const own = ownStudioReviewRefusal(booking.studioOwnerId, userId);
      if (own) throw own;
      if (booking.status === 'cancelled')
        throw conflict('A cancelled booking cannot be reviewed.', 'BOOKING_CANCELLED');
      if (booking.attendance === 'no-show') {
        throw conflict(
          'The studio recorded that you did not attend, so this booking cannot be reviewed.',
          'NOT_ATTENDED',
        );
      }
      if (answeredStatus(booking.status, booking.endTime, now) !== 'completed') {
        throw conflict('You can review a class once it has finished.', 'CLASS_NOT_FINISHED');
      }
      await lockStudio(tx, booking.studioId);
      if (await findReviewOfBooking(tx, bookingId)) throw conflict(ALREADY_REVIEWED, 'ALREADY_REVIEWED');
      const row = await insertReview(tx, {
        userId,
        bookingId,
        studioId: booking.studioId,
        classId: booking.classId,
        rating: input.rating,
        comment: cleanComment(input.comment),
        createdAt: now,
      });
      return toWrittenReview(row, await refreshStudioRating(tx, booking.studioId));
    });
  } catch (err) {
    // The unique index on reviews(booking_id) backs the check above.
    if (uniqueViolation(err) !== undefined) throw conflict(ALREADY_REVIEWED, 'ALREADY_REVIEWED');
    throw err;
  }
}

/**
 * The author's review, locked with its studio for an edit or a deletion (someone else's reads as
 * missing). The studio is locked before the review is read again, the order every writer follows.
 */
async function lockOwnReview(tx: DbOrTx, reviewId: string, userId: string) {
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const found = await findReviewOfUser(tx, reviewId, userId);
  if (!found) throw notFound(REVIEW_NOT_FOUND);
  await lockStudio(tx, found.studioId);
  const review = await findReviewOfUser(tx, reviewId, userId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** PATCH /api/reviews/:id: the author changes the rating or comment; the aggregate follows. */
export function editReview(
  { db, clock, actor }: Context,
  reviewId: string,
  patch: ReviewPatch,
): Promise<WrittenReview> {
  const now = clock();
  return db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, reviewId, actor.id);
    const row = await updateReview(tx, review.id, {
      rating: patch.rating,
      comment: patch.comment === undefined ? undefined : cleanComment(patch.comment),
      updatedAt: now,
    });
    return toWrittenReview(row, await refreshStudioRating(tx, review.studioId));
  });
}

/** DELETE /api/reviews/:id: the author withdraws it; the aggregate follows. */
export function removeReview({ db, actor }: Context, reviewId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, reviewId, actor.id);
    await deleteReview(tx, review.id);
    await refreshStudioRating(tx, review.studioId);
  });
}

/** First name and last initial only: "Maya P." (the username's first letter when no name was given). */
function reviewerName(firstName: string | null, lastName: string | null, username: string): string {
  const first = firstName?.trim() || `${username.charAt(0).toUpperCase()}.`;
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

async function reviewPage(
  db: DbOrTx,
  scope: ReviewScope,
  summary: RatingSummary,
  query: PageQuery,
): Promise<ReviewPage> {
  const rows = await findReviewPage(db, scope, query.limit, decodeInstantCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const reviews: PublicReview[] = page.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reviewerName: reviewerName(r.firstName, r.lastName, r.username),
    class: r.classId && r.classTitle ? { id: r.classId, title: r.classTitle } : null,
    month: r.month,
    createdAt: (r.createdAt ?? new Date(0)).toISOString(),
    edited: r.edited,
    verifiedAttendee: r.verifiedAttendee,
  }));
  return {
    reviews,
    nextCursor: rows.length > query.limit && last ? encodeInstantCursor(last.cursorTime, last.id) : null,
    summary,
  };
}

type PageQuery = { limit: number; cursor?: string };

/**
 * GET /api/studios/:id/reviews and GET /api/classes/:id/reviews: public, newest first. A studio's
 * summary is its stored aggregate; a class's is the mean of its reviews.
 */
export async function listReviews(db: DbOrTx, scope: ReviewScope, query: PageQuery): Promise<ReviewPage> {
  if ('studioId' in scope) {
    const studio = isUuid(scope.studioId) ? await findActiveStudioById(db, scope.studioId) : undefined;
    if (!studio) throw notFound('Studio not found');
    return reviewPage(
      db,
      scope,
      { rating: studio.rating ?? '0.00', reviewCount: studio.reviewCount ?? 0 },
      query,
    );
  }
  const summary = isUuid(scope.classId) ? await openClassRatingSummary(db, scope.classId) : undefined;
  if (!summary) throw notFound('Class not found');
  return reviewPage(db, scope, summary, query);
}
