import { cancellationDeadline, freeCancellationUntil } from '../../../common/booking-rules';
import { calendarLinks } from '../../../common/calendar-links';
import { formatGiftCode } from '../../../common/gift-code';
import { londonDateTime, londonTime } from '../../../common/london-format';
import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '../../../common/schemas/password-reset';
import type { DbOrTx } from '../../db/client';
import { findCalendarBooking } from '../calendar/calendar.repository';
import { bookingsCalendar } from '../calendar/ics';
import {
  type BookingDetails,
  findBookingDetails,
  findGiftCardDetails,
  findUserContact,
  findWaitingDetails,
} from './event-details.repository';
import { bookingPath, GIFT_CARDS_PATH, REVIEW_PATH } from './links';
import { composeMail, type MailContent } from './mail-layout';
import type { MailMessage } from './mailer';
import { operatorMessages } from './operator-notices';
import type { OutboxEvent } from './outbox-events';
import { passMessages } from './pass-notices';
import { sessionUpdateLines } from './session-updates';
import { type OptionalKind, unsubscribeKey } from './unsubscribe.repository';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-token';

/** An e-mail, or one being rendered. */
type Pending = MailMessage | Promise<MailMessage>;

export interface MessageContext {
  /** Where Attune is served, for the links in the e-mails (PUBLIC_URL). */
  publicUrl: string;
  now: Date;
}

const pounds = (amount: string) => `£${amount}`;

/** Who an e-mail goes to, and the name its greeting uses. */
const recipient = (person: { email: string; firstName: string | null }) => ({
  to: person.email,
  firstName: person.firstName,
});

const seeBooking = (b: BookingDetails, ctx: MessageContext) => ({
  text: 'See your booking',
  url: `${ctx.publicUrl}${bookingPath(b.bookingId)}`,
});

const findAnotherClass = (ctx: MessageContext) => ({
  text: 'Find another class',
  url: `${ctx.publicUrl}/browse`,
});

/** Why a student hears about their booking, and the studio's address under it. */
const BOOKING_REASON = 'You are receiving this e-mail because you booked this class on Attune.';
function studioAddress(b: Pick<BookingDetails, 'studioName' | 'address' | 'city' | 'postcode'>) {
  return [b.studioName, b.address, b.city, b.postcode].filter(Boolean).join(', ');
}
const aboutClass = (b: BookingDetails, reason = BOOKING_REASON) => ({
  reason,
  studioAddress: studioAddress(b),
  replyTo: b.ownerEmail,
});

/** The class as a Google or Outlook calendar entry, the same one as the attached .ics. */
const calendarOf = (b: BookingDetails, ctx: MessageContext) =>
  calendarLinks({
    title: b.classTitle,
    start: b.startTime,
    end: b.endTime,
    location: where(b),
    details: `${b.studioName}. Your booking: ${ctx.publicUrl}${bookingPath(b.bookingId)}`,
  });

function where(b: BookingDetails): string {
  if (b.deliveryMethod === 'online') {
    return b.meetingLink ? `Online: ${b.meetingLink}` : 'Online (the studio will send the link before class)';
  }
  return studioAddress(b);
}

/** The calendar file of one booking as it stands now: same UID, the session's SEQUENCE, its STATUS. */
async function icsOf(db: DbOrTx, b: BookingDetails, now: Date): Promise<string | undefined> {
  const row = await findCalendarBooking(db, b.bookingId, b.userId);
  return row && bookingsCalendar([row], 'Attune booking', now);
}

function practical(b: BookingDetails): [string, string][] {
  const rows: [string, string][] = [
    ['Class', b.classTitle],
    ['Studio', b.studioName],
    ['When', `${londonDateTime(b.startTime)} to ${londonTime(b.endTime)} (London time)`],
    ['Where', where(b)],
  ];
  if (b.specialInstructions) rows.push(['From the studio', b.specialInstructions]);
  return rows;
}

