import { londonDateTime, londonShort } from '../../../common/london-format';
import type { DbOrTx } from '../../db/client';
import {
  type BookingDetails,
  findBookingDetails,
  findPassDetails,
  findRenewal,
  findWaitingDetails,
  type PassDetails,
} from './event-details.repository';
import { bookingPath, PASSES_PATH } from './links';
import { composeMail, type MailContent } from './mail-layout';
import type { MailMessage } from './mailer';
import type { NewNotification } from './notifications.repository';
import type { OutboxEvent } from './outbox-events';

// What the student is told about their passes and memberships, and about the places they pay for
// (docs/decisions/0062): each event's e-mail and its bell entry, from the same words, drawn from the
// rows when delivered.

type PassEvent = Extract<
  OutboxEvent,
  {
    kind:
      | 'pass.purchased'
      | 'pass.expiring'
      | 'pass.renewal-reminder'
      | 'pass.renewed'
      | 'pass.renewal-failed'
      | 'waitlist.skipped'
      | 'booking.refilled';
  }
>;
type Bell = Omit<NewNotification, 'outboxId'>;
interface Notice {
  mail: Omit<MailContent, 'to' | 'firstName' | 'link'> & { link: { text: string; path: string } };
  bell: Bell;
}

const pounds = (amount: string) => `£${amount}`;
const credits = (n: number | null) =>
  n === null ? 'unlimited classes' : `${n} credit${n === 1 ? '' : 's'} left`;
const myPasses = { text: 'See your passes', path: PASSES_PATH };

function passNotice(
  p: PassDetails,
  kind: Bell['kind'],
  subject: string,
  body: string,
  mail: Omit<Notice['mail'], 'subject' | 'link'>,
  link = myPasses,
): Notice {
  return {
    mail: { subject, link, ...mail },
    bell: { userId: p.userId, kind, title: subject, body, href: PASSES_PATH },
  };
}

const REASONS: Record<Extract<PassEvent, { kind: 'waitlist.skipped' }>['reason'], string> = {
  PASS_EMPTY: 'the pass you chose had no credits left',
  PASS_EXPIRED: 'the pass you chose is no longer valid when the class starts',
  PASS_NOT_VALID: 'the pass you chose can no longer be used',
};

