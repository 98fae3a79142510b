import { isGiftCodeShape, normaliseGiftCode } from '../../../common/gift-code';
import type { buyGiftCardInputSchema, GiftCard } from '../../../common/schemas/gift-card';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound, tooManyRequests, unprocessable } from '../../lib/http-errors';
import { creditBalance, findBalance, lockBalance } from '../balance/ledger';
import { recordEvent } from '../notifications/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  claimGiftCard,
  countFailedRedemptions,
  findGiftCardByKey,
  type GiftCardRow,
  giftCardExists,
  insertGiftCard,
  recordFailedRedemption,
  setGiftCardPayment,
} from './gift-cards.repository';
import { drawGiftCode, hashGiftCode } from './gift-code';

type BuyGiftCard = import('zod').output<typeof buyGiftCardInputSchema>;

const HOUR_MS = 3_600_000;

const toGiftCardDto = (row: GiftCardRow): GiftCard => ({
  id: row.id,
  amount: row.amount,
  recipientEmail: row.recipientEmail,
  status: row.redeemedAt ? 'redeemed' : 'sent',
});

/**
 * POST /api/gift-cards, in one transaction: the card (with only its code's hash), the charge, and the
 * outbox event that e-mails the code, or none of them. The row goes in before the charge, so a retry
 * under the same Idempotency-Key waits on the unique index for the first one and answers its card
 * instead of charging again (the bookings' mechanism: the key kept with what it made).
 */
export async function buyGiftCard(
  db: Db,
  provider: PaymentProvider,
  purchaserId: string,
  input: BuyGiftCard,
  idempotencyKey: string | undefined,
): Promise<{ card: GiftCard; replayed: boolean }> {
  const code = drawGiftCode();
  try {
    const row = await db.transaction(async (tx) => {
      const card = await insertGiftCard(tx, {
        purchaserId,
        amount: input.amount,
        recipientEmail: input.recipientEmail,
        recipientName: input.recipientName,
        message: input.message,
        codeHash: hashGiftCode(code),
        idempotencyKey: idempotencyKey ?? null,
      });
      // The provider's idempotency key is the id of what is paid for: here the card's.
      const charge = await provider.charge({
        bookingId: card.id,
        amount: input.amount,
        currency: 'GBP',
        method: input.method,
      });
      if (charge.status === 'declined') throw new HttpError(402, charge.message, {}, 'PAYMENT_DECLINED');
      await setGiftCardPayment(tx, card.id, charge.reference);
      await recordEvent(tx, { kind: 'gift-card.sent', giftCardId: card.id, code });
      return card;
    });
    return { card: toGiftCardDto(row), replayed: false };
  } catch (err) {
    if (!idempotencyKey || uniqueViolation(err) !== 'gift_cards_purchaser_key_idx') throw err;
    const first = await earlierGiftCard(db, purchaserId, input, idempotencyKey);
    if (!first) throw err;
    return { card: first, replayed: true };
  }
}

/**
 * The card this purchaser already bought under `idempotencyKey`, which a retry is answered with; a
 * 422 when the key bought a different card; undefined when the key is new.
 */
export async function earlierGiftCard(
  db: Db,
  purchaserId: string,
  input: Pick<BuyGiftCard, 'amount' | 'recipientEmail'>,
  idempotencyKey: string,
): Promise<GiftCard | undefined> {
  const first = await findGiftCardByKey(db, purchaserId, idempotencyKey);
  if (!first) return undefined;
  if (first.amount !== input.amount || first.recipientEmail !== input.recipientEmail) {
    throw unprocessable(
      'This Idempotency-Key was already used to buy a different gift card.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return toGiftCardDto(first);
}

type Redemption = { balance: string } | 'used' | 'invalid' | { limitedFor: number };

/**
 * POST /api/user/gift-cards/redeem: the card's amount joins the caller's balance, once. The account's
 * balance lock is held throughout, so its redemptions run one at a time and its count of wrong codes
 * is exact; a wrong code is recorded and committed before the refusal is thrown. An account with
 * `wrongCodesPerHour` wrong codes in the last hour is refused before its code is even looked at.
 */
export async function redeemGiftCard(
  db: Db,
  userId: string,
  typed: string,
  terms: { now: Date; wrongCodesPerHour: number },
): Promise<{ balance: string }> {
  const code = normaliseGiftCode(typed);
  const hash = isGiftCodeShape(code) ? hashGiftCode(code) : undefined;
  const outcome = await db.transaction(async (tx): Promise<Redemption> => {
    await lockBalance(tx, userId);
    const failed = await countFailedRedemptions(tx, userId, new Date(terms.now.getTime() - HOUR_MS));
    if (failed.n >= terms.wrongCodesPerHour) {
      const reopens = (failed.oldest?.getTime() ?? terms.now.getTime()) + HOUR_MS;
      return { limitedFor: Math.max(1, Math.ceil((reopens - terms.now.getTime()) / 1000)) };
    }
    const card = hash ? await claimGiftCard(tx, hash, userId, terms.now) : undefined;
    if (card) {
      await creditBalance(tx, { userId, amount: card.amount, reference: `gift-card:${card.id}` });
      return { balance: await findBalance(tx, userId) };
    }
    if (hash && (await giftCardExists(tx, hash))) return 'used';
    await recordFailedRedemption(tx, userId, terms.now);
    return 'invalid';
  });
  if (outcome === 'used') throw conflict('This gift card has already been redeemed.', 'GIFT_CARD_USED');
  if (outcome === 'invalid') {
    throw notFound(
      'No gift card has this code. Check it against the e-mail and try again.',
      'GIFT_CARD_INVALID',
    );
  }
  if ('limitedFor' in outcome) {
    throw tooManyRequests(
      'Too many wrong gift card codes in the last hour. Please try again later.',
      outcome.limitedFor,
      'RATE_LIMITED',
    );
  }
  return outcome;
}
