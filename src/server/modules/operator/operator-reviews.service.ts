import type { OperatorReasonInput, ReportedReview } from '../../../common/schemas/operator';
import type { Context } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { recordEvent } from '../notifications/outbox';
import { lockStudio, refreshStudioRating } from '../reviews/reviews.repository';
import { findReviewForUpdate, setReviewHidden } from './operator.repository';
import { insertAudit } from './operator-audit.repository';
import {
  dismissOpenReports,
  findOpenReports,
  findReportedReview,
  findReportedReviews,
} from './operator-reports.repository';

const REVIEW_NOT_FOUND = 'Review not found.';

type ReportedRow = NonNullable<Awaited<ReturnType<typeof findReportedReview>>>;
type OpenReportRow = Awaited<ReturnType<typeof findOpenReports>>[number];

function toReportedReview(row: ReportedRow, open: OpenReportRow[]): ReportedReview {
  return {
    ...row,
    reasons: row.reasons as ReportedReview['reasons'],
    openReports: open
      .filter((r) => r.reviewId === row.reviewId)
      .map(({ reviewId: _, reportedAt, reason, ...r }) => ({
        ...r,
        reason: reason as ReportedReview['reasons'][number],
        reportedAt: reportedAt.toISOString(),
      })),
    reportedAt: row.reportedAt.toISOString(),
  };
}

/** One review as the queue shows it now, its open reports read with it. */
async function reportedReview(db: DbOrTx, reviewId: string): Promise<ReportedReview> {
  const row = (await findReportedReview(db, reviewId)) as ReportedRow;
  return toReportedReview(row, await findOpenReports(db, [reviewId]));
}

/** GET /api/operator/reports: the queue, the latest reported first. */
export async function listReportedReviews(db: DbOrTx): Promise<ReportedReview[]> {
  const rows = await findReportedReviews(db);
  const open = await findOpenReports(
    db,
    rows.map((r) => r.reviewId),
  );
  return rows.map((row) => toReportedReview(row, open));
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
    return reportedReview(tx, reviewId);
  });
}

export const hideReview = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setHidden(ctx, id, true, input);
export const restoreReview = (ctx: Context, id: string, input: OperatorReasonInput) =>
  setHidden(ctx, id, false, input);

/**
 * POST /api/operator/reports/:id/dismiss, `:id` the review's (the queue's entry): its open reports
 * are dismissed and leave the queue, the review staying as it is, shown or hidden
 * (docs/decisions/0126). The reviewer is not told: nothing about their review changed. A review with
 * no open reports is answered as it is, and nothing is recorded.
 */
export async function dismissReports(
  { db, clock, actor }: Context,
  reviewId: string,
  { reason }: OperatorReasonInput,
): Promise<ReportedReview> {
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    const review = await findReviewForUpdate(tx, reviewId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const dismissed = await dismissOpenReports(tx, reviewId, now);
    if (dismissed.length > 0) {
      const hidden = review.hiddenAt !== null;
      await insertAudit(tx, {
        operatorId: actor.id,
        action: 'report.dismiss',
        targetType: 'review',
        targetId: reviewId,
        reason,
        before: { openReports: dismissed.length, hidden },
        after: { openReports: 0, hidden },
        at: now,
      });
    }
    return reportedReview(tx, reviewId);
  });
}
