import { and, eq } from 'drizzle-orm';
import { formatPence, toPence } from '../../../common/money';
import type { Tx } from '../../db/client';
import { passRenewals } from '../../db/schema';
import { creditBalance, paidFromBalance } from '../balance/ledger';
import { recordEvent } from '../notifications/outbox';
import { lockRunningPassesOfStudio } from './locks';
import { endPass } from './rows/passes.writes';
import { unusedCreditsValue, unusedDaysValue } from './rules/unused-pass-value';

type PassRow = Awaited<ReturnType<typeof lockRunningPassesOfStudio>>[number];

/**
 * The payment for the part of a pass that runs now: a pack's purchase; a membership's purchase while
 * it is in its first period, and after that the renewal that started the period it is in. A renewal
 * is charged through the payment provider whatever paid the purchase (renew-membership.ts), so a
 * membership first paid from the gift balance may have its current period paid by card.
 */
async function currentPayment(tx: Tx, pass: PassRow) {
  const purchase = {
    start: pass.validFrom,
    end: pass.expiresAt,
    amount: pass.amountPaid,
    paymentReference: pass.paymentReference,
  };
  if (pass.kind !== 'membership') return purchase;
  const [renewal] = await tx
    .select()
    .from(passRenewals)
    .where(
      and(
        eq(passRenewals.passId, pass.id),
        eq(passRenewals.status, 'paid'),
        eq(passRenewals.periodEnd, pass.expiresAt),
      ),
    );
  if (!renewal) return purchase;
  return {
    start: renewal.periodStart,
    end: renewal.periodEnd,
    amount: renewal.amount,
    paymentReference: renewal.paymentReference,
  };
}

/**
 * An operator suspends a studio (docs/decisions/0079, 0120): every pass of it that still runs ends at
 * `now`, inside the caller's transaction, with the unused part of what paid for it refunded where
 * that came from: the gift balance gets a ledger entry; a card's refund is the amount recorded on the
 * pass, as for a cooling-off cancellation (the payment provider has no refund call yet). A pack's
 * unused part is counted in credits, a membership's in days (rules/unused-pass-value.ts). Ended, a
 * membership no longer renews (renewal wants an active one); its holder is told (`pass.ended`). The
 * caller has cancelled the studio's future sessions first, so the credits of classes that will not
 * happen are back and count as unused.
 */
export async function endPassesOfStudio(tx: Tx, studioId: string, now: Date): Promise<void> {
  for (const pass of await lockRunningPassesOfStudio(tx, studioId, now)) {
    const payment = await currentPayment(tx, pass);
    const paid = toPence(payment.amount) ?? 0;
    const unused =
      pass.kind === 'membership'
        ? unusedDaysValue(paid, payment, now)
        : unusedCreditsValue(paid, pass.creditsLeft ?? 0, pass.creditsTotal ?? 0);
    const refund = formatPence(unused);
    await endPass(tx, pass.id, refund, now);
    // Paid from the gift balance, the refund goes back there: one entry under the unique reference
    // `refund:pass:<id>`, as a cooling-off refund's, so a pass is refunded once however it ends.
    if (unused > 0 && paidFromBalance(payment.paymentReference)) {
      await creditBalance(tx, { userId: pass.userId, amount: refund, reference: `refund:pass:${pass.id}` });
    }
    // Its holder is told, if the suspension commits (docs/decisions/0019).
    await recordEvent(tx, { kind: 'pass.ended', passId: pass.id });
  }
}
