import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import {
  findCalendarBooking,
  findFeedBookings,
  findUserIdByFeedHash,
  hasFeed,
  setFeedHash,
} from './calendar.repository';
import { bookingsCalendar } from './ics';

/** 32 random bytes: 43 base64url characters, never guessed. */
const SECRET_RE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** GET /api/bookings/:id/calendar.ics: the caller's booking as a calendar file. */
export async function bookingIcs(db: DbOrTx, bookingId: string, userId: string, now: Date) {
  const booking = isUuid(bookingId) ? await findCalendarBooking(db, bookingId, userId) : undefined;
  if (!booking) throw notFound('Booking not found');
  return { ics: bookingsCalendar([booking], 'Attune booking', now), title: booking.classTitle };
}

/** GET /api/calendar/{secret}.ics: the feed of the student whose secret it is, else 404. */
export async function feedIcs(db: DbOrTx, secret: string, now: Date) {
  const userId = SECRET_RE.test(secret) ? await findUserIdByFeedHash(db, hashOf(secret)) : undefined;
  if (!userId) throw notFound('Calendar feed not found');
  return bookingsCalendar(await findFeedBookings(db, userId, now), 'Attune bookings', now);
}

/** A new feed secret for the user, replacing (and so revoking) any earlier one; only its hash is kept. */
export async function resetFeed(db: DbOrTx, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await setFeedHash(db, userId, hashOf(secret));
  return secret;
}

export const feedStatus = async (db: DbOrTx, userId: string) => ({ active: await hasFeed(db, userId) });

export const revokeFeed = (db: DbOrTx, userId: string) => setFeedHash(db, userId, null);
