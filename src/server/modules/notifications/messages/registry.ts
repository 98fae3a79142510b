import type { DbOrTx } from '../../../db/client';
import { composeMail, type MailContent } from '../mail-layout';
import type { MailMessage } from '../mailer';
import type { OutboxEvent } from '../outbox-events';
import { accountExists } from './account-exists';
import { bookingCancelled } from './booking-cancelled';
import { bookingConfirmed } from './booking-confirmed';
import { bookingRefilled } from './booking-refilled';
import { bookingRefunded } from './booking-refunded';
import { giftCardSent } from './gift-card-sent';
import type { Bell, Entry, Kind, Site } from './message';
import { ownerDigest } from './owner-digest';
import { passEnded } from './pass-ended';
import { passExpiring } from './pass-expiring';
import { passPurchased } from './pass-purchased';
import { passRenewalFailed } from './pass-renewal-failed';
import { passRenewalReminder } from './pass-renewal-reminder';
import { passRenewed } from './pass-renewed';
import { passwordReset } from './password-reset';
import { reminder } from './reminder';
import { reviewHidden } from './review-hidden';
import { reviewInvite } from './review-invite';
import { sessionCancelled } from './session-cancelled';
import { sessionMoved } from './session-moved';
import { sessionUpdated } from './session-updated';
import { waitlistSkipped } from './waitlist-skipped';

/** Every kind of event, and the one file that decides what it says by e-mail and in the bell. */
export const MESSAGES: { [K in Kind]: Entry<K> } = {
  'booking.confirmed': bookingConfirmed,
  'booking.cancelled': bookingCancelled,
  'booking.refilled': bookingRefilled,
  'session.cancelled': sessionCancelled,
  'session.moved': sessionMoved,
  'session.updated': sessionUpdated,
  reminder,
  'review-invite': reviewInvite,
  'owner.digest': ownerDigest,
  'password.reset': passwordReset,
  'account.exists': accountExists,
  'gift-card.sent': giftCardSent,
  'pass.purchased': passPurchased,
  'pass.expiring': passExpiring,
  'pass.renewal-reminder': passRenewalReminder,
  'pass.renewed': passRenewed,
  'pass.renewal-failed': passRenewalFailed,
  'pass.ended': passEnded,
  'waitlist.skipped': waitlistSkipped,
  'booking.refunded': bookingRefunded,
  'review.hidden': reviewHidden,
};

/** The message of an event's kind; each entry takes exactly its own kind of event. */
const messageOf = (event: OutboxEvent) => MESSAGES[event.kind] as unknown as Entry<Kind>;

export interface MessageContext extends Site {
  now: Date;
}

/** The e-mails an event sends, drawn from the rows as they are now. */
export async function renderMessages(
  db: DbOrTx,
  event: OutboxEvent,
  ctx: MessageContext,
): Promise<MailMessage[]> {
  const mails = await messageOf(event).mails({ db, mailAt: ctx.now }, event, ctx);
  return Promise.all(mails.map(composeMail));
}

/** The bell's entries for an event: one per person told, in the words of the e-mail's subject. */
export function inAppNotifications(db: DbOrTx, event: OutboxEvent): Promise<Bell[]> {
  return messageOf(event).bells(db, event);
}

/** Every kind's sample e-mails, by kind, for the rendering test and for looking at. */
export function previewMails(site: Site): [kind: Kind, mails: MailContent[]][] {
  return (Object.keys(MESSAGES) as Kind[]).map((kind) => [kind, MESSAGES[kind].previews(site)]);
}
