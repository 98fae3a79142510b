import type { DbOrTx } from '../../db/client';
import { creditBalance } from '../balance/ledger';

/** The prefix of a booking's payment reference when the gift balance paid for it (pay-hold.ts). */
export const BALANCE_REFERENCE = 'balance_';

/**
 * Gives the money of bookings refunded in full back to the gift balance they were paid from, in the
 * caller's transaction (docs/decisions/0057, 0062): a free cancellation, the studio's cancellation,
 * a refilled late cancellation, an account's deletion. One ledger entry per booking, under the
 * unique reference `refund:booking:<id>`, so a booking is never credited twice. Card and pass
 * payments, and refunds that are not 'full', are left alone. Credits take no lock (a credit can only
 * raise a balance), so the places locks taken before stay the only ones.
 */
export async function refundToBalance(
  tx: DbOrTx,
  refunded: readonly {
    id: string;
    userId: string;
    refund: string | null;
    amountPaid: string;
    paymentReference: string | null;
  }[],
): Promise<void> {
  for (const b of refunded) {
    if (b.refund !== 'full' || !b.paymentReference?.startsWith(BALANCE_REFERENCE)) continue;
    if (Number(b.amountPaid) <= 0) continue;
    await creditBalance(tx, { userId: b.userId, amount: b.amountPaid, reference: `refund:booking:${b.id}` });
  }
}

/**
 * Gives a pass's refund back to the gift balance, when that balance paid for what is refunded
 * (`paymentReference` starts with BALANCE_REFERENCE; a card's refund goes back through its provider),
 * in the caller's transaction. One ledger entry under the unique reference `refund:pass:<id>`: a pass
 * is refunded once, however it ends. Nothing is written for nothing refunded.
 */
export async function refundPassToBalance(
  tx: DbOrTx,
  pass: { id: string; userId: string },
  paymentReference: string | null,
  amount: string,
): Promise<void> {
  if (!paymentReference?.startsWith(BALANCE_REFERENCE) || Number(amount) <= 0) return;
  await creditBalance(tx, { userId: pass.userId, amount, reference: `refund:pass:${pass.id}` });
}
