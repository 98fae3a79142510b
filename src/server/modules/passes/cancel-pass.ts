import { formatPence, toPence } from '../../../common/money';
import { inCoolingOff } from '../../../common/pass-terms';
import type { CancelPassAnswer } from '../../../common/schemas/product';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { creditBalance, paidFromBalance } from '../balance/ledger';
import { type PassRow, toCancelledPassDto } from './passes.mapper';
import { listPriceOfClassesTaken, lockOwnPass, updatePass } from './passes.repository';

/** Already cancelled, either way: cancelling again answers the same. */
const alreadyCancelled = (pass: PassRow) =>
  pass.status === 'cancelled' || (pass.renewsAt === null && pass.cancelledAt !== null);

/**
 * POST /api/passes/:id/cancel (docs/decisions/0056), for the caller's membership, under the pass's
 * row lock (a booking with it waits, then finds it cancelled):
 * - within 14 days of the purchase (cooling-off) it ends at once: 'cancelled', with a refund of the
 *   amount paid minus the list price of the classes taken with it, never below zero, back to where
 *   it was paid from (a ledger entry `refund:pass:<id>` when the gift balance paid);
 * - later, it stops renewing and stays active until its period ends (`endsAt`).
 * Cancelling again answers the same. Another student's pass is 404; a pack or intro offer has nothing
 * to stop (409 NOT_A_MEMBERSHIP).
 */
export async function cancelPass(db: Db, id: string, userId: string, now: Date): Promise<CancelPassAnswer> {
  if (!isUuid(id)) throw notFound('Pass not found');
  const pass = await db.transaction(async (tx) => {
    const pass = await lockOwnPass(tx, id, userId);
    if (!pass) throw notFound('Pass not found');
    if (pass.kind !== 'membership') {
      throw conflict(
        'Only a membership can be cancelled: a pack or intro offer simply ends.',
        'NOT_A_MEMBERSHIP',
      );
    }
    if (alreadyCancelled(pass)) return pass;
    if (!inCoolingOff(pass.validFrom, now)) {
      return updatePass(tx, id, { renewsAt: null, endsAt: pass.expiresAt, cancelledAt: now });
    }
    const taken = toPence(await listPriceOfClassesTaken(tx, id)) ?? 0;
    const refund = Math.max(0, (toPence(pass.amountPaid) ?? 0) - taken);
    // Paid from the gift balance, the refund goes back there (issue 63), once: the pass is locked, and
    // a cancelled pass is answered as it is. A card's refund is the provider's (the demo moves none).
    if (refund > 0 && paidFromBalance(pass.paymentReference)) {
      await creditBalance(tx, { userId, amount: formatPence(refund), reference: `refund:pass:${id}` });
    }
    return updatePass(tx, id, {
      status: 'cancelled',
      renewsAt: null,
      endsAt: now,
      cancelledAt: now,
      refundAmount: formatPence(refund),
    });
  });
  return toCancelledPassDto(pass, now);
}
