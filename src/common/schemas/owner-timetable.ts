import { z } from 'zod';
import { ATTENDANCE } from '../constants';
import { bookingStatusAnswer, sessionStatusAnswer } from '../statuses';
import { isoDateSchema } from './fields';
import { dateRangeQuerySchema, MAX_TIMETABLE_DAYS } from './owner-range';

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
  status: sessionStatusAnswer,
  capacity: z.number().int(),
  /** Places taken: paid bookings and holds not yet paid. */
  booked: z.number().int(),
  waitlisted: z.number().int(),
});
export type TimetableSession = z.infer<typeof timetableSessionSchema>;

/**
 * How a booking was paid; null while it is an unpaid hold. Only "card" today: passes will add theirs
 * (the one place that decides is src/server/modules/owner/paid-with.ts).
 */
export const PAID_WITH = ['card'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

export const rosterBookingSchema = z.object({
  bookingId: z.string(),
  name: z.string(),
  status: bookingStatusAnswer,
  attendance: z.enum(ATTENDANCE).nullable(),
  paidWith: z.enum(PAID_WITH).nullable(),
  /** The student's first booking at this studio that was not cancelled (by session time). */
  firstVisit: z.boolean(),
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
