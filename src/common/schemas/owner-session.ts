import { z } from 'zod';
import { londonDay } from '../london-time';
import { sessionStatusSchema } from '../statuses';
import { daysBetween, MAX_SCHEDULE_DAYS, MAX_SCHEDULE_WEEKS, WEEKDAYS } from '../weekly-schedule';
import { instantSchema, isoDateSchema } from './fields';
import { httpsUrl, optionalText, requiredText } from './text-fields';

// Sessions as an owner schedules them: one-off (POST /api/classes/:id/sessions), weekly
// (POST /api/classes/:id/schedules), moved (PATCH /api/sessions/:id) and cancelled.

/** A session can last at most this long. */
const MAX_SESSION_HOURS = 24;
/**
 * How far ahead a session may be put: a timetable, not an archive of the far future. It also keeps
 * a session's end (start plus the class's length) inside the years the database stores.
 */
export const SCHEDULE_HORIZON_YEARS = 2;

/** The last instant a session may start, seen from `now`. */
export function scheduleHorizon(now: Date): Date {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + SCHEDULE_HORIZON_YEARS);
  return horizon;
}

/** Why a session from `start` to `end` cannot be, naming the end time; undefined when it can. */
export function sessionLengthProblem(start: Date, end: Date): string | undefined {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 'End time must be after the start time';
  if (length > MAX_SESSION_HOURS * 3_600_000) {
    return `End time must be at most ${MAX_SESSION_HOURS} hours after the start time`;
  }
  return undefined;
}

/**
 * Why a session cannot start at `startTime`, seen from `now`; undefined when it can. The schemas here
 * check shapes only: a rule about the time needs a clock, and the two clocks differ on purpose. The
 * server passes the app's (a test's controlled one under test); a form passes the browser's, for its
 * messages only.
 */
export function startTimeProblem(startTime: string, now: Date): string | undefined {
  const start = new Date(startTime);
  if (start.getTime() <= now.getTime()) return 'Start time must be in the future';
  if (start > scheduleHorizon(now))
    return `Start time must be within ${SCHEDULE_HORIZON_YEARS} years from now`;
  return undefined;
}

/** Why a weekly schedule cannot begin on the London day `from`, seen from `now`; undefined when it can. */
export function scheduleFromProblem(from: string, now: Date): string | undefined {
  if (from < londonDay(now).toISOString().slice(0, 10)) return 'From must be today or later';
  if (from > scheduleHorizon(now).toISOString().slice(0, 10)) {
    return `From must be within ${SCHEDULE_HORIZON_YEARS} years from today`;
  }
  return undefined;
}

const sessionFields = {
  /** In the future and within the horizon: startTimeProblem, checked against a clock. */
  startTime: instantSchema('Start time'),
  /** Defaults to the start plus the class's duration. */
  endTime: instantSchema('End time').optional(),
  specialInstructions: optionalText('Special instructions', 1000, { multiline: true }),
  /** Online classes only. */
  meetingLink: httpsUrl('Meeting link'),
  /** A teacher of the studio who takes this session instead of the class's teachers; null clears it. */
  teacherId: z.uuid({ error: 'teacherId must be a teacher id' }).nullish(),
};

function endAfterStart(value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) {
  if (!value.startTime || !value.endTime) return;
  const problem = sessionLengthProblem(new Date(value.startTime), new Date(value.endTime));
  if (problem) ctx.addIssue({ code: 'custom', path: ['endTime'], message: problem });
}

/** POST /api/classes/:id/sessions: a one-off session. */
export const createSessionInputSchema = z.object(sessionFields).superRefine(endAfterStart);
export type CreateSessionInput = z.input<typeof createSessionInputSchema>;

/** PATCH /api/sessions/:id (upcoming sessions only). A new start alone keeps the session's length. */
export const updateSessionInputSchema = z.object(sessionFields).partial().superRefine(endAfterStart);
export type UpdateSessionInput = z.input<typeof updateSessionInputSchema>;

const calendarDay = (label: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input == null ? `${label} is required` : `${label} must be a date, e.g. 2027-03-01`,
  });

/** POST /api/classes/:id/schedules: every chosen weekday from `from` to `until`, at a London time. */
export const weeklyScheduleInputSchema = z
  .object({
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: `Weekdays must be among ${WEEKDAYS.join(', ')}` }), {
        error: 'Weekdays must be a list, e.g. ["MO", "TH"]',
      })
      .min(1, 'Weekdays must name at least one day')
      .max(WEEKDAYS.length, 'Weekdays must not repeat')
      .refine((v) => new Set(v).size === v.length, 'Weekdays must not repeat'),
    startTime: z
      .string({ error: 'Start time is required' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be a London time as HH:MM, e.g. 18:30'),
    /** Today or later and within the horizon: scheduleFromProblem, checked against a clock. */
    from: calendarDay('From'),
    until: calendarDay('Until'),
    /** Every session of the rule gets these; each can be edited on its own afterwards. */
    specialInstructions: sessionFields.specialInstructions,
    meetingLink: sessionFields.meetingLink,
  })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.from, value.until);
    if (days === undefined) return;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Until must be on or after From' });
    else if (days > MAX_SCHEDULE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: `Until must be at most ${MAX_SCHEDULE_WEEKS} weeks after From`,
      });
    }
  });
export type WeeklyScheduleInput = z.input<typeof weeklyScheduleInputSchema>;

/**
 * The weekly schedule as a form checks it: its shapes, and its first day against `clock` (the
 * browser's, for the form's messages only; the server decides with the app's).
 */
export function weeklyScheduleFormSchema(clock: () => Date) {
  return weeklyScheduleInputSchema.superRefine((value, ctx) => {
    const problem = scheduleFromProblem(value.from, clock());
    if (problem) ctx.addIssue({ code: 'custom', path: ['from'], message: problem });
  });
}

/** POST /api/sessions/:id/cancel. The students are told "Cancelled by the studio: <reason>". */
export const cancelSessionInputSchema = z.object({ reason: requiredText('Reason', 500) });

/** A session as its owner sees it: with the meeting link and, once cancelled, why and when. */
export const ownerSessionSchema = z.object({
  id: z.string(),
  classId: z.string(),
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  status: sessionStatusSchema,
  currentParticipants: z.number().int(),
  maxParticipants: z.number().int(),
  availableSpots: z.number().int(),
  specialInstructions: z.string().nullable(),
  meetingLink: z.string().nullable(),
  teacherId: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

/** The answer to a weekly schedule: the sessions it created; dates that already had one are skipped. */
export const scheduleResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  sessions: z.array(ownerSessionSchema),
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;

/** GET /api/owner/classes/:id/sessions: upcoming (soonest first, cancelled ones included) or past (latest first). */
export const ownerSessionsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past'], { error: 'scope must be upcoming or past' }).optional(),
});
