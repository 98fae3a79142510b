import type { Booking } from '../../../common/schemas/booking';
import type { BookingWithDetailsRow } from './bookings.repository';

export function toBookingDto({ booking, session, class: cls, studio }: BookingWithDetailsRow): Booking {
  return {
    id: booking.id,
    userId: booking.userId,
    sessionId: booking.sessionId,
    status: booking.status,
    paymentIntentId: booking.paymentIntentId,
    amountPaid: booking.amountPaid,
    bookingDate: (booking.bookingDate ?? booking.createdAt ?? new Date(0)).toISOString(),
    cancellationReason: booking.cancellationReason,
    createdAt: (booking.createdAt ?? new Date(0)).toISOString(),
    session: {
      id: session.id,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime.toISOString(),
      class: { ...cls, studio },
    },
  };
}
