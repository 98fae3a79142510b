import { londonDateTime } from '../../../../common/london-format';
import type { BookingDetails } from '../event-details.repository';
import { loadBooking } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { aboutClass, findAnotherClass, forBooking, fullRefund, recipient, when } from './shared';

/** Cancelled by the student: what happens to their money. */
export const bookingCancelled = defineMessage<'booking.cancelled', BookingDetails>({
  load: (g, event) => loadBooking(g, event.bookingId),
  mail(b, site) {
    const outcome = b.lateCancellation
      ? b.refilledAt
        ? "You cancelled after the studio's cancellation deadline, but someone from the waiting list has taken your place, so there is no late fee (we have e-mailed you about it)."
        : "You cancelled after the studio's cancellation deadline, so this time there is no refund. If someone from the waiting list takes your place before the class, there will be no late fee."
      : b.refund === 'credit'
        ? 'You cancelled in good time, so the credit is back on your pass.'
        : `You cancelled in good time, so ${fullRefund(b)}.`;
    return [
      {
        ...recipient(b),
        subject: `Your booking for ${b.classTitle} is cancelled`,
        paragraphs: [
          `Your booking for ${b.classTitle} at ${b.studioName} on ${londonDateTime(b.startTime)} has been cancelled.`,
          outcome,
        ],
        link: findAnotherClass(site),
        ...aboutClass(b),
      },
    ];
  },
  bell(b) {
    const outcome = b.lateCancellation
      ? 'This was a late cancellation: no refund.'
      : b.refund === 'credit'
        ? 'The credit is back on your pass.'
        : 'You will get a full refund.';
    return [forBooking(b, 'booking-cancelled', `Cancelled: ${b.classTitle}`, `${when(b)}. ${outcome}`)];
  },
  samples: [
    { ...SAMPLE_BOOKING, bookingStatus: 'cancelled', refund: 'full' },
    // An operator had refunded part of it: only the rest comes back.
    { ...SAMPLE_BOOKING, bookingStatus: 'cancelled', refund: 'full', operatorRefunds: '13.50' },
    { ...SAMPLE_BOOKING, bookingStatus: 'cancelled', lateCancellation: true },
  ],
});
