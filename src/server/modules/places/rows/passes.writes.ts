import { eq, sql } from 'drizzle-orm';
import { PassStatus } from '../../../../common/statuses';
import type { DbOrTx } from '../../../db/client';
import { passes, passRenewals } from '../../../db/schema';

// Writes of a pass's credits. Only the places module imports this file (.dependency-cruiser.cjs): a
// credit moves only with the place it pays for, in the same transaction (docs/decisions/0055). An
// unlimited membership has no count (null), and null stays null. The CHECK (0 <= left <= total)
// fails a count that would drift, instead of clamping it.

/** One credit of the pass pays for a place; the caller holds the pass's row lock (locks.lockPass). */
export async function spendCredit(tx: DbOrTx, passId: string): Promise<void> {
  await tx
    .update(passes)
    .set({ creditsLeft: sql`${passes.creditsLeft} - 1` })
    .where(eq(passes.id, passId));
}

/**
 * Gives back the credits of cancelled bookings, one per booking (a pass may have paid for several
 * of them), one pass at a time in id order, so two writers never lock two passes in opposite orders.
 */
export async function returnCredits(tx: DbOrTx, passIds: readonly (string | null)[]): Promise<void> {
  const perPass = new Map<string, number>();
  for (const id of passIds) if (id) perPass.set(id, (perPass.get(id) ?? 0) + 1);
  for (const id of [...perPass.keys()].sort()) {
    await tx
      .update(passes)
      .set({ creditsLeft: sql`${passes.creditsLeft} + ${perPass.get(id) ?? 0}` })
      .where(eq(passes.id, id));
  }
}

/**
 * Claims the renewal of a membership into `period`: the row's unique (pass, period) key lets one
 * caller have it, however many workers or retries try (docs/decisions/0062). Undefined when the
 * period was claimed before.
 */
export async function claimRenewal(
  tx: DbOrTx,
  values: Omit<typeof passRenewals.$inferInsert, 'id' | 'createdAt'>,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(passRenewals)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: passRenewals.id });
  return row?.id;
}

/** The renewal's charge outcome: paid, with its reference, or declined. */
export async function settleRenewal(
  tx: DbOrTx,
  renewalId: string,
  outcome: { status: 'paid' | 'declined'; paymentReference: string | null },
) {
  await tx.update(passRenewals).set(outcome).where(eq(passRenewals.id, renewalId));
}

/** A renewed membership: the new period's end, and its credits reset to the period's allowance. */
export async function startPeriod(tx: DbOrTx, passId: string, periodEnd: Date): Promise<void> {
  await tx
    .update(passes)
    .set({ expiresAt: periodEnd, renewsAt: periodEnd, creditsLeft: sql`${passes.creditsTotal}` })
    .where(eq(passes.id, passId));
}

/** A declined renewal: the membership is past due and pays for nothing until settled. */
export async function markPastDue(tx: DbOrTx, passId: string): Promise<void> {
  await tx.update(passes).set({ status: PassStatus.past_due }).where(eq(passes.id, passId));
}

/**
 * A pass its studio's suspension ended at `now` (docs/decisions/0120), as a cooling-off cancellation
 * ends one: 'cancelled', no renewal, and what was refunded. Its credits stay as they are: they count
 * its bookings (src/server/db/invariants.ts), and a cancelled pass pays for nothing anyway.
 */
export async function endPass(tx: DbOrTx, passId: string, refundAmount: string, now: Date): Promise<void> {
  await tx
    .update(passes)
    .set({ status: PassStatus.cancelled, renewsAt: null, endsAt: now, cancelledAt: now, refundAmount })
    .where(eq(passes.id, passId));
}
