import { z } from 'zod';
import { MEMBERSHIP_PERIODS, PRODUCT_KINDS, PURCHASE_METHODS } from '../constants';
import { formatPence, toPence } from '../money';
import { passStatusSchema } from '../statuses';
import { isoDateSchema, moneySchema } from './fields';
import { optionalText, requiredText, wholeNumber } from './text-fields';

// Products a studio sells and the passes students hold (issue 29, docs/decisions/0055).

/** The highest price of a product, in pence (£5,000.00). */
const MAX_PRICE_PENCE = 500_000;
// What to do, in the owner's words, naming the field (docs/decisions/0125).
export const PRODUCT_PRICE_REQUIRED = 'Enter a price, for example 12.00';
const PRICE_MESSAGE = 'Enter a price from 0.00 to 5000.00 in pounds and pence, for example 12.00';

/** A price in pounds, as a decimal string ("90.00") or a number, normalised to "90.00". */
const priceSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input == null ? PRODUCT_PRICE_REQUIRED : PRICE_MESSAGE),
  })
  .transform((value, ctx) => {
    const pence = toPence(value);
    if (pence === undefined || pence > MAX_PRICE_PENCE) {
      ctx.issues.push({ code: 'custom', message: PRICE_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatPence(pence);
  });

const name = requiredText('name', 80);
const description = optionalText('description', 1000, { multiline: true });
const isActive = z.boolean({ error: 'isActive must be true or false' });

/**
 * POST /api/studios/:id/products. What each kind takes: a pack or an intro offer `credits` (1-100)
 * and `validDays` (1-730); a membership `period` 'month' (the default) and `credits` per period,
 * 1-100 or null (or left out) for unlimited. A field the kind does not take is refused by name.
 */
export const createProductInputSchema = z
  .object(
    {
      kind: z.enum(PRODUCT_KINDS, { error: `kind must be one of: ${PRODUCT_KINDS.join(', ')}` }),
      name,
      description,
      price: priceSchema,
      credits: wholeNumber('credits', 1, 100).nullish(),
      validDays: wholeNumber('validDays', 1, 730).nullish(),
      period: z.enum(MEMBERSHIP_PERIODS, { error: 'period must be "month"' }).nullish(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .superRefine((body, ctx) => {
    const refuse = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.kind === 'membership') {
      if (body.validDays != null)
        refuse('validDays', 'validDays is for packs and intro offers; a membership runs by the month');
      return;
    }
    if (body.credits == null) refuse('credits', `credits is required for a ${body.kind} (1-100)`);
    if (body.validDays == null) refuse('validDays', `validDays is required for a ${body.kind} (1-730)`);
    if (body.period != null) refuse('period', 'period is for memberships only');
  })
  .transform((body) => ({
    ...body,
    credits: body.credits ?? null,
    validDays: body.kind === 'membership' ? null : (body.validDays ?? null),
    period: body.kind === 'membership' ? (body.period ?? 'month') : null,
  }));
export type CreateProductInput = z.input<typeof createProductInputSchema>;

/** PATCH /api/products/:id: a new price applies to new purchases only; passes sold keep theirs. */
export const updateProductInputSchema = z.object(
  { name: name.optional(), description, price: priceSchema.optional(), isActive: isActive.optional() },
  { error: 'The request body must be a JSON object.' },
);
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

export const productSchema = z.object({
  id: z.string(),
  studioId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  /** Classes per pass, or per period of a membership; null: unlimited. */
  credits: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  period: z.enum(MEMBERSHIP_PERIODS).nullable(),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/products/:id/purchase. */
export const purchaseInputSchema = z.object(
  {
    method: z.enum(PURCHASE_METHODS, {
      error: (issue) =>
        issue.input === undefined ? 'method is required' : 'method must be "demo" or "gift-balance"',
    }),
  },
  { error: 'The request body must be a JSON object.' },
);

/**
 * A pass a student holds. `creditsLeft` is null when unlimited; `status` 'active', 'expired',
 * 'cancelled' or 'past_due'; a membership renews at `renewsAt` (null once cancelled) and a cancelled
 * one, or a pack, ends at `endsAt`.
 */
export const passSchema = z.object({
  id: z.string(),
  productId: z.string(),
  studioId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  creditsTotal: z.number().int().nullable(),
  creditsLeft: z.number().int().nullable(),
  validFrom: isoDateSchema,
  expiresAt: isoDateSchema,
  status: passStatusSchema,
  renewsAt: isoDateSchema.nullable(),
  endsAt: isoDateSchema.nullable(),
  paymentReference: z.string().nullable(),
  amountPaid: moneySchema,
});
export type Pass = z.infer<typeof passSchema>;

export const purchaseAnswerSchema = z.object({ pass: passSchema });

/** POST /api/passes/:id/cancel: the pass as it now is, and what a cooling-off cancellation refunded. */
export const cancelPassAnswerSchema = passSchema.extend({
  /** The amount refunded by a cancellation in the cooling-off period; null otherwise. */
  refund: moneySchema.nullable(),
});
export type CancelPassAnswer = z.infer<typeof cancelPassAnswerSchema>;
