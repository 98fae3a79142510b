import { cancellationDeadline, freeCancellationUntil } from '../../../common/booking-rules';
import type { Booking } from '../../../common/schemas/booking';
import type { BookingWithDetailsRow } from './bookings.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The answered status: a confirmed booking whose session has ended is 'completed' (derived at read
 * time rather than written by a job, docs/decisions/0020).
 */
export function answeredStatus(status: string, sessionEnd: Date, now: Date): string {
  return status === 'confirmed' && sessionEnd <= now ? 'completed' : status;
}

export function toBookingDto(
  { booking, session, class: cls, studio, review }: BookingWithDetailsRow,
  now: Date = new Date(),
): Booking {
  const { status: sessionStatus, meetingLink, ...times } = session;
  const status = answeredStatus(booking.status, session.endTime, now);
  return {
    id: booking.id,
    userId: booking.userId,
    sessionId: booking.sessionId,
    status,
    paymentIntentId: booking.paymentIntentId,
    amountPaid: booking.amountPaid,
    bookingDate: (booking.bookingDate ?? booking.createdAt ?? new Date(0)).toISOString(),
    cancellationReason: booking.cancellationReason,
    createdAt: (booking.createdAt ?? new Date(0)).toISOString(),
    cancellationDeadline: cancellationDeadline(
      session.startTime,
      studio.cancellationWindowHours,
    ).toISOString(),
    freeCancellationUntil: iso(freeCancellationUntil(booking.promotedAt)),
    cancelledAt: iso(booking.cancelledAt),
    lateCancellation: booking.lateCancellation,
    refund: booking.refund,
    holdExpiresAt: booking.status === 'pending' ? iso(booking.holdExpiresAt) : null,
    paidAt: iso(booking.paidAt),
    paymentReference: booking.paymentReference,
    promotedFromWaitlist: booking.promotedFromWaitlist,
    promotedAt: iso(booking.promotedAt),
    attendance: booking.attendance,
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
