import { z } from 'zod';
import { formatPence, toPence } from '../money';
import { ENTER_A_PROMO_CODE, PROMO_CODE_TOO_LONG } from '../promo-code-messages';
import { instantSchema, isoDateSchema, moneySchema } from './fields';
import { wholeNumber } from './text-fields';

// A studio's promo codes (issue 30, docs/decisions/0064): owners make them, students apply one to a
// held booking.

/** 4-20 characters of A-Z, 0-9 and '-', in any case; stored and compared upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;
// What to do, in the owner's words, naming the field (docs/decisions/0125).
const CODE_MESSAGE = 'Use 4 to 20 letters, digits or dashes for the code';

/** The code as stored and compared: trimmed and upper-case ("spring-10" → "SPRING-10"). */
export const normalisePromoCode = (typed: string) => typed.trim().toUpperCase();

const codeSchema = z
  .string({
    error: (issue) => (issue.input == null ? 'Enter a code, for example SPRING-10' : CODE_MESSAGE),
  })
  .transform(normalisePromoCode)
  .refine((code) => PROMO_CODE_PATTERN.test(code), CODE_MESSAGE);

/** The most an amount off may be: the highest price a product may have (£5,000.00). */
const MAX_AMOUNT_OFF_PENCE = 500_000;
const AMOUNT_OFF_MESSAGE =
  'amountOff must be an amount in pounds above 0.00 and at most 5000.00, with at most 2 decimal places';

const amountOffSchema = z
  .union([z.number(), z.string()], { error: AMOUNT_OFF_MESSAGE })
  .transform((value, ctx) => {
    const pence = toPence(value);
    if (pence === undefined || pence <= 0 || pence > MAX_AMOUNT_OFF_PENCE) {
      ctx.issues.push({ code: 'custom', message: AMOUNT_OFF_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatPence(pence);
  });

/**
 * POST /api/studios/:id/promo-codes: exactly one of `percentOff` (1-100) and `amountOff` (pounds);
 * `maxUses` (1-100,000) and `validUntil` (an instant) are optional limits, and `firstVisitOnly`
 * keeps the code for students who have not booked at the studio before.
 */
export const createPromoCodeInputSchema = z
  .object(
    {
      code: codeSchema,
      percentOff: wholeNumber('percentOff', 1, 100).nullish(),
      amountOff: amountOffSchema.nullish(),
      maxUses: wholeNumber('maxUses', 1, 100_000).nullish(),
      validUntil: instantSchema('validUntil').nullish(),
      firstVisitOnly: z.boolean({ error: 'firstVisitOnly must be true or false' }).optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .superRefine((body, ctx) => {
    if (body.percentOff == null && body.amountOff == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'percentOff or amountOff is required: a percentage (1-100) or an amount in pounds',
      });
    }
    if (body.percentOff != null && body.amountOff != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountOff'],
        message: 'amountOff cannot be given with percentOff: a code takes one or the other',
      });
    }
  })
  .transform((body) => ({
    code: body.code,
    percentOff: body.percentOff ?? null,
    amountOff: body.amountOff ?? null,
    maxUses: body.maxUses ?? null,
    validUntil: body.validUntil ?? null,
    firstVisitOnly: body.firstVisitOnly ?? false,
  }));
export type CreatePromoCodeInput = z.input<typeof createPromoCodeInputSchema>;

/** POST /api/bookings/:id/promo: the code as the student typed it (any case); messages say what to do (0125). */
export const applyPromoInputSchema = z.object(
  {
    code: z
      .string({
        error: (issue) => (issue.input == null ? ENTER_A_PROMO_CODE : 'Enter the promo code as text'),
      })
      .max(64, PROMO_CODE_TOO_LONG)
      .transform(normalisePromoCode)
      .refine((code) => code.length > 0, ENTER_A_PROMO_CODE),
  },
  { error: 'The request body must be a JSON object.' },
);

/** A promo code as its owner sees it, with its uses: the bookings held or paid with it now. */
export const promoCodeSchema = z.object({
  id: z.string(),
  studioId: z.string(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: moneySchema.nullable(),
  maxUses: z.number().int().nullable(),
  validUntil: isoDateSchema.nullable(),
  firstVisitOnly: z.boolean(),
  active: z.boolean(),
  /** Held (pending) or paid (confirmed) bookings carrying the code; a cancelled or expired one frees its use. */
  uses: z.number().int(),
  createdAt: isoDateSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
