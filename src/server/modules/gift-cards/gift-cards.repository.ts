import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftCardFailedRedemptions, giftCards } from '../../db/schema';

const cardColumns = {
  id: giftCards.id,
  amount: giftCards.amount,
  recipientEmail: giftCards.recipientEmail,
  redeemedAt: giftCards.redeemedAt,
};
export type GiftCardRow = { id: string; amount: string; recipientEmail: string; redeemedAt: Date | null };

export async function insertGiftCard(
  tx: DbOrTx,
  values: typeof giftCards.$inferInsert,
): Promise<GiftCardRow> {
  const [row] = await tx.insert(giftCards).values(values).returning(cardColumns);
  return row as GiftCardRow;
}

export async function setGiftCardPayment(tx: DbOrTx, id: string, paymentReference: string) {
  await tx.update(giftCards).set({ paymentReference }).where(eq(giftCards.id, id));
}

/** The card a purchaser bought under an Idempotency-Key. */
export async function findGiftCardByKey(db: DbOrTx, purchaserId: string, key: string) {
  const [row] = await db
    .select(cardColumns)
    .from(giftCards)
    .where(and(eq(giftCards.purchaserId, purchaserId), eq(giftCards.idempotencyKey, key)));
  return row;
}

/**
 * Redeems the card with this code hash for `userId`, if it is not redeemed yet: one conditional
 * UPDATE, so of two redemptions at once exactly one gets the row (the other, after waiting for its
 * lock, finds it redeemed).
 */
export async function claimGiftCard(tx: DbOrTx, codeHash: string, userId: string, now: Date) {
  const [row] = await tx
    .update(giftCards)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(and(eq(giftCards.codeHash, codeHash), isNull(giftCards.redeemedAt)))
    .returning({ id: giftCards.id, amount: giftCards.amount });
  return row;
}

export async function giftCardExists(db: DbOrTx, codeHash: string): Promise<boolean> {
  const [row] = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return row !== undefined;
}

export async function recordFailedRedemption(tx: DbOrTx, userId: string, now: Date) {
  await tx.insert(giftCardFailedRedemptions).values({ userId, createdAt: now });
}

/** The account's wrong codes since `since`, and when the oldest of them was tried. */
export async function countFailedRedemptions(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(giftCardFailedRedemptions.createdAt) })
    .from(giftCardFailedRedemptions)
    .where(and(eq(giftCardFailedRedemptions.userId, userId), gt(giftCardFailedRedemptions.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
