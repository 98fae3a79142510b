import { z } from 'zod';
import { REFUND_AMOUNT_FORMAT, REFUND_AMOUNT_POSITIVE } from '../refund-amount';
import { userSchema } from './auth';
import { isoDateSchema, moneySchema } from './fields';
import { passSchema } from './product';
import { REVIEW_REPORT_REASONS } from './review';
import { studioSchema } from './studio';
import { requiredText } from './text-fields';

// The operator API (docs/decisions/0079): what operators send and what they are answered.

/** Every operator write says why, in 1-500 characters: it is kept in the audit log. */
export const operatorReasonSchema = z.object({ reason: requiredText('reason', 500) });
export type OperatorReasonInput = z.infer<typeof operatorReasonSchema>;

/** One open report of a review: who sent it, why, and the note they wrote. */
export const openReportSchema = z.object({
  id: z.string(),
  reporterId: z.string(),
  reporterName: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  /** The reporter's note, if they wrote one. */
  details: z.string().nullable(),
  reportedAt: isoDateSchema,
});

/**
 * GET /api/operator/reports: one entry per review with open reports, the latest report first.
 * Dismissed reports are not counted (docs/decisions/0126).
 */
export const reportedReviewSchema = z.object({
  reviewId: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  /** The name of the person who wrote the review. */
  reviewerName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** How many people reported it (open reports). */
  reports: z.number().int(),
  /** The distinct reasons they gave. */
  reasons: z.array(z.enum(REVIEW_REPORT_REASONS)),
  /** The open reports themselves, the latest first. */
  openReports: z.array(openReportSchema),
  hidden: z.boolean(),
  /** When it was last reported. */
  reportedAt: isoDateSchema,
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** A studio as the console lists it: the public fields, its owner and whether it is suspended. */
export const operatorStudioSchema = studioSchema.extend({
  ownerEmail: z.string(),
  suspended: z.boolean(),
});
export type OperatorStudio = z.infer<typeof operatorStudioSchema>;

export const operatorSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});

/** A person as an operator sees them: the user the client sees, and whether and since when they are here. */
export const operatorUserSchema = userSchema.extend({
  suspended: z.boolean(),
  createdAt: isoDateSchema,
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const bookingRefundSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  reason: z.string(),
  operatorId: z.string(),
  at: isoDateSchema,
});

/** A person's booking as operators see it, with the refunds made of it and what is left to refund. */
export const operatorBookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.string(),
  amountPaid: moneySchema,
  paidAt: isoDateSchema.nullable(),
  /** A cancellation's refund: 'full', 'none' or 'credit', null while not cancelled. */
  refund: z.string().nullable(),
  refunds: z.array(bookingRefundSchema),
  /** What an operator may still refund. */
  refundable: moneySchema,
  classTitle: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  startTime: isoDateSchema,
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

/** A person's pass or membership as operators see it: the pass the person sees, and its studio's name. */
export const operatorPassSchema = passSchema.extend({ studioName: z.string() });
export type OperatorPass = z.infer<typeof operatorPassSchema>;

export const operatorUserDetailSchema = operatorUserSchema.extend({
  bookings: z.array(operatorBookingSchema),
  /** Their passes and memberships, active first, then the newest first. */
  passes: z.array(operatorPassSchema),
  /** Their gift balance: redeemed gift cards (and refunds to it) less what it has paid for. */
  giftBalance: moneySchema,
  /**
   * The waivers the person signed (issue 66): that a signature exists, of which version and when,
   * never its answers (docs/decisions/0128).
   */
  waiverSignatures: z.array(
    z.object({
      id: z.string(),
      studioId: z.string(),
      studioName: z.string(),
      version: z.number().int(),
      signedAt: isoDateSchema,
    }),
  ),
});
export type OperatorUserDetail = z.infer<typeof operatorUserDetailSchema>;

/** POST /api/operator/bookings/:id/refund: pounds as a decimal string, "7.50". */
export const refundInputSchema = operatorReasonSchema.extend({
  amount: z
    .string({ error: REFUND_AMOUNT_FORMAT })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, REFUND_AMOUNT_FORMAT)
    .refine((v) => Number(v) > 0, REFUND_AMOUNT_POSITIVE),
});

export const AUDIT_TARGET_TYPES = ['review', 'studio', 'user', 'booking'] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  /** The operator's name. */
  actorName: z.string(),
  /** What was acted on, in words: a studio's or person's name, "Bo's review of Lotus Studio", a booking's reference. */
  targetName: z.string(),
  /** The action as a sentence: "Sam Operator suspended Lotus Studio". */
  summary: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({ cursor: z.string().max(200).optional() });
