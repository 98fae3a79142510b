import { and, eq, lte, sql } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../../../common/constants';
import type { DbOrTx } from '../../db/client';
import { dueHoldOfClass } from '../../db/due-holds';
import { prepared } from '../../db/prepared';
import { bookings, sessions } from '../../db/schema';

/** Which expired holds to look for: one booking's, one session's, one class's, one user's, or all. */
export type HoldScope =
  | { bookingId: string }
  | { sessionId: string }
  | { classId: string }
  | { userId: string }
  | Record<string, never>;

/** Which column a scope pins, and the placeholder its id arrives in; undefined for every hold. */
function scopeCondition(scope: HoldScope) {
  if ('bookingId' in scope) return eq(bookings.id, sql.placeholder('id'));
  if ('sessionId' in scope) return eq(bookings.sessionId, sql.placeholder('id'));
  if ('userId' in scope) return eq(bookings.userId, sql.placeholder('id'));
  if ('classId' in scope) return dueHoldOfClass(sql.placeholder('id'));
  return undefined;
}

/**
 * Sessions with a hold that has run out by `now`. It reads only the small partial index of pending
 * bookings (bookings_pending_hold_idx), so every read path can afford to ask; one prepared statement
 * per kind of scope, as every read path asks.
 */
export async function findSessionsWithDueHolds(db: DbOrTx, now: Date, scope: HoldScope): Promise<string[]> {
  const kind = Object.keys(scope)[0] ?? 'all';
  const name = `due_holds_by_${kind}`;
  const statement = prepared(db, name, (d) =>
    d
      .selectDistinct({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending'),
          lte(bookings.holdExpiresAt, sql.placeholder('now')),
          scopeCondition(scope),
        ),
      )
      .prepare(name),
  );
  const id = Object.values(scope)[0];
  const rows = await statement.execute(id === undefined ? { now } : { now, id });
  return rows.map((r) => r.sessionId);
}

/**
 * Cancels the session's holds that have run out by `now` and gives their places back, in the
 * caller's transaction (which has locked the session row). Only rows still pending change, so a
 * payment that won the booking's row lock first keeps its place. Returns how many places came free.
 */
export async function expireHoldsOfSession(tx: DbOrTx, sessionId: string, now: Date): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancellationReason: HOLD_EXPIRED_REASON, cancelledAt: now })
    .where(
      and(
        eq(bookings.sessionId, sessionId),
        eq(bookings.status, 'pending'),
        lte(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id });
  if (expired.length > 0) {
    await tx
      .update(sessions)
      .set({
        currentParticipants: sql`greatest(coalesce(${sessions.currentParticipants}, 0) - ${expired.length}, 0)`,
      })
      .where(eq(sessions.id, sessionId));
  }
  return expired.length;
}

/**
 * Marks a held booking paid, only while it is still pending and its hold runs past `now`: of a
 * payment and an expiry racing for the row, exactly one changes it. True when this call paid it.
 */
export async function markPaid(
  tx: DbOrTx,
  input: { bookingId: string; reference: string; now: Date },
): Promise<boolean> {
  const paid = await tx
    .update(bookings)
    .set({
      status: 'confirmed',
      paidAt: input.now,
      paymentReference: input.reference,
      paymentIntentId: input.reference,
    })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.status, 'pending'),
        sql`${bookings.holdExpiresAt} > ${input.now}`,
      ),
    )
    .returning({ id: bookings.id });
  return paid.length === 1;
}

/** The booking's row, locked for the caller's transaction: payment and expiry meet here. */
export async function lockBooking(tx: DbOrTx, bookingId: string, userId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      sessionId: bookings.sessionId,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      amountPaid: bookings.amountPaid,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for('update');
  return row;
}