async function confirmation(db: DbOrTx, b: BookingDetails, promoted: boolean, ctx: MessageContext) {
  const deadline = cancellationDeadline(b.startTime, b.windowHours);
  const grace = freeCancellationUntil(b.promotedAt);
  const content: MailContent = {
    ...recipient(b),
    subject: promoted
      ? `A place opened up: you're booked for ${b.classTitle}`
      : `You're booked: ${b.classTitle}, ${londonDateTime(b.startTime)}`,
    paragraphs: promoted
      ? [
          `Good news: a place opened up on ${b.classTitle} at ${b.studioName}, and as you were next on the waiting list it is now yours.`,
          grace
            ? `If the time no longer suits you, you can cancel free of charge until ${londonDateTime(grace)}.`
            : '',
        ].filter(Boolean)
      : [`Thank you for booking. Your place on ${b.classTitle} at ${b.studioName} is confirmed.`],
    details: [
      ...practical(b),
      ['Price', pounds(b.amountPaid)],
      ['Free cancellation until', `${londonDateTime(deadline)} (London time)`],
    ],
    link: seeBooking(b, ctx),
    calendar: calendarOf(b, ctx),
    after: ['The calendar entry is attached too, for any other calendar.'],
    ics: await icsOf(db, b, ctx.now),
    ...aboutClass(b),
  };
  return composeMail(content);
}

function studentCancelled(b: BookingDetails, ctx: MessageContext) {
  const outcome = b.lateCancellation
    ? b.refilledAt
      ? "You cancelled after the studio's cancellation deadline, but someone from the waiting list has taken your place, so there is no late fee (we have e-mailed you about it)."
      : "You cancelled after the studio's cancellation deadline, so this time there is no refund. If someone from the waiting list takes your place before the class, there will be no late fee."
    : b.refund === 'credit'
      ? 'You cancelled in good time, so the credit is back on your pass.'
      : `You cancelled in good time, so you will get a full refund of ${pounds(b.amountPaid)}.`;
  return composeMail({
    ...recipient(b),
    subject: `Your booking for ${b.classTitle} is cancelled`,
    paragraphs: [
      `Your booking for ${b.classTitle} at ${b.studioName} on ${londonDateTime(b.startTime)} has been cancelled.`,
      outcome,
    ],
    link: findAnotherClass(ctx),
    ...aboutClass(b),
  });
}

/**
 * The e-mail about a session the studio cancelled, to someone booked on it or waiting for it: what was
 * cancelled, the studio's reason when it gave one, and what that means for this person.
 */
function cancelledSessionMail(
  person: Pick<
    BookingDetails,
    'email' | 'firstName' | 'studioName' | 'classTitle' | 'startTime' | 'sessionReason'
  >,
  ctx: MessageContext,
  [opening, outcome]: [string, string],
  attached?: Pick<MailContent, 'after' | 'ics' | 'replyTo'>,
) {
  return composeMail({
    ...recipient(person),
    subject: `${person.studioName} has cancelled ${person.classTitle} on ${londonDateTime(person.startTime)}`,
    paragraphs: [
      opening,
      ...(person.sessionReason ? [`The studio's reason: ${person.sessionReason}`] : []),
      outcome,
    ],
    link: findAnotherClass(ctx),
    reason:
      'You are receiving this e-mail because you booked this class, or joined its waiting list, on Attune.',
    ...attached,
  });
}

