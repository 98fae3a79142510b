import { z } from 'zod';
import { isQueryDate, queryDateMessage } from '../calendar-date';
import { ATTENDANCE, type Attendance } from '../constants';
import { londonDay } from '../london-time';
import { bookingStatusSchema, sessionStatusSchema } from '../statuses';
import { searchSchema } from './catalogue-params';
import { instantSchema, isoDateSchema, moneySchema } from './fields';
import { londonDateSchema } from './owner-range';

// The owner's view of bookings: the roster (GET /api/owner/bookings), attendance and stats.

export type { Attendance };

export const DEFAULT_BOOKINGS_PAGE = 20;
const MAX_BOOKINGS_PAGE = 100;

/** An instant whose London day a query may ask about (the dates' range, calendar-date.ts). */
const queryInstantSchema = (label: string) =>
  instantSchema(label, '2027-03-01T00:00:00Z or a date 2027-03-01').refine((value) => {
    const instant = new Date(value);
    // A value that is no instant has had its answer from instantSchema already.
    return Number.isNaN(instant.getTime()) || isQueryDate(londonDay(instant).toISOString().slice(0, 10));
  }, queryDateMessage(label));

/**
 * A bound of the session's start: an instant, as the route has always taken, or a London date
 * (docs/decisions/0059): `from` a date means from that day's start, `to` a date through that day's end.
 */
const bound = (label: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const schema = /^\d{4}-\d{2}-\d{2}$/.test(value) ? londonDateSchema(label) : queryInstantSchema(label);
      const result = schema.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
    })
    .optional();

/** The orders of the Bookings list: the newest booking first (the default), or by session time. */
export const OWNER_BOOKING_SORTS = ['created', 'session'] as const;

/**
 * GET /api/owner/bookings: newest booking first, or soonest session first (`sort=session`); `from`/`to`
 * bound the session's start, `q` finds a student by name or e-mail.
 */
export const ownerBookingsQuerySchema = z.object({
  sessionId: z.uuid({ error: 'sessionId must be a valid id' }).optional(),
  /** One of the owner's studios: its bookings only (the Bookings tab's studio filter). */
  studioId: z.uuid({ error: 'studioId must be a valid id' }).optional(),
  from: bound('from'),
  to: bound('to'),
  /** Part of the student's name or e-mail, any case. */
  q: searchSchema,
  sort: z
    .enum(OWNER_BOOKING_SORTS, { error: `sort must be one of: ${OWNER_BOOKING_SORTS.join(', ')}` })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${MAX_BOOKINGS_PAGE}`)
    .max(MAX_BOOKINGS_PAGE, `limit must be between 1 and ${MAX_BOOKINGS_PAGE}`)
    .optional(),
  /** nextCursor of the previous page, as it came. */
  cursor: z.string().max(200, 'cursor is not valid').optional(),
});

/** One booking on the owner's sessions, with who booked it. */
export const ownerBookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  amountPaid: moneySchema,
  bookingDate: isoDateSchema,
  createdAt: isoDateSchema,
  cancellationReason: z.string().nullable(),
  cancelledAt: isoDateSchema.nullable(),
  refund: z.string().nullable(),
  attendance: z.enum(ATTENDANCE).nullable(),
  attendanceMarkedAt: isoDateSchema.nullable(),
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  session: z.object({
    id: z.string(),
    startTime: isoDateSchema,
    endTime: isoDateSchema,
    status: sessionStatusSchema,
  }),
  class: z.object({ id: z.string(), title: z.string(), serviceType: z.string() }),
  studio: z.object({ id: z.string(), name: z.string() }),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingPageSchema = z.object({
  bookings: z.array(ownerBookingSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OwnerBookingPage = z.infer<typeof ownerBookingPageSchema>;

/** POST /api/bookings/:id/attendance, once the session has started. */
export const attendanceInputSchema = z.object({
  attendance: z.enum(ATTENDANCE, { error: 'Attendance must be "attended" or "no-show"' }),
});

/**
 * GET /api/owner/stats. Studios, classes and upcoming sessions count what is active; bookings count
 * the confirmed and completed ones, and revenue (demo money) sums their amountPaid.
 */
export const ownerStatsSchema = z.object({
  totalStudios: z.number().int(),
  activeClasses: z.number().int(),
  totalBookings: z.number().int(),
  /** One decimal place; 0 with no reviews yet. */
  avgRating: z.number(),
  upcomingSessions: z.number().int(),
  revenue: moneySchema,
});
export type OwnerStats = z.infer<typeof ownerStatsSchema>;
