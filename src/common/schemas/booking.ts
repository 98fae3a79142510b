import { z } from 'zod';
import { ATTENDANCE, PAID_WITH, PAYMENT_METHODS, REFUNDS } from '../constants';
import { formatPence, toPence } from '../money';
import { bookingStatusSchema, sessionStatusSchema } from '../statuses';
import { idempotencyHeadersSchema, isoDateSchema, moneySchema } from './fields';
import { allowedText } from './text-fields';

const AMOUNT_MESSAGE = 'amountPaid must be an amount in pounds with at most 2 decimal places, e.g. 18.00';

/** The price the client showed the user; the server checks it against the class price and stores its own. */
const amountPaidSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? 'amountPaid is required' : AMOUNT_MESSAGE),
  })
  .transform((value, ctx) => {
    const pence = toPence(value);
    if (pence === undefined) {
      ctx.issues.push({ code: 'custom', message: AMOUNT_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatPence(pence);
  });

/**
 * POST /api/bookings: `{ sessionId, amountPaid }` holds a place to pay for; `{ sessionId, passId }`
 * pays with one of the caller's passes and is confirmed at once (docs/decisions/0055).
 */
export const createBookingInputSchema = z
  .object({
    sessionId: z.uuid({
      error: (issue) =>
        issue.input === undefined ? 'sessionId is required' : 'sessionId must be a valid id',
    }),
    amountPaid: amountPaidSchema.optional(),
    passId: z.uuid({ error: 'passId must be a valid id' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.passId === undefined && body.amountPaid === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountPaid'], message: 'amountPaid is required' });
    }
  });
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

/** Optional header: a retry carrying the same key returns the first booking instead of booking twice. */
export const bookingHeadersSchema = idempotencyHeadersSchema;

/** A student's review of a booking, as the booking carries it (so the dashboard knows to edit, not write). */
const ownReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.nullable(),
});

/**
 * A booking with the session, class and studio the dashboard and checkout show.
 * `status` is 'pending' (a place held until `holdExpiresAt`, not paid yet), 'confirmed' (paid),
 * 'cancelled' or 'completed': a confirmed booking whose session has ended is answered as 'completed'
 * (docs/decisions/0020). The transitions are in docs/decisions/0035.
 */
export const bookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  status: bookingStatusSchema,
  paymentIntentId: z.string().nullable(),
  amountPaid: moneySchema,
  bookingDate: isoDateSchema,
  cancellationReason: z.string().nullable(),
  createdAt: isoDateSchema,
  /**
   * Cancelling after it is late: the session's start minus the studio's cancellation window when the
   * booking was paid, kept however the window changes later (docs/decisions/0118); while held, the
   * window as it is now.
   */
  cancellationDeadline: isoDateSchema,
  /**
   * Until when a booking promoted from the waitlist may be cancelled without penalty (promotedAt + 2 h);
   * null for other bookings.
   */
  freeCancellationUntil: isoDateSchema.nullable(),
  cancelledAt: isoDateSchema.nullable(),
  /** Set once cancelled: whether the cancellation came after the deadline. */
  lateCancellation: z.boolean().nullable(),
  /**
   * Set once cancelled: 'full' or 'none' (demo: no money moves), or 'credit' back to the pass that paid.
   * 'full' means the booking ends refunded in full: what an operator refunded before is not refunded
   * again, only the rest (see amountRefunded).
   */
  refund: z.enum(REFUNDS).nullable(),
  /**
   * How much of amountPaid has been given back, whoever refunded it: all of it once `refund` is
   * 'full', otherwise what an operator refunded on the studio's behalf; "0.00" when nothing.
   */
  amountRefunded: moneySchema,
  /** While pending: when the hold ends unless paid; null otherwise. */
  holdExpiresAt: isoDateSchema.nullable(),
  /** When the payment was taken; null until paid. */
  paidAt: isoDateSchema.nullable(),
  /** The payment provider's reference for the payment; null until paid. */
  paymentReference: z.string().nullable(),
  /** How the place was paid: 'card' (the payment provider), 'pass' (a credit), or null while held. */
  paidWith: z.enum(PAID_WITH).nullable(),
  /** The pass whose credit paid for the place; null otherwise. */
  passId: z.string().nullable(),
  promotedFromWaitlist: z.boolean(),
  promotedAt: isoDateSchema.nullable(),
  /**
   * What the payment charges (or charged): the price less the promo code's discount, never below
   * 0.00; the price itself without a code, and 0.00 when a pass paid. Equal to `amountPaid`.
   */
  amountDue: moneySchema,
  /** The studio's promo code applied to the booking (upper-case), or null (docs/decisions/0064). */
  promoCode: z.string().nullable(),
  /** What the promo code took off the price; null without one. */
  discount: moneySchema.nullable(),
  /** Recorded by the studio: 'attended', 'no-show', or null. */
  attendance: z.enum(ATTENDANCE).nullable(),
  /** The caller's review of this booking, if written. */
  review: ownReviewSchema.nullable(),
  session: z.object({
    id: z.string(),
    startTime: isoDateSchema,
    endTime: isoDateSchema,
    /** 'scheduled' or 'cancelled' (by the studio). */
    status: sessionStatusSchema,
    /** Online classes: the link to join, for the person who booked (null once cancelled). */
    meetingLink: z.string().nullable(),
    class: z.object({
      id: z.string(),
      title: z.string(),
      serviceType: z.string(),
      duration: z.number().int(),
      deliveryMethod: z.string(),
      price: moneySchema,
      studio: z.object({
        id: z.string(),
        name: z.string(),
        address: z.string(),
        city: z.string(),
        /** Hours before the start after which cancelling is late (no refund). */
        cancellationWindowHours: z.number().int(),
      }),
    }),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A control character no keyboard types (tab and line breaks are fine); a NUL byte breaks PostgreSQL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Text a person types, at most `max` characters, without control characters. */
export const plainText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max.toLocaleString('en-GB')} characters`)
    .refine((text) => !hasControlCharacter(text), `${field} must not contain control characters`)
    // The text rule of every field (text-fields.ts): no bidirectional overrides either.
    .refine((text) => allowedText(text, true), `${field} contains characters that are not allowed`);

/** POST /api/bookings/:id/cancel. */
export const cancelBookingInputSchema = z
  .object(
    { reason: plainText('reason', 500).optional() },
    { error: 'The request body must be a JSON object.' },
  )
  // No body at all is no reason given.
  .nullish();

/**
 * POST /api/bookings/:id/payment: the demo provider takes the method 'demo' (docs/decisions/0036);
 * 'gift-balance' pays from the student's gift-card balance (docs/decisions/0057); 'demo' with
 * useGiftBalance splits the price between the two (docs/decisions/0127).
 */
export const payBookingInputSchema = z.object(
  {
    method: z.enum(PAYMENT_METHODS, {
      error: (issue) =>
        issue.input === undefined
          ? 'method is required'
          : 'method must be "demo" (the demo payment) or "gift-balance" (your gift-card balance)',
    }),
    /**
     * With 'demo': spend the gift balance first, as much of the price as it holds, and charge the card
     * only the rest (docs/decisions/0127). The server works out the split; absent or false, the card
     * pays it all.
     */
    useGiftBalance: z.boolean({ error: 'useGiftBalance must be true or false' }).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
