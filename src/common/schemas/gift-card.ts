import { z } from 'zod';
import { GIFT_CARD_MAX_POUNDS, GIFT_CARD_MIN_POUNDS } from '../constants';
import { moneySchema } from './fields';
import { optionalText, requiredText } from './text-fields';

const AMOUNT_MESSAGE = `amount must be whole pounds from ${GIFT_CARD_MIN_POUNDS} to ${GIFT_CARD_MAX_POUNDS}, as a decimal string such as "25.00"`;

/** Whole pounds as a decimal string ("25", "25.00"); answered normalised to "25.00". */
const giftAmountSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'amount is required' : AMOUNT_MESSAGE) })
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(value);
    const pounds = match ? Number(match[1]) : Number.NaN;
    const whole = match ? Number(match[2] ?? '0') === 0 : false;
    if (!whole || pounds < GIFT_CARD_MIN_POUNDS || pounds > GIFT_CARD_MAX_POUNDS) {
      ctx.issues.push({ code: 'custom', message: AMOUNT_MESSAGE, input: value });
      return z.NEVER;
    }
    return `${pounds}.00`;
  });

/** POST /api/gift-cards. */
export const buyGiftCardInputSchema = z.object(
  {
    amount: giftAmountSchema,
    recipientEmail: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'recipientEmail is required' : 'recipientEmail must be text',
      })
      .trim()
      .min(1, 'recipientEmail is required')
      .max(254, 'recipientEmail must be at most 254 characters')
      .pipe(z.email('recipientEmail must be a valid e-mail address')),
    recipientName: requiredText('recipientName', 80),
    message: optionalText('message', 500, { multiline: true }).transform((v) => v ?? ''),
    method: z.literal('demo', {
      error: (issue) =>
        issue.input === undefined ? 'method is required' : 'method must be "demo" (the demo payment)',
    }),
  },
  { error: 'The request body must be a JSON object.' },
);
export type BuyGiftCardInput = z.input<typeof buyGiftCardInputSchema>;

/** A gift card as its buyer sees it: never its code. 'sent' once its e-mail is on its way. */
export const giftCardSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  recipientEmail: z.string(),
  status: z.enum(['sent', 'redeemed']),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** POST /api/user/gift-cards/redeem: the code with or without hyphens, in any case. */
export const redeemGiftCardInputSchema = z.object(
  {
    code: z
      .string({ error: (issue) => (issue.input === undefined ? 'code is required' : 'code must be text') })
      .trim()
      .min(1, 'code is required')
      .max(64, 'code must be at most 64 characters'),
  },
  { error: 'The request body must be a JSON object.' },
);

/** GET /api/user/balance, and the answer of a redemption. */
export const balanceSchema = z.object({ balance: moneySchema });
export type Balance = z.infer<typeof balanceSchema>;
