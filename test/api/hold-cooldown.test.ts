import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonShort, londonTime } from '../../src/common/london-format';
import { isoDate, londonTime as londonParts } from '../../src/common/london-time';
import type { Booking } from '../../src/common/schemas/booking';
import { bookings, sessions } from '../../src/server/db/schema';
import { expireDueHolds } from '../../src/server/modules/places/expire-holds';
import { bearer, createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Hold churn (docs/decisions/0052): after a hold runs out unpaid, the same account waits
// BOOKING_HOLD_COOLDOWN_MINUTES (10 by default) before it can hold that session again, and run-out
// holds count against BOOKINGS_PER_ACCOUNT_PER_HOUR. Time moves through the app's clock, or by
// moving hold_expires_at; nothing sleeps.

const MINUTE = 60_000;
const PER_HOUR = 3;

// On a whole minute, so the time the answer names is exact.
let now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => now,
    holdSweepMs: 0,
    bookingLimits: { perAccountPerHour: PER_HOUR },
  });
  users = await createUsersWithTokens(t.database.db, 8);
});
afterAll(() => t?.close());

const user = (i: number) => users[i] as TestUser;
const startOfTest = () => {
  now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
  return now;
};
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);
const book = (sessionId: string, u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(u.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
const cooldownMessage = (until: string) =>
  `Your hold on this session ran out. You can book it again from ${until}.`;
/**
 * The time a refusal names, as the rule words it for a request at `now`: the time alone on the same
 * London day, with the day once the wait ends on the next (a run a few minutes before midnight).
 */
const untilText = (instant: Date) =>
  isoDate(londonParts(instant)) === isoDate(londonParts(now)) ? londonTime(instant) : londonShort(instant);
/** The 409 of an account still waiting after its hold ran out, naming the instant the wait ends. */
function expectWaitUntil(res: Awaited<ReturnType<typeof book>>, until: Date) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: cooldownMessage(untilText(until)), code: 'HOLD_COOLDOWN' });
}
const placesTaken = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.currentParticipants;

describe('after a hold runs out unpaid', () => {
  it('the same account cannot hold that session again for 10 minutes from the hold’s end; others can at once', async () => {
    const start = startOfTest();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(0))).json();
    expect(held.holdExpiresAt).toBe(at(start, 10).toISOString());

    now = at(start, 10); // the hold ends; nothing has swept it yet
    const again = await book(sessionId, user(0));
    expectWaitUntil(again, at(start, 20));
    expect(await placesTaken(sessionId)).toBe(0);

    now = at(start, 12);
    const other = await book(sessionId, user(1));
    expect(other.statusCode, other.body).toBe(201);
    // Cancelled by its owner, the other hold starts no wait.
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${other.json().id}/cancel`,
      headers: bearer(user(1).token),
      payload: {},
    });

    now = at(start, 19);
    const stillWaiting = await book(sessionId, user(0));
    expectWaitUntil(stillWaiting, at(start, 20));

    now = at(start, 20);
    const after = await book(sessionId, user(0));
    expect(after.statusCode, after.body).toBe(201);
    expect(await placesTaken(sessionId)).toBe(1);
  });

  it('also when the session still has room: the run-out hold is given back and the wait is said, not "already booked"', async () => {
    const start = startOfTest();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 2 });
    expect((await book(sessionId, user(0))).statusCode).toBe(201);

    now = at(start, 10); // the hold ends; nothing has swept it yet, and the other place is free
    const again = await book(sessionId, user(0));
    expectWaitUntil(again, at(start, 20));
    expect(await placesTaken(sessionId)).toBe(0);
  });

  it('also once the hold was swept by the timer: the refusal says so, not "fully booked"', async () => {
    const start = startOfTest();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 2 });
    const held: Booking = (await book(sessionId, user(2))).json();
    // The hold ran out 4 minutes ago and the sweep has given its place back.
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: at(start, -4) })
      .where(eq(bookings.id, held.id));
    expect(await expireDueHolds(t.database.db, start)).toBeGreaterThanOrEqual(1);
    const res = await book(sessionId, user(2));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cooldownMessage(untilText(at(start, 6))), code: 'HOLD_COOLDOWN' });
    expect(await placesTaken(sessionId)).toBe(0);
  });

  it('names the day when the wait ends on another London day', async () => {
    const start = startOfTest();
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const held: Booking = (await book(sessionId, user(3))).json();
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: at(start, -1) })
      .where(eq(bookings.id, held.id));
    await expireDueHolds(t.database.db, start, { sessionId });
    // Asked with the clock two days earlier, the wait ends on another day.
    now = at(start, -2 * 24 * 60);
    const res = await book(sessionId, user(3));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: cooldownMessage(londonShort(at(start, 9))),
      code: 'HOLD_COOLDOWN',
    });
  });

  it('a hold the student cancelled starts no wait', async () => {
    startOfTest();
    const { sessionId } = await createSession(t.database.db);
    const held: Booking = (await book(sessionId, user(4))).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.id}/cancel`,
      headers: bearer(user(4).token),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await book(sessionId, user(4))).statusCode).toBe(201);
  });
});

describe('BOOKINGS_PER_ACCOUNT_PER_HOUR', () => {
  it('counts holds that ran out unpaid: letting them expire does not make room for more', async () => {
    const start = startOfTest();
    const made = await Promise.all(
      Array.from({ length: PER_HOUR + 1 }, () => createSession(t.database.db, { maxParticipants: 1 })),
    );
    const ids: string[] = [];
    for (const { sessionId } of made.slice(0, PER_HOUR)) {
      const res = await book(sessionId, user(5));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // Every hold runs out and is swept: no place is held any more.
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`${at(start, -1).toISOString()}::timestamptz` })
      .where(inArray(bookings.id, ids));
    await expireDueHolds(t.database.db, start);
    for (const { sessionId } of made.slice(0, PER_HOUR)) expect(await placesTaken(sessionId)).toBe(0);

    const next = await book((made[PER_HOUR] as { sessionId: string }).sessionId, user(5));
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({
      message: 'You have made many bookings in the last hour. Please try again later.',
      code: 'HOURLY_BOOKING_LIMIT',
    });
  });
});
