import { z } from 'zod';
import { FIRST_YEAR, isStorableInstant, LAST_YEAR } from '../calendar-date';

/** A money amount as it travels on the wire: a decimal string with two places ("18.00"). */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

/** Timestamps travel as ISO 8601 strings. */
export const isoDateSchema = z.string();

/** Path params: an id that is not a uuid is treated as "not found" by the routes. */
export const idParamsSchema = z.object({ id: z.string().max(64) });

/** The body of an action that takes none (a POST that only names its record): none at all, or `{}`. */
export const noBodySchema = z.object({}).nullish();

/** E-mail with the spec's messages ('Email is required', 'Invalid email address'). */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Invalid email address'));

/**
 * An ISO 8601 date and time with its offset ("2027-03-01T18:30:00Z"), in a year both PostgreSQL and
 * JavaScript can carry: "0000-01-01T00:00:00Z" is well formed, but PostgreSQL has no year 0.
 */
export const instantSchema = (label: string, example = '2027-03-01T18:30:00Z') =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input == null
          ? `${label} is required`
          : `${label} must be a date and time with a time zone, e.g. ${example}`,
    })
    .refine(
      (v) => isStorableInstant(new Date(v)),
      `${label} must fall between the years ${FIRST_YEAR} and ${LAST_YEAR}`,
    );

/**
 * Optional header of a POST that makes something once: a retry carrying the same key answers the
 * first result instead of making it again (bookings, gift cards).
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may only contain visible ASCII characters')
    .optional(),
});