async function sessionCancelled(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'session.cancelled' }>,
  ctx: MessageContext,
) {
  const [booked, waiting] = await Promise.all([
    findBookingDetails(db, event.bookingIds),
    findWaitingDetails(db, event.sessionId, event.waitingUserIds),
  ]);
  const messages: Pending[] = [];
  for (const b of booked) {
    messages.push(
      cancelledSessionMail(
        b,
        ctx,
        [
          `We're sorry: ${b.studioName} has had to cancel ${b.classTitle} on ${londonDateTime(b.startTime)}.`,
          b.paidAt
            ? `You will get a full refund of ${pounds(b.amountPaid)}.`
            : 'You had not paid yet, so there is nothing to refund.',
        ],
        {
          after: ['The attached calendar file removes the class from your calendar.'],
          ics: await icsOf(db, b, ctx.now),
          replyTo: b.ownerEmail,
        },
      ),
    );
  }
  for (const w of waiting) {
    messages.push(
      cancelledSessionMail(w, ctx, [
        `You were on the waiting list for ${w.classTitle} on ${londonDateTime(w.startTime)}, and ${w.studioName} has had to cancel it.`,
        'You had not paid anything, so there is nothing more to do.',
      ]),
    );
  }
  return messages;
}

async function sessionMoved(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'session.moved' }>,
  ctx: MessageContext,
) {
  const booked = await findBookingDetails(db, event.bookingIds);
  const messages: Pending[] = [];
  for (const b of booked.filter((x) => x.bookingStatus !== 'cancelled')) {
    messages.push(
      composeMail({
        ...recipient(b),
        subject: `New time for ${b.classTitle}: ${londonDateTime(b.startTime)}`,
        paragraphs: [
          `${b.studioName} has moved ${b.classTitle}. Your place is kept at the new time.`,
          `It was ${londonDateTime(new Date(event.oldStart))}; it is now ${londonDateTime(b.startTime)} (London time).`,
          'If the new time does not suit you, you can cancel from your booking page.',
        ],
        details: practical(b),
        link: seeBooking(b, ctx),
        calendar: calendarOf(b, ctx),
        after: ['The attached calendar file updates the entry in your calendar.'],
        ics: await icsOf(db, b, ctx.now),
        ...aboutClass(b),
      }),
    );
  }
  return messages;
}

/** Still-confirmed students of a session, when how to join or its instructions change (not its time). */
async function sessionUpdated(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'session.updated' }>,
  ctx: MessageContext,
) {
  const booked = await findBookingDetails(db, event.bookingIds);
  return booked
    .filter((b) => b.bookingStatus === 'confirmed' && b.sessionStatus === 'scheduled')
    .map((b) =>
      composeMail({
        ...recipient(b),
        subject: `Update for ${b.classTitle}, ${londonDateTime(b.startTime)}`,
        paragraphs: [
          `${b.studioName} has updated the details of ${b.classTitle}. Your place and its time are unchanged.`,
          ...sessionUpdateLines(b, event.changed),
        ],
        details: practical(b),
        link: seeBooking(b, ctx),
        ...aboutClass(b),
      }),
    );
}

