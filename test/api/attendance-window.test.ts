import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, studios } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUserWithToken,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Attendance is marked from the session's start until 7 days after its end, and frozen once the
// student has reviewed the class (docs/decisions/0052). Time moves through the app's clock.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BEFORE_START = 'Attendance can be marked once the session has started.';
const WINDOW_CLOSED =
  'Attendance can be marked until 7 days after the session ends, so this one can no longer change.';
const LOCKED = "Attendance can't change once the student has reviewed this class.";

let now = new Date();
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());

/** A booking by a new student on a session of the owner's, an hour long, starting `startsInMs` from now. */
async function bookingOnOwnSession(startsInMs: number) {
  const { sessionId, studioId, startTime } = await createSession(t.database.db, { startsInMs });
  await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
  const student = await createUserWithToken(t.database.db);
  const [bookingId] = await insertBookings(t.database.db, sessionId, [student.id]);
  return { bookingId: bookingId as string, student, start: startTime.getTime() };
}

const mark = (bookingId: string, attendance: 'attended' | 'no-show') =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/attendance`,
    headers: bearer(owner.token),
    payload: { attendance },
  });
const attendanceOf = async (bookingId: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.attendance;

describe('POST /api/bookings/:id/attendance, in time', () => {
  it('opens at the start and closes 7 days after the end', async () => {
    // The session's own start, not one computed here: on a busy machine the two differ by seconds.
    const { bookingId, start } = await bookingOnOwnSession(2 * HOUR);
    const end = start + HOUR;

    now = new Date(start - 60_000);
    const early = await mark(bookingId, 'attended');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: BEFORE_START, code: 'SESSION_NOT_STARTED' });

    now = new Date(start + 1000);
    expect((await mark(bookingId, 'attended')).statusCode).toBe(200);

    now = new Date(end + 7 * DAY - 1000);
    const lastChance = await mark(bookingId, 'no-show');
    expect(lastChance.statusCode, lastChance.body).toBe(200);
    expect(await attendanceOf(bookingId)).toBe('no-show');

    now = new Date(end + 7 * DAY + 60_000);
    const late = await mark(bookingId, 'attended');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: WINDOW_CLOSED, code: 'CONFLICT' });
    expect(await attendanceOf(bookingId)).toBe('no-show');
  });
});

describe('POST /api/bookings/:id/attendance, once reviewed', () => {
  it('is frozen: the "verified attendee" mark of a review cannot be taken away or changed', async () => {
    now = new Date();
    const { bookingId, student } = await bookingOnOwnSession(-3 * HOUR);
    expect((await mark(bookingId, 'attended')).statusCode).toBe(200);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/review`,
      headers: bearer(student.token),
      payload: { rating: 4 },
    });
    expect(review.statusCode, review.body).toBe(201);

    for (const attendance of ['no-show', 'attended'] as const) {
      const res = await mark(bookingId, attendance);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: LOCKED, code: 'ATTENDANCE_LOCKED' });
    }
    expect(await attendanceOf(bookingId)).toBe('attended');
  });
});
