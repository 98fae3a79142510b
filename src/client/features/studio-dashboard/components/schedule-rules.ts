import { z } from 'zod';
import { calendarDate } from '../../../../common/calendar-date';
import { atLondonTime } from '../../../../common/london-time';
import { httpsUrl } from '../../../../common/schemas/text-fields';
import type { WEEKDAYS } from '../../../../common/weekly-schedule';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

/**
 * A one-off session: a London date and wall-clock time, its instructions and, for an online class,
 * the link to join (checked as the server checks it).
 */
export const oneOffFormSchema = z.object({
  date: z.string().refine((v) => !!calendarDate(v), 'Date must be a date'),
  time: z.string().regex(TIME, 'Start time must be a time, e.g. 18:30'),
  specialInstructions: z.string().trim().max(1000, 'Special instructions must be at most 1000 characters'),
  meetingLink: httpsUrl('Meeting link'),
});

/** The instant London's clock shows `time` on `date` (GMT or BST as the date falls). */
export function londonInstant(date: string, time: string): Date | undefined {
  const day = calendarDate(date);
  const match = TIME.exec(time);
  if (!day || !match) return undefined;
  return atLondonTime(day, Number(match[1]), Number(match[2]));
}
