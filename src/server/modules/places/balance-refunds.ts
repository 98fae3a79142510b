import { inArray, sql } from 'drizzle-orm';
import { formatPence, toPence } from '../../../common/money';
import type { DbOrTx } from '../../db/client';
import { bookingRefunds } from '../../db/schema';
import { creditBalance, paidFromBalance, paidFromBalanceOf } from '../balance/ledger';

/**
 * What operators have already refunded of each of these bookings (docs/decisions/0079), in pence; a
 * booking with no such refund is absent. Read after the caller has locked or updated the bookings'
 * rows, so a refund an operator is making of one of them has either committed (and is counted) or
 * waits and then finds the booking refunded.
 */
export async function refundedByOperators(
  tx: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await tx
    .select({ bookingId: bookingRefunds.bookingId, total: sql<string>`sum(${bookingRefunds.amount})::text` })
    .from(bookingRefunds)
    .where(inArray(bookingRefunds.bookingId, [...bookingIds]))
    .groupBy(bookingRefunds.bookingId);
  return new Map(rows.map((r) => [r.bookingId, toPence(r.total) ?? 0]));
}

/**
 * Gives the money of bookings refunded in full back to the gift balance they were paid from, in the
 * caller's transaction (docs/decisions/0057, 0062): a free cancellation, the studio's cancellation,
 * a refilled late cancellation, an account's deletion. 'Full' means the booking ends refunded in
 * full, so what an operator already refunded of it is not given again (issue 63). The balance's part
 * of a payment is what its spend `booking:<id>` took: the whole price, or the first part of a split
 * with a card (docs/decisions/0127), and operators' refunds give that part back first; so the balance
 * gets its part less what operators gave it already, and the card the rest. One ledger entry per
 * booking, under the unique reference `refund:booking:<id>`, so a booking is never credited twice,
 * and nothing when nothing is left. Card-only and pass payments, and refunds that are not 'full', are
 * left alone. Credits take no lock (a credit can only raise a balance), so the places locks taken
 * before stay the only ones.
 */
export async function refundToBalance(
  tx: DbOrTx,
  refunded: readonly {
    id: string;
    userId: string;
    refund: string | null;
    amountPaid: string;
  }[],
): Promise<void> {
  const full = refunded.filter((b) => b.refund === 'full' && (toPence(b.amountPaid) ?? 0) > 0);
  const fromBalance = await paidFromBalanceOf(
    tx,
    full.map((b) => b.id),
  );
  const owed = full.filter((b) => fromBalance.has(b.id));
  if (owed.length === 0) return;
  const earlier = await refundedByOperators(
    tx,
    owed.map((b) => b.id),
  );
  for (const b of owed) {
    const rest = (fromBalance.get(b.id) ?? 0) - (earlier.get(b.id) ?? 0);
    if (rest <= 0) continue;
    await creditBalance(tx, {
      userId: b.userId,
      amount: formatPence(rest),
      reference: `refund:booking:${b.id}`,
    });
  }
}

/**
 * Of an operator's refund of `amount` pence, after `earlier` pence refunded by operators before it,
 * the part owed to the gift balance that paid `fromBalance` pence of the booking: refunds give the
 * balance's part back first (docs/decisions/0127), so that is what of the balance's part is not yet
 * given back, up to the refund. The rest goes back to the card.
 */
export const balancePartOfRefund = (fromBalance: number, earlier: number, amount: number) =>
  Math.max(Math.min(fromBalance, earlier + amount) - Math.min(fromBalance, earlier), 0);

/**
 * Gives a pass's refund back to the gift balance, when that balance paid for what is refunded
 * (paidFromBalance; a card's refund goes back through its provider),
 * in the caller's transaction. One ledger entry under the unique reference `refund:pass:<id>`: a pass
 * is refunded once, however it ends. Nothing is written for nothing refunded.
 */
export async function refundPassToBalance(
  tx: DbOrTx,
  pass: { id: string; userId: string },
  paymentReference: string | null,
  amount: string,
): Promise<void> {
  if (!paidFromBalance(paymentReference) || Number(amount) <= 0) return;
  await creditBalance(tx, { userId: pass.userId, amount, reference: `refund:pass:${pass.id}` });
}
