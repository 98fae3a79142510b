import { asc, eq, inArray } from 'drizzle-orm';
import { formatPence, toPence } from '../../../common/money';
import { refundTooLargeMessage } from '../../../common/refund-amount';
import type { DbOrTx, Tx } from '../../db/client';
import { bookingRefunds, bookings } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { creditBalance, paidFromBalanceOf } from '../balance/ledger';
import { recordEvent } from '../notifications/outbox';
import { balancePartOfRefund, refundedByOperators } from './balance-refunds';

export interface RefundRequest {
  bookingId: string;
  /** Pounds, "7.50": checked as an amount by the route's schema. */
  amount: string;
  reason: string;
  operatorId: string;
  now: Date;
}

export type BookingRefundRow = typeof bookingRefunds.$inferSelect;

/** The refunds operators made of these bookings, oldest first. */
export function findRefundsOfBookings(db: DbOrTx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingRefunds)
    .where(inArray(bookingRefunds.bookingId, [...bookingIds]))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

/**
 * An operator refunds a paid booking on the studio's behalf, in full or in part (docs/decisions/0079),
 * inside the caller's transaction. The booking's row is locked first, so two refunds of one booking
 * run one after the other and the second sees the first. What is left to refund is what was paid,
 * less a full refund the booking already had (a cancellation in time, the studio cancelling) and
 * the earlier operators' refunds. What the gift balance paid goes back there first, the rest to the
 * card (balancePartOfRefund, docs/decisions/0127); the student is told through the outbox. Undefined when there is no such booking.
 */
export async function refundBooking(tx: Tx, request: RefundRequest) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      amountPaid: bookings.amountPaid,
      paidAt: bookings.paidAt,
      refund: bookings.refund,
    })
    .from(bookings)
    .where(eq(bookings.id, request.bookingId))
    .for('update');
  if (!booking) return undefined;
  const paid = toPence(booking.amountPaid) ?? 0;
  if (booking.paidAt === null || paid === 0) {
    throw conflict('This booking was never paid for, so there is nothing to refund.', 'BOOKING_NOT_PAID');
  }
  const earlier = await refundedByOperators(tx, [booking.id]);
  const refunded = booking.refund === 'full' ? paid : (earlier.get(booking.id) ?? 0);
  const left = Math.max(paid - refunded, 0);
  const amount = toPence(request.amount) ?? 0;
  if (amount > left) {
    throw conflict(refundTooLargeMessage(formatPence(left), booking.amountPaid), 'REFUND_TOO_LARGE');
  }
  const [row] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: booking.id,
      amount: formatPence(amount),
      reason: request.reason,
      operatorId: request.operatorId,
      // Never before the payment it gives back: a request stamps the instant it began, which may be
      // before a payment it found committed (docs/decisions/0122).
      createdAt: booking.paidAt > request.now ? booking.paidAt : request.now,
    })
    .returning();
  const refund = row as BookingRefundRow;
  const fromBalance = (await paidFromBalanceOf(tx, [booking.id])).get(booking.id) ?? 0;
  const toBalance = balancePartOfRefund(fromBalance, earlier.get(booking.id) ?? 0, amount);
  if (toBalance > 0) {
    await creditBalance(tx, {
      userId: booking.userId,
      amount: formatPence(toBalance),
      reference: `refund:booking:${booking.id}:${refund.id}`,
    });
  }
  await recordEvent(tx, { kind: 'booking.refunded', bookingId: booking.id, refundId: refund.id });
  return refund;
}
