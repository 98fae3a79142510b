import { eq } from 'drizzle-orm';
import { reviews, studios, users } from '../../../db/schema';
import { REVIEW_PATH } from '../links';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { recipient } from './shared';

/**
 * An operator hid the person's review (docs/decisions/0079): it left the studio's page and rating,
 * and they are told why.
 */
interface Data {
  userId: string;
  email: string;
  firstName: string | null;
  studioName: string;
  rating: number;
  reason: string;
}

const subject = (r: Data) => `Your review of ${r.studioName} has been hidden`;

export const reviewHidden = defineMessage<'review.hidden', Data>({
  async load(g, event) {
    const [row] = await g.db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        studioName: studios.name,
        rating: reviews.rating,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(studios, eq(studios.id, reviews.studioId))
      .where(eq(reviews.id, event.reviewId));
    return row && { ...row, reason: event.reason };
  },
  mail: (r, site) => [
    {
      ...recipient(r),
      subject: subject(r),
      paragraphs: [
        `We have hidden your ${r.rating}-star review of ${r.studioName}: it no longer shows on the studio's page or counts towards its rating.`,
        `Our reason: ${r.reason}`,
        'If you think this is a mistake, reply to this e-mail and tell us why.',
      ],
      link: { text: 'See your past classes', url: `${site.publicUrl}${REVIEW_PATH}` },
    },
  ],
  bell: (r) => [
    { userId: r.userId, kind: 'review-hidden', title: subject(r), body: r.reason, href: REVIEW_PATH },
  ],
  samples: [
    {
      userId: SAMPLE_BOOKING.userId,
      email: SAMPLE_BOOKING.email,
      firstName: SAMPLE_BOOKING.firstName,
      studioName: SAMPLE_BOOKING.studioName,
      rating: 1,
      reason: 'It names a member of staff and their health.',
    },
  ],
});
