import { z } from 'zod';
import { formatPence, toPence } from '../money';
import { isoDateSchema, moneySchema } from './fields';

const AMOUNT_MESSAGE = 'amountPaid must be an amount in pounds with at most 2 decimal places, e.g. 18.00';

/** The price the client showed the user; the server checks it against the class price and stores its own. */
export const amountPaidSchema = z
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

export const createBookingInputSchema = z.object({
  sessionId: z.uuid({
    error: (issue) => (issue.input === undefined ? 'sessionId is required' : 'sessionId must be a valid id'),
  }),
  amountPaid: amountPaidSchema,
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

/** Optional header: a retry carrying the same key returns the first booking instead of booking twice. */
export const bookingHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may only contain visible ASCII characters')
    .optional(),
});

/** A booking with the session, class and studio the dashboard and checkout show (SPEC section 3). */
export const bookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  status: z.string(),
  paymentIntentId: z.string().nullable(),
  amountPaid: moneySchema,
  bookingDate: isoDateSchema,
  cancellationReason: z.string().nullable(),
  createdAt: isoDateSchema,
  session: z.object({
    id: z.string(),
    startTime: isoDateSchema,
    endTime: isoDateSchema,
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
      }),
    }),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;
