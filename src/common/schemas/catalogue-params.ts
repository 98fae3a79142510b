import { z } from 'zod';
import { ACCESS_FEATURES, accessFeaturesOf, accessWords, isAccessFeature } from '../accessibility';
import { isCalendarDate, isQueryDate, queryDateMessage } from '../calendar-date';

// The catalogue lists' shared query parameters, kept apart from catalogue-query.ts so that the
// browse page, which reads the same names from its URL, does not load zod for them.

/** Page sizes of the catalogue lists (GET /api/classes, GET /api/studios). */
const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;
/** The longest search text; a longer one is a 400, not a slow query. */
const MAX_SEARCH_LENGTH = 200;

export const limitSchema = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 100' })
  .int('limit must be a whole number from 1 to 100')
  .min(1, 'limit must be a whole number from 1 to 100')
  .max(MAX_PAGE_SIZE, 'limit must be a whole number from 1 to 100')
  .default(DEFAULT_PAGE_SIZE);

/** An opaque keyset cursor from a previous page's Link header; decoded and checked by the server. */
export const cursorSchema = z
  .string()
  .max(512, 'cursor is not valid: take it from the previous page')
  .optional();

export const searchSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional();

export const locationSchema = z
  .string()
  .trim()
  .max(100, 'location must be at most 100 characters')
  .optional();

export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'date must be a real calendar date written YYYY-MM-DD')
  .refine(isQueryDate, queryDateMessage('date'));

/**
 * `accessibility=step-free-entrance,lift`: studios where every named feature holds. Each word must be
 * one of the set; the answer is the features in the set's order, each once, so the same filter
 * written two ways is one read-cache key. Nothing named is no filter.
 */
export const accessibilityFilterSchema = z
  .string({ error: 'accessibility must be given once, as a comma-separated list' })
  .max(400, 'accessibility must be at most 400 characters')
  .refine(
    (v) => accessWords(v).every(isAccessFeature),
    `accessibility must be a comma-separated list of: ${ACCESS_FEATURES.join(', ')}`,
  )
  .transform((v) => {
    const features = accessFeaturesOf(v);
    return features.length > 0 ? features : undefined;
  })
  .optional();
