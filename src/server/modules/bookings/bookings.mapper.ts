import { deadlineOf, freeCancellationUntil } from '../../../common/booking-rules';
import type { PaidWith } from '../../../common/constants';
import type { Booking } from '../../../common/schemas/booking';
import type { BookingStatus } from '../../../common/statuses';
import type { BookingWithDetailsRow } from './bookings.repository';

/** A nullable timestamp as the wire writes it. */
export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The booking's own record as both the student's and the studio's answers carry it. */
export function bookingRecord(booking: BookingWithDetailsRow['booking']) {
  return {
    id: booking.id,
    amountPaid: booking.amountPaid,
    bookingDate: (booking.bookingDate ?? booking.createdAt ?? new Date(0)).toISOString(),
    createdAt: (booking.createdAt ?? new Date(0)).toISOString(),
    cancellationReason: booking.cancellationReason,
    cancelledAt: iso(booking.cancelledAt),
    refund: booking.refund,
    attendance: booking.attendance,
  };
}

/**
 * The answered status: a confirmed booking whose session has ended is 'completed' (derived at read
 * time rather than written by a job, docs/decisions/0020).
 */
export function answeredStatus(status: BookingStatus, sessionEnd: Date, now: Date): BookingStatus {
  return status === 'confirmed' && sessionEnd <= now ? 'completed' : status;
}

/** How a place was paid: with a pass's credit, by card (the payment provider), or null while held. */
export function paidWith(booking: { passId: string | null; paidAt: Date | null }): PaidWith | null {
  if (booking.passId) return 'pass';
  return booking.paidAt ? 'card' : null;
}

export function toBookingDto(
  { booking, session, class: cls, studio, review, promo, operatorRefunds }: BookingWithDetailsRow,
  now: Date,
): Booking {
  const { status: sessionStatus, meetingLink, ...times } = session;
  const status = answeredStatus(booking.status, session.endTime, now);
  return {
    ...bookingRecord(booking),
    userId: booking.userId,
    sessionId: booking.sessionId,
    status,
    paymentIntentId: booking.paymentIntentId,
    cancellationDeadline: deadlineOf({
      cancellationDeadline: booking.cancellationDeadline,
      startTime: session.startTime,
      windowHours: studio.cancellationWindowHours,
    }).toISOString(),
    freeCancellationUntil: iso(freeCancellationUntil(booking.promotedAt)),
    lateCancellation: booking.lateCancellation,
    holdExpiresAt: booking.status === 'pending' ? iso(booking.holdExpiresAt) : null,
    paidAt: iso(booking.paidAt),
    paymentReference: booking.paymentReference,
    paidWith: paidWith(booking),
    passId: booking.passId,
    promotedFromWaitlist: booking.promotedFromWaitlist,
    promotedAt: iso(booking.promotedAt),
    // amount_paid is the price less any promo discount (docs/decisions/0064): what the payment takes.
    amountDue: booking.amountPaid,
    amountRefunded: booking.refund === 'full' ? booking.amountPaid : operatorRefunds,
    promoCode: promo?.code ?? null,
    discount: booking.discount,
    review: review?.id
      ? {
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          createdAt: (review.createdAt ?? new Date(0)).toISOString(),
          updatedAt: iso(review.updatedAt),
        }
      : null,
    session: {
      id: times.id,
      startTime: times.startTime.toISOString(),
      endTime: times.endTime.toISOString(),
      status: sessionStatus,
      // The link is for people who have paid for a place: not while held, not after a cancellation.
      meetingLink: booking.status === 'confirmed' ? meetingLink : null,
      class: { ...cls, studio },
    },
  };
}