async function notice(db: DbOrTx, event: PassEvent): Promise<(Notice & { to: To }) | undefined> {
  if (event.kind === 'waitlist.skipped') {
    const [w] = await findWaitingDetails(db, event.sessionId, [event.userId]);
    if (!w) return undefined;
    const why = REASONS[event.reason];
    const subject = `A place opened on ${w.classTitle}, but your pass couldn't pay for it`;
    return {
      to: w,
      mail: {
        subject,
        paragraphs: [
          `A place opened up on ${w.classTitle} at ${w.studioName} on ${londonDateTime(w.startTime)}, and you were next on the waiting list.`,
          `We couldn't give it to you because ${why}, so it went to the next person and you have left the waiting list. Nothing was charged.`,
          'You can buy a new pass, or book and pay for the class if places are still free.',
        ],
        link: { text: 'See the class', path: `/classes/${w.classId}` },
      },
      bell: {
        userId: w.userId,
        kind: 'waitlist-skipped',
        title: subject,
        body: `${londonShort(w.startTime)}: ${why}. The place went to the next person.`,
        href: `/classes/${w.classId}`,
      },
    };
  }
  if (event.kind === 'booking.refilled') {
    const [b] = await findBookingDetails(db, [event.bookingId]);
    return b && refilledNotice(b);
  }
  const p = await findPassDetails(db, event.passId);
  if (!p) return undefined;
  const base = { to: p };
  switch (event.kind) {
    case 'pass.purchased': {
      const membership = p.kind === 'membership';
      const subject = `Your receipt: ${p.name} at ${p.studioName}`;
      return {
        ...base,
        ...passNotice(p, 'pass-purchased', subject, `${pounds(p.amountPaid)}, ${credits(p.creditsLeft)}.`, {
          paragraphs: [
            `Thank you for buying ${p.name} at ${p.studioName}. You can book its classes with it straight away.`,
            ...(membership
              ? [
                  `It renews every month on the same day for ${pounds(p.amountPaid)}. You can cancel in one click from your passes, and within 14 days of buying it you can cancel for a refund.`,
                ]
              : []),
          ],
          details: [
            ['Pass', p.name],
            ['Studio', p.studioName],
            ['Paid', pounds(p.amountPaid)],
            ['Classes', credits(p.creditsLeft)],
            [membership ? 'Renews on' : 'Valid until', `${londonDateTime(p.renewsAt ?? p.expiresAt)}`],
            ['Payment reference', p.paymentReference ?? ''],
          ],
        }),
      };
    }
    case 'pass.expiring': {
      const subject = `Your ${p.name} ends in 7 days with ${credits(p.creditsLeft)}`;
      return {
        ...base,
        ...passNotice(p, 'pass-expiring', subject, `${p.studioName}: it ends ${londonShort(p.expiresAt)}.`, {
          paragraphs: [
            `Your ${p.name} at ${p.studioName} ends on ${londonDateTime(p.expiresAt)}, and you have ${credits(p.creditsLeft)}.`,
            'Book a class before then to use them.',
          ],
        }),
      };
    }
    case 'pass.renewal-reminder': {
      const on = londonDateTime(new Date(event.renewsAt));
      const subject = `Your ${p.name} renews on ${on} for ${pounds(p.amountPaid)}`;
      const cancel = { text: 'Cancel your membership', path: PASSES_PATH };
      return {
        ...base,
        ...passNotice(
          p,
          'pass-renewal-reminder',
          subject,
          `${p.studioName}. Cancel any time before then from your passes.`,
          {
            paragraphs: [
              `Your ${p.name} membership at ${p.studioName} renews on ${on}, and we will charge ${pounds(p.amountPaid)} for the next month.`,
              'Nothing to do if you want to keep it. If not, you can cancel in one click before then; you keep your classes until the end of this month.',
            ],
            details: [
              ['Membership', p.name],
              ['Amount', pounds(p.amountPaid)],
              ['Renews on', on],
            ],
          },
          cancel,
        ),
      };
    }
    case 'pass.renewed': {
      const renewal = await findRenewal(db, p.passId, event.period);
      if (!renewal) return undefined;
      const subject = `Your receipt: ${p.name} renewed for ${pounds(renewal.amount)}`;
      return {
        ...base,
        ...passNotice(
          p,
          'pass-renewed',
          subject,
          `${p.studioName}, until ${londonShort(renewal.periodEnd)}: ${credits(p.creditsTotal)}.`,
          {
            paragraphs: [`Your ${p.name} membership at ${p.studioName} has renewed for another month.`],
            details: [
              ['Membership', p.name],
              ['Paid', pounds(renewal.amount)],
              ['Period', `${londonDateTime(renewal.periodStart)} to ${londonDateTime(renewal.periodEnd)}`],
              ['Classes', credits(p.creditsTotal)],
              ['Payment reference', renewal.paymentReference ?? ''],
            ],
          },
        ),
      };
    }
    case 'pass.renewal-failed': {
      const renewal = await findRenewal(db, p.passId, event.period);
      const amount = pounds(renewal?.amount ?? p.amountPaid);
      const subject = `We couldn't renew your ${p.name}`;
      return {
        ...base,
        ...passNotice(
          p,
          'pass-renewal-failed',
          subject,
          `${p.studioName}: the ${amount} payment was declined.`,
          {
            paragraphs: [
              `We tried to renew your ${p.name} membership at ${p.studioName} for ${amount}, and the payment was declined.`,
              'Your membership is now past due, and it cannot be used to book classes until it is settled. Nothing else has been charged.',
            ],
          },
        ),
      };
    }
  }
}

type To = { email: string; firstName: string | null };

function refilledNotice(b: BookingDetails): Notice & { to: To } {
  const outcome = b.passId
    ? 'the credit is back on your pass'
    : `you will get a full refund of ${pounds(b.amountPaid)}`;
  const subject = `Your place on ${b.classTitle} was taken: no late fee`;
  return {
    to: b,
    mail: {
      subject,
      paragraphs: [
        `You cancelled ${b.classTitle} at ${b.studioName} on ${londonDateTime(b.startTime)} after the studio's cancellation deadline.`,
        `Someone from the waiting list has taken your place, so there is no late fee: ${outcome}.`,
      ],
      link: { text: 'See your booking', path: bookingPath(b.bookingId) },
    },
    bell: {
      userId: b.userId,
      kind: 'late-fee-refunded',
      title: subject,
      body: `${londonShort(b.startTime)}: ${outcome}.`,
      href: bookingPath(b.bookingId),
    },
  };
}

/** The e-mail of a pass event (or a waitlist skip or a refill). */
export async function passMessages(db: DbOrTx, event: PassEvent, publicUrl: string): Promise<MailMessage[]> {
  const n = await notice(db, event);
  if (!n) return [];
  const { link, ...mail } = n.mail;
  return [
    await composeMail({
      ...mail,
      to: n.to.email,
      firstName: n.to.firstName,
      link: { text: link.text, url: `${publicUrl}${link.path}` },
    }),
  ];
}

/** The bell entry of a pass event (or a waitlist skip or a refill). */
export async function passBell(db: DbOrTx, event: PassEvent): Promise<Bell[]> {
  const n = await notice(db, event);
  return n ? [n.bell] : [];
}
