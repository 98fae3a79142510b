import type { Db } from '../../db/client';
import { lockSession, promoteWaitlist } from '../waitlist/promote-waitlist';
import { expireHoldsOfSession, findSessionsWithDueHolds, type HoldScope } from './holds.repository';

/**
 * Cancels every hold in `scope` that ran out unpaid by `now` ("Payment not completed in time") and
 * hands the freed places to the waitlist, one transaction per session: the session row is locked
 * first, as on every path that moves places, then the holds are cancelled, the places given back and
 * promoteWaitlist fills them. Read paths call it for what they are about to show (lazy expiry), and
 * the hold timer calls it for everything (docs/decisions/0035). Returns how many places came free.
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
