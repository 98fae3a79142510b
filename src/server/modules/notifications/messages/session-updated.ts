import { londonDateTime } from '../../../../common/london-format';
import type { BookingDetails } from '../event-details.repository';
import type { SessionDetail } from '../outbox-events';
import { sessionUpdateLines } from '../session-updates';
import { loadBookings } from './load';
import { defineMessage } from './message';
import { SAMPLE_ONLINE } from './samples';
import { aboutClass, forBooking, practical, recipient, seeBooking, when } from './shared';

/** How to join, or the instructions, changed (not the time): the students still confirmed are told. */
interface Data {
  booked: BookingDetails[];
  changed: SessionDetail[];
}

export const sessionUpdated = defineMessage<'session.updated', Data>({
  load: async (g, event) => ({
    booked: (await loadBookings(g, event.bookingIds)).filter(
      (b) => b.bookingStatus === 'confirmed' && b.sessionStatus === 'scheduled',
    ),
    changed: event.changed,
  }),
  mail: ({ booked, changed }, site) =>
    booked.map((b) => ({
      ...recipient(b),
      subject: `Update for ${b.classTitle}, ${londonDateTime(b.startTime)}`,
      paragraphs: [
        `${b.studioName} has updated the details of ${b.classTitle}. Your place and its time are unchanged.`,
        ...sessionUpdateLines(b, changed),
      ],
      details: practical(b),
      link: seeBooking(b, site),
      ...aboutClass(b),
    })),
  bell: ({ booked, changed }) =>
    booked.map((b) =>
      forBooking(
        b,
        'session-updated',
        `Update for ${b.classTitle}`,
        `${when(b)}. ${sessionUpdateLines(b, changed).join(' ')}`,
      ),
    ),
  samples: [{ booked: [SAMPLE_ONLINE], changed: ['meetingLink'] }],
});
