import { clockTime, isoDate, londonTime } from '../../../common/london-time';
import type { DateRangeQuery } from '../../../common/schemas/owner-range';
import type { Db } from '../../db/client';
import { csvText } from '../../lib/csv';
import { answeredStatus, paidWith } from '../bookings/bookings.mapper';
import { findRoster } from './owner-bookings.repository';
import { allClients } from './owner-clients.service';
import { revenueDays } from './owner-revenue.service';
import { ownSessionRoster } from './owner-timetable.service';
import { londonRange, reportStudio } from './report-range';

// The owner's CSV exports (docs/decisions/0059): each answers the file's name and text. Times are
// London's, written "2027-03-01 18:30" (a spreadsheet reads it as a date and time); money is the
// exact decimal ("9.50").

export interface CsvExport {
  fileName: string;
  text: string;
}

const ALL_STUDIOS = 'All studios';

const londonStamp = (instant: Date | string | null) => {
  if (instant === null) return '';
  const t = londonTime(instant);
  return `${isoDate(t)} ${clockTime(t)}`;
};
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

async function studioLabel(db: Db, ownerId: string, studioId: string | undefined) {
  return (await reportStudio(db, ownerId, studioId))?.name ?? ALL_STUDIOS;
}

/** GET /api/owner/sessions/:id/roster.csv: the session's bookings, as the check-in screen lists them. */
export async function rosterCsv(db: Db, sessionId: string, ownerId: string, now: Date): Promise<CsvExport> {
  const roster = await ownSessionRoster(db, sessionId, ownerId, now);
  const { session } = roster;
  const start = londonTime(session.startTime);
  return {
    fileName: `${session.studioName} roster ${isoDate(start)} ${clockTime(start).replace(':', '')} ${session.classTitle}.csv`,
    text: csvText(
      ['Name', 'Email', 'Status', 'Attendance', 'Paid with', 'First visit', 'Class', 'Session start'],
      roster.bookings.map((b) => [
        b.name,
        b.email,
        b.status,
        b.attendance,
        b.paidWith,
        yesNo(b.firstVisit),
        session.classTitle,
        londonStamp(session.startTime),
      ]),
    ),
  };
}

/** GET /api/owner/bookings.csv: the bookings of sessions on the dates, by session time. */
export async function bookingsCsv(
  db: Db,
  ownerId: string,
  query: DateRangeQuery,
  now: Date,
): Promise<CsvExport> {
  const studio = await studioLabel(db, ownerId, query.studioId);
  const range = londonRange(query.from, query.to);
  const rows = await findRoster(db, {
    ownerId,
    studioId: query.studioId,
    from: range.start,
    to: range.end,
    toExclusive: true,
    sort: 'session',
  });
  return {
    fileName: `${studio} bookings ${query.from} to ${query.to}.csv`,
    text: csvText(
      [
        'Session start',
        'Class',
        'Studio',
        'Name',
        'Email',
        'Status',
        'Attendance',
        'Amount paid',
        'Paid with',
        'Refund',
        'Booked at',
        'Booking ID',
      ],
      rows.map(({ booking, studentName, student, session, class: cls, studio: st }) => [
        londonStamp(session.startTime),
        cls.title,
        st.name,
        studentName,
        student.email,
        answeredStatus(booking.status, session.endTime, now),
        booking.attendance,
        booking.amountPaid,
        paidWith(booking),
        booking.refund,
        londonStamp(booking.createdAt),
        booking.id,
      ]),
    ),
  };
}

/** GET /api/owner/clients.csv: every client, by name, as of today. */
export async function clientsCsv(
  db: Db,
  ownerId: string,
  studioId: string | undefined,
  now: Date,
): Promise<CsvExport> {
  const studio = await studioLabel(db, ownerId, studioId);
  const clients = await allClients(db, ownerId, studioId, now);
  return {
    fileName: `${studio} clients ${isoDate(londonTime(now))}.csv`,
    text: csvText(
      ['Name', 'Email', 'Visits', 'Last visit', 'Next booking', 'Active passes'],
      clients.map((c) => [
        c.name,
        c.email,
        c.visits,
        londonStamp(c.lastVisit),
        londonStamp(c.nextBooking),
        c.activePasses,
      ]),
    ),
  };
}

/** GET /api/owner/revenue.csv: each day's money, as GET /api/owner/revenue counts it. */
export async function revenueCsv(db: Db, ownerId: string, query: DateRangeQuery): Promise<CsvExport> {
  const studio = await studioLabel(db, ownerId, query.studioId);
  const { days } = await revenueDays(db, ownerId, query);
  return {
    fileName: `${studio} revenue ${query.from} to ${query.to}.csv`,
    text: csvText(
      ['Date', 'Gross', 'Refunds', 'Net'],
      days.map((d) => [d.date, d.gross, d.refunds, d.net]),
    ),
  };
}
