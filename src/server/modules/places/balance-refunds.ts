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
