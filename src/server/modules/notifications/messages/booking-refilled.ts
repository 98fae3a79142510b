import { londonDateTime, londonShort } from '../../../../common/london-format';
import type { BookingDetails } from '../event-details.repository';
import { loadBooking } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { forBooking, fullRefund, recipient, seeBooking } from './shared';

/** A late cancellation's place was taken from the waitlist: its late fee is refunded (or its credit back). */
type Data = BookingDetails;

const subject = (b: Data) => `Your place on ${b.classTitle} was taken: no late fee`;
const outcome = (b: Data) => (b.passId ? 'the credit is back on your pass' : fullRefund(b));

export const bookingRefilled = defineMessage<'booking.refilled', Data>({
  load: (g, event) => loadBooking(g, event.bookingId),
  mail: (b, site) => [
    {
      ...recipient(b),
      subject: subject(b),
      paragraphs: [
        `You cancelled ${b.classTitle} at ${b.studioName} on ${londonDateTime(b.startTime)} after the studio's cancellation deadline.`,
        `Someone from the waiting list has taken your place, so there is no late fee: ${outcome(b)}.`,
      ],
      link: seeBooking(b, site),
    },
  ],
  bell: (b) => [
    forBooking(b, 'late-fee-refunded', subject(b), `${londonShort(b.startTime)}: ${outcome(b)}.`),
  ],
  samples: [
    {
      ...SAMPLE_BOOKING,
      bookingStatus: 'cancelled',
      lateCancellation: true,
      refilledAt: new Date('2026-12-01T10:00:00Z'),
    },
  ],
});
