import { eq } from 'drizzle-orm';
import { londonShort } from '../../../common/london-format';
import type { DbOrTx } from '../../db/client';
import { bookingRefunds, reviews, studios, users } from '../../db/schema';
import { findBookingDetails } from './event-details.repository';
import { bookingPath, REVIEW_PATH } from './links';
import { composeMail } from './mail-layout';
import type { MailMessage } from './mailer';
import type { NewNotification } from './notifications.repository';
import type { OutboxEvent } from './outbox-events';

// What a person is told when an operator acts on their behalf or on what they wrote
// (docs/decisions/0079): each event's e-mail and its bell entry, from the same words.

type OperatorEvent = Extract<OutboxEvent, { kind: 'booking.refunded' | 'review.hidden' }>;
type Bell = Omit<NewNotification, 'outboxId'>;
interface Notice {
  to: { email: string; firstName: string | null };
  subject: string;
  paragraphs: string[];
  link: { text: string; path: string };
  bell: Bell;
}

async function findReviewNotice(db: DbOrTx, reviewId: string) {
  const [row] = await db
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
    .where(eq(reviews.id, reviewId));
  return row;
}

async function notice(db: DbOrTx, event: OperatorEvent): Promise<Notice | undefined> {
  if (event.kind === 'review.hidden') {
    const r = await findReviewNotice(db, event.reviewId);
    if (!r) return undefined;
    const subject = `Your review of ${r.studioName} has been hidden`;
    return {
      to: r,
      subject,
      paragraphs: [
        `We have hidden your ${r.rating}-star review of ${r.studioName}: it no longer shows on the studio's page or counts towards its rating.`,
        `Our reason: ${event.reason}`,
        'If you think this is a mistake, reply to this e-mail and tell us why.',
      ],
      link: { text: 'See your past classes', path: REVIEW_PATH },
      bell: {
        userId: r.userId,
        kind: 'review-hidden',
        title: subject,
        body: event.reason,
        href: REVIEW_PATH,
      },
    };
  }
  const [[b], [refund]] = await Promise.all([
    findBookingDetails(db, [event.bookingId]),
    db.select().from(bookingRefunds).where(eq(bookingRefunds.id, event.refundId)),
  ]);
  if (!b || !refund) return undefined;
  const subject = `A refund of £${refund.amount} for ${b.classTitle}`;
  return {
    to: b,
    subject,
    paragraphs: [
      `We have refunded £${refund.amount} of the £${b.amountPaid} you paid for ${b.classTitle} at ${b.studioName} on ${londonShort(b.startTime)}, on the studio's behalf.`,
      `The reason: ${refund.reason}`,
      'It goes back the way you paid.',
    ],
    link: { text: 'See your booking', path: bookingPath(b.bookingId) },
    bell: {
      userId: b.userId,
      kind: 'booking-refunded',
      title: subject,
      body: `${b.studioName}, ${londonShort(b.startTime)}. ${refund.reason}`,
      href: bookingPath(b.bookingId),
    },
  };
}

/** The e-mail of an operator's action to the person it concerns. */
export async function operatorMessages(
  db: DbOrTx,
  event: OperatorEvent,
  publicUrl: string,
): Promise<MailMessage[]> {
  const n = await notice(db, event);
  if (!n) return [];
  return [
    await composeMail({
      to: n.to.email,
      firstName: n.to.firstName,
      subject: n.subject,
      paragraphs: n.paragraphs,
      link: { text: n.link.text, url: `${publicUrl}${n.link.path}` },
    }),
  ];
}

/** The bell entry of an operator's action. */
export async function operatorBell(db: DbOrTx, event: OperatorEvent): Promise<Bell[]> {
  const n = await notice(db, event);
  return n ? [n.bell] : [];
}
