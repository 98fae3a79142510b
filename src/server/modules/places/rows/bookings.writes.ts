import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../../../../common/constants';
import { BookingStatus, PLACE_HOLDING_STATUSES } from '../../../../common/statuses';
import type { DbOrTx } from '../../../db/client';
import { bookings, classes, sessions, studios } from '../../../db/schema';

// Writes of a booking's status and payment state. Only the places module imports this file
// (.dependency-cruiser.cjs). Each write changes a row only while it is still in the status it was
// read in: of any number of racers, exactly one changes it (PostgreSQL re-checks the WHERE on the
// newest row version), and only that one moves the place.

const B = BookingStatus;

/** A session's start less a window in hours: the cancellation deadline (common/booking-rules.ts). */
export const deadlineSql = (startTime: SQL, windowHours: SQL) =>
  sql`(${startTime} - ${windowHours} * interval '1 hour')`;

/**
 * The deadline a place on the session is sold with now, kept on the booking when it is paid
 * (docs/decisions/0118), so the studio's later changes of its window leave it as sold.
 */
const deadlineSoldNow = (
  sessionId: SQL | string,
) => sql`(select ${deadlineSql(sql`s.start_time`, sql`st.cancellation_window_hours`)}
  from ${sessions} s join ${classes} c on c.id = s.class_id join ${studios} st on st.id = c.studio_id
  where s.id = ${sessionId})`;

/**
 * A cancellation's instant: `now`, or the payment's when that is later. Each request stamps the
 * instant it began, so one that began before a payment it then found committed would be dated
 * before it, and the owner's revenue could count the refund on the day before its payment
 * (docs/decisions/0122).
 */
const cancelledAtOrAfterPayment = (now: Date) => sql`greatest(${now}::timestamptz, ${bookings.paidAt})`;

/**
 * Marks a held booking paid, only while it is still pending and its hold runs past `now`: of a
 * payment and an expiry racing for the row, exactly one changes it. The cancellation deadline it is
 * sold with is kept on it. True when this call paid it.
 */
export async function markPaid(
  tx: DbOrTx,
  input: { bookingId: string; reference: string; now: Date },
): Promise<boolean> {
  const paid = await tx
    .update(bookings)
    .set({
      status: B.confirmed,
      paidAt: input.now,
      paymentReference: input.reference,
      paymentIntentId: input.reference,
      cancellationDeadline: deadlineSoldNow(sql`"bookings"."session_id"`),
    })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.status, B.pending),
        sql`${bookings.holdExpiresAt} > ${input.now}`,
      ),
    )
    .returning({ id: bookings.id });
  return paid.length === 1;
}

/**
 * Cancels the booking only if it is still in the status it was read in (`from`). A hold had nothing
 * paid, so it has no refund. True when this call cancelled it.
 */
export async function markCancelled(
  tx: DbOrTx,
  input: {
    bookingId: string;
    reason: string | null;
    late: boolean;
    now: Date;
    from: typeof B.confirmed | typeof B.pending;
    /** Paid with a pass: a free cancellation refunds the credit, not money. */
    paidWithPass: boolean;
  },
): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({
      status: B.cancelled,
      cancelledAt: cancelledAtOrAfterPayment(input.now),
      cancellationReason: input.reason,
      lateCancellation: input.late,
      refund: input.from === B.pending ? null : input.late ? 'none' : input.paidWithPass ? 'credit' : 'full',
    })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, input.from)))
    .returning({ id: bookings.id });
  return changed.length === 1;
}

/** Cancels the session's holds that have run out by `now`; returns how many. */
export async function markHoldsExpired(tx: DbOrTx, sessionId: string, now: Date): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: B.cancelled, cancellationReason: HOLD_EXPIRED_REASON, cancelledAt: now })
    .where(
      and(
        eq(bookings.sessionId, sessionId),
        eq(bookings.status, B.pending),
        lte(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id });
  return expired.length;
}

/**
 * A paid place is refunded in full, or its pass's credit given back (the caller returns the credits
 * of the rows it gets back); a hold not yet paid has nothing to refund.
 */
const refundOfPlace = sql`case when ${bookings.status} = ${B.confirmed}
  then case when ${bookings.passId} is null then 'full' else 'credit' end end`;

/** What a cancellation answers for its refunds: the credit back, or money back to the gift balance. */
const refundColumns = {
  id: bookings.id,
  sessionId: bookings.sessionId,
  userId: bookings.userId,
  passId: bookings.passId,
  refund: bookings.refund,
  amountPaid: bookings.amountPaid,
  paymentReference: bookings.paymentReference,
};
export type RefundedBooking = {
  id: string;
  userId: string;
  passId: string | null;
  refund: string | null;
  amountPaid: string;
  paymentReference: string | null;
};

