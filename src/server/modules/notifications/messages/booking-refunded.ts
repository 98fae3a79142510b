import { eq } from 'drizzle-orm';
import { londonShort } from '../../../../common/london-format';
import { bookingRefunds } from '../../../db/schema';
import { type BookingDetails, findBookingDetails } from '../event-details.repository';
import { bookingPath } from '../links';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { recipient, seeBooking } from './shared';

/** An operator refunded part or all of a paid booking on the studio's behalf (docs/decisions/0079). */
type Data = BookingDetails & { refundAmount: string; refundReason: string };

const subject = (b: Data) => `A refund of £${b.refundAmount} for ${b.classTitle}`;

export const bookingRefunded = defineMessage<'booking.refunded', Data>({
  async load(g, event) {
    const [[b], [refund]] = await Promise.all([
      findBookingDetails(g.db, [event.bookingId]),
      g.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, event.refundId)),
    ]);
    return b && refund && { ...b, refundAmount: refund.amount, refundReason: refund.reason };
  },
  mail: (b, site) => [
    {
      ...recipient(b),
      subject: subject(b),
      paragraphs: [
        `We have refunded £${b.refundAmount} of the £${b.amountPaid} you paid for ${b.classTitle} at ${b.studioName} on ${londonShort(b.startTime)}, on the studio's behalf.`,
        `The reason: ${b.refundReason}`,
        'It goes back the way you paid.',
      ],
      link: seeBooking(b, site),
    },
  ],
  bell: (b) => [
    {
      userId: b.userId,
      kind: 'booking-refunded',
      title: subject(b),
      body: `${b.studioName}, ${londonShort(b.startTime)}. ${b.refundReason}`,
      href: bookingPath(b.bookingId),
    },
  ],
  samples: [
    { ...SAMPLE_BOOKING, refundAmount: '8.00', refundReason: "The studio's heating failed during class." },
  ],
});
