import { z } from 'zod';
import { isCalendarDate, isQueryDate, queryDateMessage } from '../calendar-date';
import { daysBetween } from '../weekly-schedule';

// The date ranges of the owner's reports (docs/decisions/0059): `from` and `to` are London calendar
// dates, both days included, so "from=2027-03-01&to=2027-03-07" is one Monday-to-Sunday week.

/** The timetable shows six weeks at most. */
export const MAX_TIMETABLE_DAYS = 42;
/** Money and exports cover at most a year (a leap year's 366 days). */
export const MAX_REPORT_DAYS = 366;

/** A London calendar date written YYYY-MM-DD in the range a query may ask about, its messages naming the field. */
export const londonDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD`)
    .refine(isCalendarDate, `${label} must be a real calendar date written YYYY-MM-DD`)
    .refine(isQueryDate, queryDateMessage(label));

export const studioFilterSchema = z.uuid({ error: 'studioId must be a valid id' }).optional();

/** `to` on or after `from`, and at most `maxDays` days after it (both days count). */
function withinDays(maxDays: number) {
  return (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
    const span = daysBetween(value.from, value.to);
    if (span === undefined) return;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span + 1 > maxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `to must be at most ${maxDays} days from from (both days included)`,
      });
    }
  };
}

/** `?from&to&studioId`: a range of London dates of at most `maxDays` days, of one studio or all. */
export const dateRangeQuerySchema = (maxDays: number) =>
  z
    .object({ from: londonDateSchema('from'), to: londonDateSchema('to'), studioId: studioFilterSchema })
    .superRefine(withinDays(maxDays));

export type DateRangeQuery = z.output<ReturnType<typeof dateRangeQuerySchema>>;
