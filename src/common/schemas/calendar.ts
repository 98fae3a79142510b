import { z } from 'zod';

/** GET /api/user/calendar-feed: whether the student has a personal feed (its URL cannot be shown again). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean() });

/**
 * POST /api/user/calendar-feed: a new secret feed URL, replacing any earlier one. Only a hash of the
 * secret is stored, so this answer is the only time the full URL is shown.
 */
export const calendarFeedCreatedSchema = z.object({ active: z.literal(true), url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
