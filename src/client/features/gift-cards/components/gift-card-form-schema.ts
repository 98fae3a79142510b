import { z } from 'zod';
import { GIFT_CARD_MAX_POUNDS, GIFT_CARD_MIN_POUNDS } from '../../../../common/constants';

const AMOUNT = `Choose a whole amount from £${GIFT_CARD_MIN_POUNDS} to £${GIFT_CARD_MAX_POUNDS}`;

/** The purchase form as people fill it in; it sends what POST /api/gift-cards takes. */
export const giftCardFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+$/, AMOUNT)
    .refine((v) => Number(v) >= GIFT_CARD_MIN_POUNDS && Number(v) <= GIFT_CARD_MAX_POUNDS, AMOUNT)
    .transform((v) => `${Number(v)}.00`),
  recipientName: z.string().trim().min(1, "Enter the recipient's name").max(80, 'At most 80 characters'),
  recipientEmail: z
    .string()
    .trim()
    .min(1, "Enter the recipient's email")
    .pipe(z.email('Invalid email address')),
  message: z.string().max(500, 'At most 500 characters'),
});
export type GiftCardForm = z.input<typeof giftCardFormSchema>;
