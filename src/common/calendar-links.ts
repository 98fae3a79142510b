/** One class as a calendar entry: what the web calendars' "add event" pages are given. */
export interface CalendarEntry {
  title: string;
  start: Date;
  end: Date;
  location: string;
  details?: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** 20261201T183000Z: Google's form of a UTC time (no separators, no milliseconds). */
const googleTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 2026-12-01T18:30:00Z: Outlook's. */
const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}/, '');

/**
 * "Add to Google Calendar" and "Add to Outlook" links for one class, beside the .ics file: people on
 * Gmail or Outlook on the web add an event in one click. Times are UTC, so neither calendar guesses
 * the zone. Used by the e-mails and the booking pages alike.
 */
export function calendarLinks(entry: CalendarEntry): CalendarLinks {
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleTime(entry.start)}/${googleTime(entry.end)}`,
    location: entry.location,
    details: entry.details ?? '',
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: isoSeconds(entry.start),
    enddt: isoSeconds(entry.end),
    location: entry.location,
    body: entry.details ?? '',
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
