import { bookingReference } from '../../../../common/booking-reference';
import { deadlineOf, freeCancellationUntil } from '../../../../common/booking-rules';
import { londonDateTime } from '../../../../common/london-format';
import { type BookingData, loadBooking } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { aboutClass, calendarOf, forBooking, pounds, practical, recipient, seeBooking, when } from './shared';

/** Paid, or given a place from the waiting list (`promoted`): the receipt, with the class's calendar entry. */
type Data = BookingData & { promoted: boolean };

export const bookingConfirmed = defineMessage<'booking.confirmed', Data>({
  async load(g, event) {
    const b = await loadBooking(g, event.bookingId, true);
    return b && { ...b, promoted: event.promoted };
  },
  mail(b, site) {
    const deadline = deadlineOf(b);
    const grace = freeCancellationUntil(b.promotedAt);
    return [
      {
        ...recipient(b),
        subject: b.promoted
          ? `A place opened up: you're booked for ${b.classTitle}`
          : `You're booked: ${b.classTitle}, ${londonDateTime(b.startTime)}`,
        paragraphs: b.promoted
          ? [
              `Good news: a place opened up on ${b.classTitle} at ${b.studioName}, and as you were next on the waiting list it is now yours.`,
              grace
                ? `If the time no longer suits you, you can cancel free of charge until ${londonDateTime(grace)}.`
                : '',
            ].filter(Boolean)
          : [`Thank you for booking. Your place on ${b.classTitle} at ${b.studioName} is confirmed.`],
        details: [
          // The reference the checkout page shows, so a student quoting either is understood.
          ['Booking reference', bookingReference(b.bookingId)],
          ...practical(b),
          // A pass's credit paid: the class cost a credit, not the £0.00 the booking records.
          b.passId ? ['Paid with', '1 credit of your pass'] : ['Price', pounds(b.amountPaid)],
          ['Free cancellation until', `${londonDateTime(deadline)} (London time)`],
        ],
        link: seeBooking(b, site),
        calendar: calendarOf(b, site),
        after: ['The calendar entry is attached too, for any other calendar.'],
        ics: b.ics,
        ...aboutClass(b),
      },
    ];
  },
  bell: (b) => [
    b.promoted
      ? forBooking(
          b,
          'waitlist-promoted',
          `A place opened up: you're booked for ${b.classTitle}`,
          `${b.studioName}, ${when(b)}. You can cancel free of charge for the next 2 hours.`,
        )
      : forBooking(b, 'booking-confirmed', `Booked: ${b.classTitle}`, `${b.studioName}, ${when(b)}.`),
  ],
  samples: [
    { ...SAMPLE_BOOKING, promoted: false },
    {
      ...SAMPLE_BOOKING,
      promoted: false,
      passId: '3e9d1c52-6a7b-4c8d-9e0f-1a2b3c4d5e61',
      amountPaid: '0.00',
    },
    { ...SAMPLE_BOOKING, promoted: true, promotedAt: new Date('2026-11-30T18:00:00Z') },
  ],
});
