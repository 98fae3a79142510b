import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { addCalendarMonths } from '../../../common/pass-terms';
import { PassStatus } from '../../../common/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { passes } from '../../db/schema';
import { recordEvent } from '../notifications/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { lockPass } from './locks';
import { claimRenewal, markPastDue, settleRenewal, startPeriod } from './rows/passes.writes';

export type RenewalOutcome = 'renewed' | 'declined' | 'not-due';

/** At most this many renewals per sweep; the next minute's sweep takes the rest. */
const BATCH = 100;

/**
 * Which period a membership renews into at `now`, and where that period ends: period n ends at
 * addCalendarMonths(validFrom, n, anchorDay) (docs/decisions/0056). The renewal at `renewsAt` (the
 * end of period k) starts period k + 1; periods that ended entirely while no worker ran are not
 * charged: it renews into the period that contains `now` (docs/decisions/0062).
 */
export function renewalPeriod(
  pass: { validFrom: Date; anchorDay: number | null; renewsAt: Date },
  now: Date,
): { period: number; start: Date; end: Date } {
  const anchor = pass.anchorDay ?? 1;
  const endOf = (n: number) => addCalendarMonths(pass.validFrom, n, anchor);
  let ended = 1;
  while (endOf(ended) < pass.renewsAt) ended += 1;
  let period = ended + 1;
  while (endOf(period) <= now) period += 1;
  return { period, start: endOf(period - 1), end: endOf(period) };
}

/** Memberships due at `now`: active, renewing, `renewsAt` reached. */
export async function findDueMemberships(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: passes.id })
    .from(passes)
    .where(
      and(
        eq(passes.kind, 'membership'),
        eq(passes.status, PassStatus.active),
        isNotNull(passes.renewsAt),
        lte(passes.renewsAt, now),
      ),
    )
    .orderBy(asc(passes.renewsAt), asc(passes.id))
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/**
 * Renews one membership at `now` (docs/decisions/0062), in one transaction under the pass's lock:
 * - not due (cancelled: `renewsAt` null; past due; not yet time; renewed meanwhile by another
 *   worker): nothing;
 * - else the period is claimed (`pass_renewals`, unique per pass and period: a second worker or a
 *   retried job finds it taken and does nothing), the demo provider charged the pass's price with
 *   `pass-renewal:<pass>:<period>` as its idempotency key, then either the period starts (its end is
 *   the new `expiresAt` and `renewsAt`, the credits reset) with a receipt, or, declined, the pass is
 *   `past_due` and the student is e-mailed. Either outcome is recorded against the period, so a
 *   declined period is not charged again by the sweep.
 */
export function renewMembership(
  db: Db,
  provider: PaymentProvider,
  passId: string,
  now: Date,
): Promise<RenewalOutcome> {
  return db.transaction(async (tx) => {
    const pass = await lockPass(tx, passId);
    if (
      pass?.kind !== 'membership' ||
      pass.status !== PassStatus.active ||
      !pass.renewsAt ||
      pass.renewsAt > now
    ) {
      return 'not-due';
    }
    const { period, start, end } = renewalPeriod({ ...pass, renewsAt: pass.renewsAt }, now);
    // Claimed before the charge: whoever finds the period taken charges nothing.
    const renewalId = await claimRenewal(tx, {
      passId: pass.id,
      period,
      status: 'paid',
      amount: pass.amountPaid,
      periodStart: start,
      periodEnd: end,
    });
    if (!renewalId) return 'not-due';
    const charge = await provider.charge({
      bookingId: `pass-renewal:${pass.id}:${period}`,
      amount: pass.amountPaid,
      currency: 'GBP',
      method: 'demo',
    });
    if (charge.status !== 'paid') {
      await settleRenewal(tx, renewalId, { status: 'declined', paymentReference: null });
      await markPastDue(tx, pass.id);
      await recordEvent(tx, { kind: 'pass.renewal-failed', passId: pass.id, period });
      return 'declined';
    }
    await settleRenewal(tx, renewalId, { status: 'paid', paymentReference: charge.reference });
    await startPeriod(tx, pass.id, end);
    await recordEvent(tx, { kind: 'pass.renewed', passId: pass.id, period });
    return 'renewed';
  });
}

/** Every membership due at `now`, one transaction each: the worker's minute sweep. */
export async function renewDueMemberships(db: Db, provider: PaymentProvider, now: Date) {
  const outcomes: RenewalOutcome[] = [];
  for (const id of await findDueMemberships(db, now)) {
    outcomes.push(await renewMembership(db, provider, id, now));
  }
  return outcomes;
}
