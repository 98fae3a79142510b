import type { Tx } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { cancelSessions, findBookedFutureSessions } from './session-cancellation';

/**
 * Before a studio or class leaves the catalogue: its future sessions that hold confirmed bookings
 * are either a 409 (the owner decides what happens to those students) or, with `cancelSessions`,
 * cancelled like any session the studio cancels. The caller has locked the studio or class row, so
 * no booking can arrive on these classes until the transaction ends (see bookPlace).
 */
export async function settleBookedSessions(
  tx: Tx,
  options: { classIds: string[]; cancel: boolean; reason: string; what: 'studio' | 'class'; now: Date },
) {
  const booked = await findBookedFutureSessions(tx, options.classIds, options.now);
  if (booked.length === 0) return;
  if (!options.cancel) {
    const sessionsText =
      booked.length === 1 ? '1 upcoming session has' : `${booked.length} upcoming sessions have`;
    throw conflict(
      `This ${options.what} cannot be deactivated: ${sessionsText} bookings (paid or held). Cancel those sessions first, or deactivate with cancelSessions=true to cancel them and notify the students.`,
      'HAS_BOOKED_SESSIONS',
    );
  }
  await cancelSessions(tx, booked, options.reason, options.now);
}
