import type { Db } from '../../db/client';
import { recordEvent } from '../notifications/outbox';
import { lockPass } from './locks';
import { spendCredit } from './rows/passes.writes';
import { passRefusal } from './rules/pass-validity';
import { type BookPlaceInput, type BookPlaceResult, takePlace } from './take-place';

/**
 * Books a place paid with a pass's credit, in one transaction (docs/decisions/0055): the booking
 * statement takes the place and inserts the booking confirmed (every rule of takePlace applies: the
 * caps, the cooldown, the own studio, the room), then the pass's row is locked (class → session →
 * pass, the one order) and checked against the session's studio and start; a pass that cannot pay
 * throws its 409 and the rollback gives the place back. Of two bookings racing for a pass's last
 * credit, the second waits for the pass's lock and then finds it empty.
 */
export function bookWithPass(
  db: Db,
  input: Omit<BookPlaceInput, 'passId' | 'paidAt' | 'amountPaid' | 'booker'> & {
    /** The signed-in account: a pass is only ever spent by the account that holds it. */
    userId: string;
    passId: string;
    now: Date;
  },
): Promise<BookPlaceResult> {
  const { now, userId, ...place } = input;
  return db.transaction(async (tx) => {
    const result = await takePlace(tx, {
      ...place,
      now,
      booker: { userId },
      amountPaid: null,
      paidAt: now.toISOString(),
    });
    if (result.status !== 'booked') return result;
    const { session, studio, booking } = result.row;
    const refusal = passRefusal(await lockPass(tx, input.passId), {
      userId: input.userId,
      studioId: studio.id,
      startTime: session.startTime,
      now,
    });
    if (refusal) throw refusal;
    await spendCredit(tx, input.passId);
    await recordEvent(tx, { kind: 'booking.confirmed', bookingId: booking.id, promoted: false });
    return result;
  });
}
