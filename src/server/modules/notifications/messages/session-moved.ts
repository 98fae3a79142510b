import { londonDateTime, londonShort } from '../../../../common/london-format';
import { type BookingData, loadBookings } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { aboutClass, calendarOf, forBooking, practical, recipient, seeBooking, when } from './shared';

/** The studio moved the session: the new time is the session's, the old one the event's. */
interface Data {
  booked: BookingData[];
  oldStart: Date;
}

export const sessionMoved = defineMessage<'session.moved', Data>({
  load: async (g, event) => ({
    booked: await loadBookings(g, event.bookingIds, true),
    oldStart: new Date(event.oldStart),
  }),
  mail: ({ booked, oldStart }, site) =>
    booked
      .filter((b) => b.bookingStatus !== 'cancelled')
      .map((b) => ({
        ...recipient(b),
        subject: `New time for ${b.classTitle}: ${londonDateTime(b.startTime)}`,
        paragraphs: [
          `${b.studioName} has moved ${b.classTitle}. Your place is kept at the new time.`,
          `It was ${londonDateTime(oldStart)}; it is now ${londonDateTime(b.startTime)} (London time).`,
          'If the new time does not suit you, you can cancel from your booking page.',
        ],
        details: practical(b),
        link: seeBooking(b, site),
        calendar: calendarOf(b, site),
        after: ['The attached calendar file updates the entry in your calendar.'],
        ics: b.ics,
        ...aboutClass(b),
      })),
  bell: ({ booked, oldStart }) =>
    booked.map((b) =>
      forBooking(
        b,
        'session-moved',
        `New time for ${b.classTitle}`,
        `Now ${when(b)} (was ${londonShort(oldStart)}).`,
      ),
    ),
  samples: [
    {
      booked: [
        {
          ...SAMPLE_BOOKING,
          startTime: new Date('2026-12-02T19:00:00Z'),
          endTime: new Date('2026-12-02T20:00:00Z'),
        },
      ],
      oldStart: SAMPLE_BOOKING.startTime,
    },
  ],
});