/** The one-click link that switches this kind of message off for this person (docs/decisions/0069). */
async function unsubscribeUrl(db: DbOrTx, ctx: MessageContext, userId: string, kind: OptionalKind) {
  const token = unsubscribeToken(await unsubscribeKey(db), userId, kind);
  return `${ctx.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

async function reminder(db: DbOrTx, b: BookingDetails, ctx: MessageContext) {
  return composeMail({
    ...recipient(b),
    subject: `Tomorrow: ${b.classTitle} at ${londonTime(b.startTime)}`,
    paragraphs: [`A gentle reminder that ${b.classTitle} at ${b.studioName} is coming up.`],
    details: practical(b),
    link: seeBooking(b, ctx),
    after: [
      'Arriving ten minutes early gives you time to settle in. You can turn these reminders off in your profile.',
    ],
    ...aboutClass(
      b,
      'You are receiving this reminder because class reminders are on in your Attune profile.',
    ),
    unsubscribeUrl: await unsubscribeUrl(db, ctx, b.userId, 'reminders'),
  });
}

async function reviewInvite(db: DbOrTx, b: BookingDetails, ctx: MessageContext) {
  return composeMail({
    ...recipient(b),
    subject: `How was ${b.classTitle}?`,
    paragraphs: [
      `We hope you enjoyed ${b.classTitle} at ${b.studioName}.`,
      'A few words about it help others find the right class, and help the studio too.',
    ],
    link: { text: 'Write a review', url: `${ctx.publicUrl}${REVIEW_PATH}` },
    after: ['You can turn these invitations off in your profile.'],
    reason: 'You are receiving this because review invitations are on in your Attune profile.',
    unsubscribeUrl: await unsubscribeUrl(db, ctx, b.userId, 'review-invites'),
  });
}

async function digest(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'owner.digest' }>,
  ctx: MessageContext,
) {
  const [owner, booked] = await Promise.all([
    findUserContact(db, event.ownerId),
    findBookingDetails(db, event.bookingIds),
  ]);
  // Switched off, the summary is still made (and marks its bookings reported), but not mailed.
  if (!owner?.digestOn || booked.length === 0) return [];
  const n = booked.length;
  return [
    composeMail({
      ...recipient(owner),
      subject: `${n} new booking${n === 1 ? '' : 's'} on Attune`,
      paragraphs: [`Here are the bookings made on your classes since your last summary.`],
      details: booked
        .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
        .map((b): [string, string] => [
          `${b.classTitle}, ${londonDateTime(b.startTime)}`,
          [b.firstName, b.lastName ? `${b.lastName.charAt(0)}.` : null].filter(Boolean).join(' ') ||
            'A student',
        ]),
      link: { text: 'Open your studio dashboard', url: `${ctx.publicUrl}/studio-dashboard` },
      reason: 'You are receiving this daily summary because you run a studio on Attune.',
      unsubscribeUrl: await unsubscribeUrl(db, ctx, event.ownerId, 'digest'),
    }),
  ];
}

async function passwordReset(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'password.reset' }>,
  ctx: MessageContext,
) {
  const user = await findUserContact(db, event.userId);
  if (!user || !event.token) return [];
  return [
    composeMail({
      ...recipient(user),
      subject: 'Reset your Attune password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your Attune account.',
        `The link below works once, for ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out everywhere.`,
      ],
      link: {
        text: 'Reset your password',
        url: `${ctx.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(event.token)}`,
      },
      after: ["If you didn't ask, you can ignore this e-mail: your password stays as it is."],
    }),
  ];
}

async function accountExists(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'account.exists' }>,
  ctx: MessageContext,
) {
  const user = await findUserContact(db, event.userId);
  if (!user) return [];
  return [
    composeMail({
      ...recipient(user),
      subject: 'You already have an Attune account',
      paragraphs: [
        'Someone, hopefully you, just tried to create a new Attune account with this e-mail address.',
        'You already have one, so nothing new was made and nothing about your account has changed.',
        'If it was you, sign in with your password as usual.',
      ],
      link: { text: 'Sign in', url: `${ctx.publicUrl}/auth` },
      after: [
        `Forgotten your password? You can choose a new one at ${ctx.publicUrl}/auth/forgot-password.`,
        "If it wasn't you, you can ignore this e-mail.",
      ],
    }),
  ];
}

/**
 * A bought gift card: the code to its recipient, in groups of four, and a receipt to its buyer
 * (without the code). Once the code has been erased from the event, nothing is sent again. A card
 * sent to oneself is one e-mail, the code's: an event sends at most one e-mail per address.
 */
async function giftCardSent(
  db: DbOrTx,
  event: Extract<OutboxEvent, { kind: 'gift-card.sent' }>,
  ctx: MessageContext,
) {
  const card = await findGiftCardDetails(db, event.giftCardId);
  if (!card || !event.code) return [];
  const buyer = [card.buyerFirstName, card.buyerLastName].filter(Boolean).join(' ') || card.buyerEmail;
  const redeem = { text: 'Redeem your gift card', url: `${ctx.publicUrl}${GIFT_CARDS_PATH}` };
  return [
    composeMail({
      to: card.recipientEmail,
      firstName: card.recipientName,
      subject: `${buyer} sent you an Attune gift card for ${pounds(card.amount)}`,
      paragraphs: [
        `${buyer} has given you ${pounds(card.amount)} to spend on wellbeing classes across London with Attune.`,
        ...(card.message ? [`Their message: ${card.message}`] : []),
      ],
      details: [
        ['Gift card code', formatGiftCode(event.code)],
        ['Value', pounds(card.amount)],
      ],
      link: redeem,
      reason: `You are receiving this e-mail because ${buyer} bought you an Attune gift card.`,
      after: [
        'Sign in (or create a free account), open Gift cards and enter the code: the amount is added to your balance, and you can pay for classes with it.',
        'The code works once. Keep it to yourself until you redeem it.',
      ],
    }),
    composeMail({
      to: card.buyerEmail,
      firstName: card.buyerFirstName,
      subject: `Your gift card for ${card.recipientName} is on its way`,
      paragraphs: [
        `Thank you. We have e-mailed your ${pounds(card.amount)} gift card to ${card.recipientName} at ${card.recipientEmail}, with its code.`,
      ],
      details: [
        ['Amount', pounds(card.amount)],
        ['To', `${card.recipientName} (${card.recipientEmail})`],
        ['Payment reference', card.paymentReference ?? ''],
      ],
      link: { text: 'Gift cards', url: `${ctx.publicUrl}${GIFT_CARDS_PATH}` },
      reason: 'You are receiving this receipt because you bought a gift card on Attune.',
    }),
  ];
}

/** The one e-mail about a booking, rendered from it as it is now; none once it is gone or `render` declines. */
async function aboutBooking(
  db: DbOrTx,
  bookingId: string,
  render: (b: BookingDetails) => MailMessage | Promise<MailMessage> | null,
): Promise<MailMessage[]> {
  const [b] = await findBookingDetails(db, [bookingId]);
  const message = b && (await render(b));
  return message ? [message] : [];
}

/** The e-mails an event sends, drawn from the rows as they are now. */
export async function renderMessages(db: DbOrTx, event: OutboxEvent, ctx: MessageContext) {
  return Promise.all(await pendingMessages(db, event, ctx));
}

async function pendingMessages(db: DbOrTx, event: OutboxEvent, ctx: MessageContext): Promise<Pending[]> {
  switch (event.kind) {
    case 'booking.confirmed':
      return aboutBooking(db, event.bookingId, (b) => confirmation(db, b, event.promoted, ctx));
    case 'booking.cancelled':
      return aboutBooking(db, event.bookingId, (b) => studentCancelled(b, ctx));
    case 'session.cancelled':
      return sessionCancelled(db, event, ctx);
    case 'session.moved':
      return sessionMoved(db, event, ctx);
    case 'session.updated':
      return sessionUpdated(db, event, ctx);
    case 'reminder':
      // Only a booking still confirmed, for a session still on, is reminded of.
      return aboutBooking(db, event.bookingId, (b) =>
        b.bookingStatus === 'confirmed' && b.sessionStatus === 'scheduled' ? reminder(db, b, ctx) : null,
      );
    case 'review-invite':
      return aboutBooking(db, event.bookingId, (b) => reviewInvite(db, b, ctx));
    case 'owner.digest':
      return digest(db, event, ctx);
    case 'password.reset':
      return passwordReset(db, event, ctx);
    case 'account.exists':
      return accountExists(db, event, ctx);
    case 'gift-card.sent':
      return giftCardSent(db, event, ctx);
    case 'pass.purchased':
    case 'pass.expiring':
    case 'pass.renewal-reminder':
    case 'pass.renewed':
    case 'pass.renewal-failed':
    case 'waitlist.skipped':
    case 'booking.refilled':
      return passMessages(db, event, ctx.publicUrl);
    case 'booking.refunded':
    case 'review.hidden':
      return operatorMessages(db, event, ctx.publicUrl);
  }
}
