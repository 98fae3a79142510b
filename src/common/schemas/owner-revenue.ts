import { z } from 'zod';
import { moneySchema } from './fields';
import { dateRangeQuerySchema, MAX_REPORT_DAYS } from './owner-range';

// The owner's money (GET /api/owner/revenue, revenue.csv): what was taken and refunded on each London
// day of the range (docs/decisions/0059), as exact decimal strings.

export const ownerRevenueQuerySchema = dateRangeQuerySchema(MAX_REPORT_DAYS);

/** An amount that may fall below zero: a day's net when more was refunded than taken. */
const signedMoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const revenueSchema = z.object({
  currency: z.literal('GBP'),
  /** Payments taken in the range. */
  gross: moneySchema,
  /** Refunds given in the range. */
  refunds: moneySchema,
  /** gross minus refunds. */
  net: signedMoneySchema,
  /** The net by what was sold; sums to `net`. */
  byKind: z.object({ classes: signedMoneySchema, packs: signedMoneySchema, memberships: signedMoneySchema }),
  /** Every day of the range, first to last. */
  byDay: z.array(z.object({ date: z.string(), gross: moneySchema, refunds: moneySchema })),
});
export type Revenue = z.infer<typeof revenueSchema>;
