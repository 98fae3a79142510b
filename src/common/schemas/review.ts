import { z } from 'zod';
import { plainText } from './booking';
import { isoDateSchema } from './fields';
import { optionalText } from './text-fields';

export const REVIEW_COMMENT_MAX = 2000;

const ratingSchema = z
  .number({ error: 'rating must be a whole number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be a whole number from 1 to 5')
  .max(5, 'rating must be a whole number from 1 to 5');
const commentSchema = plainText('comment', REVIEW_COMMENT_MAX).nullable().optional();

/** POST /api/bookings/:id/review. */
export const reviewInputSchema = z.object(
  { rating: ratingSchema, comment: commentSchema },
  { error: 'The request body must be a JSON object.' },
);
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** PATCH /api/reviews/:id: the rating, the comment, or both. */
export const reviewPatchSchema = z
  .object(
    { rating: ratingSchema.optional(), comment: commentSchema },
    {
      error: 'The request body must be a JSON object.',
    },
  )
  .refine((body) => body.rating !== undefined || body.comment !== undefined, {
    message: 'Send a rating or a comment to change',
  });
export type ReviewPatch = z.input<typeof reviewPatchSchema>;

/** A studio's aggregate: the exact mean of all its reviews to 2 decimals ("0.00" with none: "New"). */
export const ratingSummarySchema = z.object({ rating: z.string(), reviewCount: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The author's own review, as POST and PATCH answer it, with the studio's new aggregate. */
export const writtenReviewSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  studioId: z.string(),
  classId: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.nullable(),
  studio: ratingSummarySchema.extend({ id: z.string() }),
});
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

/** A review as the public reads it: first name and last initial, the class and the month only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** "Maya P." */
  reviewerName: z.string(),
  class: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The month it was written, London time: "2026-11". */
  month: z.string(),
  createdAt: isoDateSchema,
  /** Edited after it was first written. */
  edited: z.boolean(),
  /** The studio recorded that the reviewer attended. */
  verifiedAttendee: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * GET /api/studios/:id/reviews and GET /api/classes/:id/reviews: newest first, never ordered or
 * filtered by rating; `summary` is the mean of every review of the studio (or class).
 */
export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  summary: ratingSummarySchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50' })
    .int('limit must be a number from 1 to 50')
    .min(1, 'limit must be a number from 1 to 50')
    .max(50, 'limit must be a number from 1 to 50')
    .default(10),
  cursor: z.string().max(200, 'cursor is not valid').optional(),
});

/** Why a review is reported (POST /api/reviews/:id/report). */
export const REVIEW_REPORT_REASONS = ['fake', 'offensive', 'personal-information', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_DETAILS_MAX = 1000;

export const reviewReportInputSchema = z.object(
  {
    reason: z.enum(REVIEW_REPORT_REASONS, {
      error: `reason must be one of: ${REVIEW_REPORT_REASONS.join(', ')}`,
    }),
    details: optionalText('Details', REVIEW_REPORT_DETAILS_MAX, { multiline: true }).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/** A report as recorded: the first one stands when the same person reports again. */
export const reviewReportSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;
