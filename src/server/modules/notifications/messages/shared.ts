import { calendarLinks } from '../../../../common/calendar-links';
import { londonDateTime, londonShort, londonTime } from '../../../../common/london-format';
import { formatPence, toPence } from '../../../../common/money';
import type { BookingDetails } from '../event-details.repository';
import { bookingPath } from '../links';
import type { MailContent } from '../mail-layout';
import { UNSUBSCRIBE_PATH } from '../unsubscribe-token';
import type { Bell, Site } from './message';

// The words and parts several messages share.

export const pounds = (amount: string) => `£${amount}`;

/** A phrase as a sentence begins it. */
export const sentence = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;

/**
 * What a full refund gives back, as "you will get …": the whole payment, or only what an operator's
 * earlier refund left (issue 63), or nothing more when they refunded it all.
 */
export function fullRefund(b: Pick<BookingDetails, 'amountPaid' | 'operatorRefunds'>): string {
  const paid = toPence(b.amountPaid) ?? 0;
  const earlier = toPence(b.operatorRefunds) ?? 0;
  if (earlier === 0) return `you will get a full refund of ${pounds(b.amountPaid)}`;
  if (earlier >= paid) return `the ${pounds(b.amountPaid)} you paid was already refunded in full`;
  return `you will get the ${pounds(formatPence(paid - earlier))} not yet refunded, for a full refund of ${pounds(b.amountPaid)}`;
}

/** Who an e-mail goes to, and the name its greeting uses. */
export const recipient = (person: { email: string; firstName: string | null }) => ({
  to: person.email,
  firstName: person.firstName,
});

export const when = (b: { startTime: Date }) => londonShort(b.startTime);

export const seeBooking = (b: Pick<BookingDetails, 'bookingId'>, site: Site) => ({
  text: 'See your booking',
  url: `${site.publicUrl}${bookingPath(b.bookingId)}`,
});

export const findAnotherClass = (site: Site) => ({
  text: 'Find another class',
  url: `${site.publicUrl}/browse`,
});

/** Why a student hears about their booking, and the studio's address under it. */
const BOOKING_REASON = 'You are receiving this e-mail because you booked this class on Attune.';

export function studioAddress(b: Pick<BookingDetails, 'studioName' | 'address' | 'city' | 'postcode'>) {
  return [b.studioName, b.address, b.city, b.postcode].filter(Boolean).join(', ');
}

export const aboutClass = (b: BookingDetails, reason = BOOKING_REASON) => ({
  reason,
  studioAddress: studioAddress(b),
  replyTo: b.ownerEmail,
});

export function where(b: BookingDetails): string {
  if (b.deliveryMethod === 'online') {
    return b.meetingLink ? `Online: ${b.meetingLink}` : 'Online (the studio will send the link before class)';
  }
  return studioAddress(b);
}

/** The class as a Google or Outlook calendar entry, the same one as the attached .ics. */
export const calendarOf = (b: BookingDetails, site: Site) =>
  calendarLinks({
    title: b.classTitle,
    start: b.startTime,
    end: b.endTime,
    location: where(b),
    details: `${b.studioName}. Your booking: ${site.publicUrl}${bookingPath(b.bookingId)}`,
  });

/** The practical details of a class, as the e-mail's table. */
export function practical(b: BookingDetails): [string, string][] {
  const rows: [string, string][] = [
    ['Class', b.classTitle],
    ['Studio', b.studioName],
    ['When', `${londonDateTime(b.startTime)} to ${londonTime(b.endTime)} (London time)`],
    ['Where', where(b)],
  ];
  if (b.specialInstructions) rows.push(['From the studio', b.specialInstructions]);
  return rows;
}

/** An optional e-mail's unsubscribe link and token, for its footer and List-Unsubscribe. */
export function unsubscribe(site: Site, token: string | undefined): Pick<MailContent, 'unsubscribe'> {
  if (!token) return {};
  return {
    unsubscribe: { token, url: `${site.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` },
  };
}

/** A bell entry about a booking, leading to its page. */
export function forBooking(
  b: Pick<BookingDetails, 'userId' | 'bookingId'>,
  kind: Bell['kind'],
  title: string,
  body: string,
): Bell {
  return { userId: b.userId, kind, title, body, href: bookingPath(b.bookingId) };
}
