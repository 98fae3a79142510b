import ical, { ICalEventStatus } from 'ical-generator';
import { deadlineOf } from '../../../common/booking-rules';
import { TIME_ZONE } from '../../../common/constants';
import type { CalendarBooking } from './calendar.repository';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The same UID for a booking in every file and feed, so calendars update the one event. */
const bookingUid = (bookingId: string) => `${bookingId}@attune.london`;

const isCancelled = (b: CalendarBooking) =>
  b.bookingStatus === 'cancelled' || b.sessionStatus === 'cancelled';

/**
 * The meeting link is a paid place's: a pending hold can be released for free, so its event carries
 * no link (else booking and cancelling would hand the link out).
 */
const meetingLinkOf = (b: CalendarBooking) =>
  b.deliveryMethod === 'online' && !isCancelled(b) && b.bookingStatus !== 'pending' ? b.meetingLink : null;

function eventStatus(b: CalendarBooking): ICalEventStatus {
  if (isCancelled(b)) return ICalEventStatus.CANCELLED;
  return b.bookingStatus === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}

function location(b: CalendarBooking): string {
  if (b.deliveryMethod === 'online') return meetingLinkOf(b) ?? 'Online';
  return [b.studioName, b.address, b.city, b.postcode].filter(Boolean).join(', ');
}

function description(b: CalendarBooking): string {
  const lines = [`${b.classTitle} at ${b.studioName}, booked on Attune.`];
  if (isCancelled(b)) {
    lines.push(
      b.sessionStatus === 'cancelled' ? 'The studio cancelled this session.' : 'You cancelled this booking.',
    );
  } else {
    const deadline = deadlineOf(b);
    lines.push(`Free cancellation until ${LONDON.format(deadline)}.`);
    const link = meetingLinkOf(b);
    if (link) lines.push(`Join online: ${link}`);
  }
  if (b.specialInstructions) lines.push(b.specialInstructions);
  return lines.join('\n');
}

/**
 * An RFC 5545 calendar of bookings, times in UTC: one VEVENT per booking with a stable UID. The
 * SEQUENCE is the session's (raised when the studio moves it) plus one once cancelled, and a cancelled
 * booking or session is sent as STATUS:CANCELLED, so calendar apps replace the earlier version; an
 * unpaid hold is STATUS:TENTATIVE.
 */
export function bookingsCalendar(bookings: CalendarBooking[], name: string, now: Date): string {
  const calendar = ical({ name, prodId: { company: 'Attune', product: 'Bookings', language: 'EN' } });
  for (const b of bookings) {
    const cancelled = isCancelled(b);
    calendar.createEvent({
      id: bookingUid(b.bookingId),
      sequence: b.sequence + (cancelled ? 1 : 0),
      stamp: now,
      start: b.startTime,
      end: b.endTime,
      summary: `${b.classTitle} · ${b.studioName}`,
      location: location(b),
      description: description(b),
      status: eventStatus(b),
    });
  }
  return calendar.toString();
}
