import { calendarLinks } from '../../common/calendar-links';
import type { Booking } from '../../common/schemas/booking';
import { cn } from '../lib/cn';

/** Where the class happens, as a calendar entry's location: the studio's address, or how to join online. */
function location(booking: Booking): string {
  const { class: cls } = booking.session;
  if (cls.deliveryMethod === 'online') return booking.session.meetingLink ?? 'Online';
  return [cls.studio.name, cls.studio.address, cls.studio.city].filter(Boolean).join(', ');
}

/**
 * "Add to Google Calendar" and "Add to Outlook", beside the .ics download: for people whose calendar
 * lives in a browser. The same links as the booking e-mails carry (src/common/calendar-links.ts).
 */
export function CalendarWebLinks({ booking, className }: { booking: Booking; className?: string }) {
  const { session } = booking;
  const links = calendarLinks({
    title: session.class.title,
    start: new Date(session.startTime),
    end: new Date(session.endTime),
    location: location(booking),
    details: session.class.studio.name,
  });
  const link = 'text-sm text-sage underline underline-offset-4 hover:text-sage-hover';
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1', className)}>
      <a className={link} href={links.google} target="_blank" rel="noreferrer">
        Add to Google Calendar
      </a>
      <a className={link} href={links.outlook} target="_blank" rel="noreferrer">
        Add to Outlook
      </a>
    </p>
  );
}
