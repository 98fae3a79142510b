import { z } from 'zod';
import { ATTENDANCE, PAID_WITH } from '../constants';
import { bookingStatusSchema, sessionStatusSchema } from '../statuses';
import { isoDateSchema } from './fields';
import { dateRangeQuerySchema, MAX_TIMETABLE_DAYS } from './owner-range';
import { rosterWaiverFieldsSchema } from './waiver';

// The owner's day: the timetable (GET /api/owner/sessions) and a session's roster, the check-in
// screen (GET /api/owner/sessions/:id/roster).

/** GET /api/owner/sessions: London dates, both included, at most six weeks. */
export const ownerTimetableQuerySchema = dateRangeQuerySchema(MAX_TIMETABLE_DAYS);

/** One session of the owner's timetable: its places taken (holds too) and its waitlist. */
export const timetableSessionSchema = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  studioId: z.string(),
  studioName: z.string(),
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  status: sessionStatusSchema,
  capacity: z.number().int(),
  /** Places taken: paid bookings and holds not yet paid. */
  booked: z.number().int(),
  waitlisted: z.number().int(),
});
export type TimetableSession = z.infer<typeof timetableSessionSchema>;

export const rosterBookingSchema = z.object({
  bookingId: z.string(),
  name: z.string(),
  status: bookingStatusSchema,
  attendance: z.enum(ATTENDANCE).nullable(),
  paidWith: z.enum(PAID_WITH).nullable(),
  /** The student's first booking at this studio that was not cancelled (by session time). */
  firstVisit: z.boolean(),
  /** Issue 66: whether the current waiver is signed (null: the studio has none), and flagged answers. */
  ...rosterWaiverFieldsSchema.shape,
});
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

export const rosterSchema = z.object({
  session: timetableSessionSchema,
  /** Places held first (by name), then cancelled bookings. */
  bookings: z.array(rosterBookingSchema),
  /** Who waits for a place, first in line first. */
  waitlist: z.array(z.object({ position: z.number().int(), name: z.string() })),
});
export type Roster = z.infer<typeof rosterSchema>;
