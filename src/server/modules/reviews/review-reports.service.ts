import type { z } from 'zod';
import type { ReviewReport, reviewReportInputSchema } from '../../../common/schemas/review';
import type { Context } from '../../context';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { insertOrFindReport, reviewExists } from './review-reports.repository';

/**
 * POST /api/reviews/:id/report: any signed-in person flags a review for the operators, once. The
 * review stays as it is: reports alone never hide it, so a handful of accounts cannot silence a
 * studio's critics (the DMCC Act asks platforms to remove fake reviews, not reviews some dislike).
 */
export async function reportReview(
  { db, actor }: Context,
  reviewId: string,
  input: z.output<typeof reviewReportInputSchema>,
): Promise<{ report: ReviewReport; created: boolean }> {
  if (!isUuid(reviewId) || !(await reviewExists(db, reviewId))) throw notFound('Review not found');
  const { report, created } = await insertOrFindReport(db, {
    reviewId,
    userId: actor.id,
    reason: input.reason,
    details: input.details ?? null,
  });
  // The row was there a moment ago: only the review's withdrawal in between could take it away.
  if (!report) throw notFound('Review not found');
  return {
    created,
    report: {
      id: report.id,
      reviewId: report.reviewId,
      reason: report.reason as ReviewReport['reason'],
      details: report.details,
      createdAt: report.createdAt.toISOString(),
    },
  };
}
