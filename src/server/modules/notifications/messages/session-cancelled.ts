import { londonDateTime, londonShort } from '../../../../common/london-format';
import { findWaitingDetails } from '../event-details.repository';
import type { MailContent } from '../mail-layout';
import { type BookingData, loadBookings } from './load';
import { type Bell, defineMessage, type Site } from './message';
import { SAMPLE_BOOKING, SAMPLE_WAITING } from './samples';
import { findAnotherClass, forBooking, fullRefund, recipient, sentence, when } from './shared';

type Waiting = Awaited<ReturnType<typeof findWaitingDetails>>[number];
type Told = Pick<
  Waiting,
  'email' | 'firstName' | 'studioName' | 'classTitle' | 'startTime' | 'sessionReason'
>;

/** Cancelled by the studio: everyone booked, and everyone waiting, is told. */
interface Data {
  booked: BookingData[];
  waiting: Waiting[];
}

/**
 * The e-mail to someone booked on the session or waiting for it: what was cancelled, the studio's
 * reason when it gave one, and what that means for this person.
 */
function cancelledSessionMail(
  person: Told,
  site: Site,
  [opening, outcome]: [string, string],
  attached?: Pick<MailContent, 'after' | 'ics' | 'replyTo'>,
): MailContent {
  return {
    ...recipient(person),
    subject: `${person.studioName} has cancelled ${person.classTitle} on ${londonDateTime(person.startTime)}`,
    paragraphs: [
      opening,
      ...(person.sessionReason ? [`The studio's reason: ${person.sessionReason}`] : []),
      outcome,
    ],
    link: findAnotherClass(site),
    reason:
      'You are receiving this e-mail because you booked this class, or joined its waiting list, on Attune.',
    ...attached,
  };
}

const reason = (r: string | null) => (r ? ` Their reason: ${r}` : '');

export const sessionCancelled = defineMessage<'session.cancelled', Data>({
  async load(g, event) {
    const [booked, waiting] = await Promise.all([
      loadBookings(g, event.bookingIds, true),
      findWaitingDetails(g.db, event.sessionId, event.waitingUserIds),
    ]);
    return { booked, waiting };
  },
  mail: ({ booked, waiting }, site) => [
    ...booked.map((b) =>
      cancelledSessionMail(
        b,
        site,
        [
          `We're sorry: ${b.studioName} has had to cancel ${b.classTitle} on ${londonDateTime(b.startTime)}.`,
          b.paidAt ? `${sentence(fullRefund(b))}.` : 'You had not paid yet, so there is nothing to refund.',
        ],
        {
          after: ['The attached calendar file removes the class from your calendar.'],
          ics: b.ics,
          replyTo: b.ownerEmail,
        },
      ),
    ),
    ...waiting.map((w) =>
      cancelledSessionMail(w, site, [
        `You were on the waiting list for ${w.classTitle} on ${londonDateTime(w.startTime)}, and ${w.studioName} has had to cancel it.`,
        'You had not paid anything, so there is nothing more to do.',
      ]),
    ),
  ],
  bell: ({ booked, waiting }) => [
    ...booked.map((b) =>
      forBooking(
        b,
        'session-cancelled',
        `${b.studioName} cancelled ${b.classTitle}`,
        `${when(b)}. ${b.paidAt ? 'You will get a full refund.' : 'You had not paid yet, so there is nothing to refund.'}${reason(b.sessionReason)}`,
      ),
    ),
    ...waiting.map(
      (w): Bell => ({
        userId: w.userId,
        kind: 'session-cancelled',
        title: `${w.studioName} cancelled ${w.classTitle}`,
        body: `${londonShort(w.startTime)}. You were on the waiting list; nothing more to do.${reason(w.sessionReason)}`,
        href: `/classes/${w.classId}`,
      }),
    ),
  ],
  samples: [
    {
      booked: [{ ...SAMPLE_BOOKING, sessionStatus: 'cancelled', sessionReason: 'Our teacher is unwell.' }],
      waiting: [{ ...SAMPLE_WAITING, sessionReason: 'Our teacher is unwell.' }],
    },
  ],
});
