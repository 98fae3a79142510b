import type { OperatorReasonInput, ReportedReview } from '../../../common/schemas/operator';
import type { Context } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { recordEvent } from '../notifications/outbox';
import { lockStudio, refreshStudioRating } from '../reviews/reviews.repository';
import {
  findReportedReview,
  findReportedReviews,
  findReviewForUpdate,
  setReviewHidden,
} from './operator.repository';
import { insertAudit } from './operator-audit.repository';

const REVIEW_NOT_FOUND = 'Review not found.';

type ReportedRow = NonNullable<Awaited<ReturnType<typeof findReportedReview>>>;

function toReportedReview(row: ReportedRow): ReportedReview {
  return {
    ...row,
    reasons: row.reasons as ReportedReview['reasons'],
    reportedAt: row.reportedAt.toISOString(),
  };
}

/** GET /api/operator/reports: the queue, the latest reported first. */
export async function listReportedReviews(db: DbOrTx): Promise<ReportedReview[]> {
  return (await findReportedReviews(db)).map(toReportedReview);
}

/**
 * Hides (or restores) a review: it leaves (or comes back to) the studio's public reviews, and the
 * studio's rating and count are written again in the same transaction, under the studio's lock that
 * every review write takes. Hiding tells the reviewer, with the reason. A review already in the asked
 * state is answered as it is, and nothing is recorded.
 */
async function setHidden(
  { db, clock, actor }: Context,
  reviewId: string,
  hidden: boolean,
  { reason }: OperatorReasonInput,
): Promise<ReportedReview> {
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    const found = await findReviewForUpdate(tx, reviewId);
    if (!found) throw notFound(REVIEW_NOT_FOUND);
    await lockStudio(tx, found.studioId);
    const review = await findReviewForUpdate(tx, reviewId);
    if (review && (review.hiddenAt !== null) !== hidden) {
      const before = await refreshStudioRating(tx, found.studioId);
      await setReviewHidden(tx, reviewId, hidden ? now : null);
      const after = await refreshStudioRating(tx, found.studioId);
      if (hidden) await recordEvent(tx, { kind: 'review.hidden', reviewId, reason });
      await insertAudit(tx, {
        operatorId: actor.id,
        action: hidden ? 'review.hide' : 'review.restore',
        targetType: 'review',
        targetId: reviewId,
        reason,
        before: { hidden: !hidden, studioRating: before.rating, studioReviewCount: before.reviewCount },
        after: { hidden, studioRating: after.rating, studioReviewCount: after.reviewCount },
        at: now,
      });
    }
    return toReportedReview((await findReportedReview(tx, reviewId)) as ReportedRow);
  });
}

export const hideReview = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setHidden(ctx, id, true, input);
export const restoreReview = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setHidden(ctx, id, false, input);
