import { londonTime } from '../../../../common/london-format';
import type { BookingDetails } from '../event-details.repository';
import { loadBooking, unsubscribeFor } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING, SAMPLE_TOKEN } from './samples';
import { aboutClass, forBooking, practical, recipient, seeBooking, unsubscribe, when } from './shared';

/** The day before a class (optional: reminders). */
type Data = BookingDetails & { unsubscribeToken?: string };

export const reminder = defineMessage<'reminder', Data>({
  async load(g, event) {
    const b = await loadBooking(g, event.bookingId);
    return b && { ...b, unsubscribeToken: await unsubscribeFor(g, b.userId, 'reminders') };
  },
  mail: (b, site) =>
    // Only a booking still confirmed, for a session still on, is reminded of.
    b.bookingStatus === 'confirmed' && b.sessionStatus === 'scheduled'
      ? [
          {
            ...recipient(b),
            subject: `Tomorrow: ${b.classTitle} at ${londonTime(b.startTime)}`,
            paragraphs: [`A gentle reminder that ${b.classTitle} at ${b.studioName} is coming up.`],
            details: practical(b),
            link: seeBooking(b, site),
            after: [
              'Arriving ten minutes early gives you time to settle in. You can turn these reminders off in your profile.',
            ],
            ...aboutClass(
              b,
              'You are receiving this reminder because class reminders are on in your Attune profile.',
            ),
            ...unsubscribe(site, b.unsubscribeToken),
          },
        ]
      : [],
  bell: (b) => [forBooking(b, 'reminder', `Tomorrow: ${b.classTitle}`, `${b.studioName}, ${when(b)}.`)],
  samples: [{ ...SAMPLE_BOOKING, unsubscribeToken: SAMPLE_TOKEN }],
});
