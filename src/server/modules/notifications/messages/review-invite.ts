import type { BookingDetails } from '../event-details.repository';
import { REVIEW_PATH } from '../links';
import { loadBooking, unsubscribeFor } from './load';
import { defineMessage } from './message';
import { SAMPLE_BOOKING, SAMPLE_TOKEN } from './samples';
import { forBooking, recipient, unsubscribe } from './shared';

/** After a class (optional: review invitations). */
type Data = BookingDetails & { unsubscribeToken?: string };

export const reviewInvite = defineMessage<'review-invite', Data>({
  async load(g, event) {
    const b = await loadBooking(g, event.bookingId);
    return b && { ...b, unsubscribeToken: await unsubscribeFor(g, b.userId, 'review-invites') };
  },
  mail: (b, site) => [
    {
      ...recipient(b),
      subject: `How was ${b.classTitle}?`,
      paragraphs: [
        `We hope you enjoyed ${b.classTitle} at ${b.studioName}.`,
        'A few words about it help others find the right class, and help the studio too.',
      ],
      link: { text: 'Write a review', url: `${site.publicUrl}${REVIEW_PATH}` },
      after: ['You can turn these invitations off in your profile.'],
      reason: 'You are receiving this because review invitations are on in your Attune profile.',
      ...unsubscribe(site, b.unsubscribeToken),
    },
  ],
  bell: (b) => [
    {
      ...forBooking(
        b,
        'review-invite',
        `How was ${b.classTitle}?`,
        `Tell others what ${b.studioName} was like.`,
      ),
      href: REVIEW_PATH,
    },
  ],
  samples: [{ ...SAMPLE_BOOKING, attendance: 'attended', unsubscribeToken: SAMPLE_TOKEN }],
});
