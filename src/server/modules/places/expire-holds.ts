import { and, eq, lte, sql } from 'drizzle-orm';
import { BookingStatus } from '../../../common/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { dueHoldOfClass } from '../../db/due-holds';
import { prepared } from '../../db/prepared';
import { bookings } from '../../db/schema';
import { lockSession } from './locks';
import { promoteWaitlist } from './promote-waitlist';
import { markHoldsExpired } from './rows/bookings.writes';
import { releasePlaces } from './rows/sessions.writes';
import { assertTransition } from './transitions';

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
async function findSessionsWithDueHolds(db: DbOrTx, now: Date, scope: HoldScope): Promise<string[]> {
  const kind = Object.keys(scope)[0] ?? 'all';
  const name = `due_holds_by_${kind}`;
  const statement = prepared(db, name, (d) =>
    d
      .selectDistinct({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, BookingStatus.pending),
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
 * caller's transaction, which has locked the session row (lockSession). Only rows still pending
 * change, so a payment that won the booking's row lock first keeps its place. Returns how many places
 * came free; the caller hands them to the waitlist.
 */
export async function expireHoldsOfSession(tx: DbOrTx, sessionId: string, now: Date): Promise<number> {
  assertTransition('booking', BookingStatus.pending, BookingStatus.cancelled, 'system');
  const expired = await markHoldsExpired(tx, sessionId, now);
  await releasePlaces(tx, sessionId, expired);
  return expired;
}

/**
 * Cancels every hold in `scope` that ran out unpaid by `now` ("Payment not completed in time") and
 * hands the freed places to the waitlist, one transaction per session: the session row is locked
 * first, then the holds are cancelled, the places given back and promoteWaitlist fills them. Read
 * paths call it for what they are about to show (lazy expiry), and the hold timer calls it for
 * everything (docs/decisions/0035). Returns how many places came free.
 */
export async function expireDueHolds(db: Db, now: Date, scope: HoldScope = {}): Promise<number> {
  const sessionIds = await findSessionsWithDueHolds(db, now, scope);
  let freed = 0;
  for (const sessionId of sessionIds) {
    freed += await db.transaction(async (tx) => {
      await lockSession(tx, sessionId);
      const count = await expireHoldsOfSession(tx, sessionId, now);
      if (count > 0) await promoteWaitlist(tx, sessionId, now);
      return count;
    });
  }
  return freed;
}