/** Cancels every booking holding a place on these sessions (the studio cancelled them). */
export function cancelBookingsOfSessions(tx: DbOrTx, sessionIds: string[], reason: string, now: Date) {
  return tx
    .update(bookings)
    .set({
      status: B.cancelled,
      cancellationReason: reason,
      refund: refundOfPlace,
      cancelledAt: cancelledAtOrAfterPayment(now),
    })
    .where(
      and(inArray(bookings.sessionId, sessionIds), inArray(bookings.status, [...PLACE_HOLDING_STATUSES])),
    )
    .returning(refundColumns);
}

/** Cancels every booking of the user holding a place on a session that starts after `now`. */
export function cancelUpcomingBookingsOfUser(tx: DbOrTx, userId: string, reason: string, now: Date) {
  return tx
    .update(bookings)
    .set({
      status: B.cancelled,
      cancelledAt: cancelledAtOrAfterPayment(now),
      cancellationReason: reason,
      refund: refundOfPlace,
      lateCancellation: false,
    })
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [...PLACE_HOLDING_STATUSES]),
        inArray(
          bookings.sessionId,
          tx.select({ id: sessions.id }).from(sessions).where(gt(sessions.startTime, now)),
        ),
      ),
    )
    .returning(refundColumns);
}

/**
 * Confirmed bookings for students promoted from the waitlist (`promoted_from_waitlist`,
 * `promoted_at = now`): paid with the entry's pass (`pass_id`, 0.00, the caller spends the credit),
 * or demo-paid at the class price (payment id and reference `demo_waitlist_<entry>`).
 */
export function insertPromotedBookings(
  tx: DbOrTx,
  sessionId: string,
  price: string,
  entries: { id: string; userId: string; passId: string | null }[],
  now: Date,
) {
  return tx
    .insert(bookings)
    .values(
      entries.map((entry) => {
        const demo = `demo_waitlist_${entry.id.replaceAll('-', '')}`;
        return {
          userId: entry.userId,
          sessionId,
          status: B.confirmed,
          paymentIntentId: entry.passId ? null : demo,
          paymentReference: entry.passId ? null : demo,
          passId: entry.passId,
          paidAt: now,
          amountPaid: entry.passId ? '0.00' : price,
          bookingDate: now,
          promotedFromWaitlist: true,
          promotedAt: now,
          cancellationDeadline: deadlineSoldNow(sessionId),
        };
      }),
    )
    .returning({ id: bookings.id, userId: bookings.userId });
}

/**
 * The session's late cancellations not yet refunded, earliest cancelled first (`cancelled_at, id`):
 * the ones a promotion refills, one each (docs/decisions/0062). Locked (after the session's row, in
 * the one order) until the caller's transaction ends.
 */
export function findUnrefundedLateCancellations(tx: DbOrTx, sessionId: string, limit: number) {
  return tx
    .select(refundColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.sessionId, sessionId),
        eq(bookings.status, B.cancelled),
        eq(bookings.lateCancellation, true),
        eq(bookings.refund, 'none'),
      ),
    )
    .orderBy(bookings.cancelledAt, bookings.id)
    .limit(limit)
    .for('update');
}

/**
 * The late fee of a cancellation whose place was refilled is given back: 'full' (money), or
 * 'credit' (the pass's credit, which the caller returns). Only while still unrefunded: true when
 * this call refunded it.
 */
export async function markRefilled(tx: DbOrTx, bookingId: string, paidWithPass: boolean, now: Date) {
  const changed = await tx
    .update(bookings)
    .set({ refund: paidWithPass ? 'credit' : 'full', refilledAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, B.cancelled), eq(bookings.refund, 'none')))
    .returning({ id: bookings.id });
  return changed.length === 1;
}

/**
 * Applies a promo code's discount to a hold, only while it is still pending and its hold runs past
 * `now` (a payment or an expiry that took the row first leaves it alone). The price is the amount
 * held plus any earlier code's discount, so a second code replaces the first rather than stacking.
 * Exact numeric arithmetic: a percentage rounds to the penny (half away from zero), an amount off is
 * capped at the price, so nothing falls below 0.00. True when this call changed the booking.
 */
export async function markDiscounted(
  tx: DbOrTx,
  input: {
    bookingId: string;
    userId: string;
    promoCodeId: string;
    percentOff: number | null;
    amountOff: string | null;
    now: Date;
  },
): Promise<boolean> {
  const price = sql`(${bookings.amountPaid} + coalesce(${bookings.discount}, 0))`;
  const discount =
    input.percentOff !== null
      ? sql`round(${price} * ${input.percentOff}::numeric / 100, 2)`
      : sql`least(${input.amountOff}::numeric, ${price})`;
  const changed = await tx
    .update(bookings)
    .set({ promoCodeId: input.promoCodeId, discount, amountPaid: sql`${price} - ${discount}` })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.userId, input.userId),
        eq(bookings.status, B.pending),
        sql`${bookings.holdExpiresAt} > ${input.now}`,
      ),
    )
    .returning({ id: bookings.id });
  return changed.length === 1;
}
