import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../../../../common/constants';
import { londonShort, londonTime } from '../../../../common/london-format';
import { isoDate, londonTime as londonParts } from '../../../../common/london-time';
import { bookings } from '../../../db/schema';
import { conflict, type HttpError } from '../../../lib/http-errors';

/**
 * Hold churn (docs/decisions/0052): a hold that runs out unpaid frees its place, so without a pause
 * one account could hold the same place again and again and never pay. After its hold of a session
 * ran out, the account waits `cooldownMinutes` (BOOKING_HOLD_COOLDOWN_MINUTES) from the hold's end
 * before it can hold that session again. Others may book the freed place at once.
 */

/** The instant before which a run-out hold no longer keeps its account waiting. */
export const cooldownSince = (now: Date, cooldownMinutes: number) =>
  new Date(now.getTime() - cooldownMinutes * 60_000);

const expiredHoldOf = (userId: SQL | Placeholder | string, sessionId: SQL | Placeholder | string) =>
  sql`${bookings.userId} = ${userId}::uuid and ${bookings.sessionId} = ${sessionId}::uuid
    and ${bookings.status} = 'cancelled' and ${bookings.cancellationReason} = ${sql.raw(`'${HOLD_EXPIRED_REASON}'`)}`;

/**
 * For the booking statement: whether `userId` let a hold of `sessionId` run out after `since`. The
 * statement takes no place while it is true; cooldownRefusal then says until when.
 */
export const inHoldCooldown = (userId: SQL | Placeholder, sessionId: Placeholder, since: Placeholder) =>
  sql`exists (select 1 from ${bookings} where ${expiredHoldOf(userId, sessionId)}
    and ${bookings.holdExpiresAt} > ${since}::timestamptz)`;

/** "14:32" today, "Tue 1 Dec, 14:32" on another day, London time. */
function whenInLondon(instant: Date, now: Date): string {
  const sameDay = isoDate(londonParts(instant)) === isoDate(londonParts(now));
  return sameDay ? londonTime(instant) : londonShort(instant);
}

/**
 * For the refusal's facts (refusal-facts.ts): when the last of `userId`'s holds of `sessionId` that ran
 * out after `since` ended, or null.
 */
export const lastRunOutHold = (userId: Placeholder, sessionId: Placeholder, since: Placeholder) =>
  sql`(select max(${bookings.holdExpiresAt}) from ${bookings} where ${expiredHoldOf(userId, sessionId)}
    and ${bookings.holdExpiresAt} > ${since}::timestamptz)`;

/** The 409 for an account whose hold of the session ran out at `endedAt`, or undefined once it may book again. */
export function cooldownRefusal(
  endedAt: Date | null | undefined,
  input: { now: Date; cooldownMinutes: number },
): HttpError | undefined {
  if (input.cooldownMinutes <= 0 || !endedAt) return undefined;
  // Rounded up to the minute, so the time said is never a moment too early.
  const until = new Date(Math.ceil((endedAt.getTime() + input.cooldownMinutes * 60_000) / 60_000) * 60_000);
  return conflict(
    `Your hold on this session ran out. You can book it again from ${whenInLondon(until, input.now)}.`,
    'HOLD_COOLDOWN',
  );
}
