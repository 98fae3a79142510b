import { type SQL, sql } from 'drizzle-orm';

/**
 * The dedupe keys of the time-driven notices about a booking (SQL over the aliases `b`, a booking,
 * and `s`, its session). The schedule makes a notice once per key; the demo seed records the keys of
 * its own bookings as already sent, so a fresh demo mails nobody. One definition, for both.
 */
export const REMINDER_KEY: SQL = sql.raw(
  `'reminder:' || b.id || ':' || (extract(epoch from s.start_time)::bigint)::text`,
);
export const REVIEW_INVITE_KEY: SQL = sql.raw(`'review-invite:' || b.id`);
