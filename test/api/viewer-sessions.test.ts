import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerSession } from '../../src/common/schemas/session';
import {
  bearer,
  createSession,
  createUsersWithTokens,
  insertBookings,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;

// The booking rules' clock, moved by the tests (no sleeps); the hold sweep is off.
let now = new Date();
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 0 });
  users = await createUsersWithTokens(t.database.db, 6);
});
afterAll(() => t?.close());

const user = (i: number) => users[i] as TestUser;
const viewer = (classId: string, u?: TestUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/classes/${classId}/sessions`,
    headers: u ? bearer(u.token) : {},
  });
const mine = async (classId: string, u: TestUser): Promise<ViewerSession[]> => {
  const res = await viewer(classId, u);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const book = (sessionId: string, u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(u.token),
    payload: { sessionId, amountPaid: '18.00' },
  });

describe("GET /api/user/classes/:id/sessions: the viewer's places on a class", () => {
  it('shows a held place with its expiry, then booked once paid; nothing for others', async () => {
    now = new Date();
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 3 });
    expect(await mine(classId, user(0))).toEqual([]);

    const held = (await book(sessionId, user(0))).json();
    expect(await mine(classId, user(0))).toEqual([
      {
        sessionId,
        state: 'held',
        bookingId: held.id,
        holdExpiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString(),
        waitlistPosition: null,
      },
    ]);
    // Another student sees none of it.
    expect(await mine(classId, user(1))).toEqual([]);

    expect((await payFor(t.app, user(0).token, held.id)).statusCode).toBe(200);
    expect(await mine(classId, user(0))).toEqual([
      { sessionId, state: 'booked', bookingId: held.id, holdExpiresAt: null, waitlistPosition: null },
    ]);
  });

  it('leaves out a hold that has run out, even before it is swept', async () => {
    now = new Date();
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 3 });
    expect((await book(sessionId, user(2))).statusCode).toBe(201);
    now = new Date(now.getTime() + 11 * MINUTE);
    expect(await mine(classId, user(2))).toEqual([]);
  });

  it('gives the live waitlist position', async () => {
    now = new Date();
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 1 });
    await insertBookings(t.database.db, sessionId, [user(0).id]);
    for (const u of [user(3), user(4)]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionId}/waitlist`,
        headers: bearer(u.token),
      });
      expect(joined.statusCode).toBe(201);
    }
    expect(await mine(classId, user(4))).toEqual([
      { sessionId, state: 'waitlisted', bookingId: null, holdExpiresAt: null, waitlistPosition: 2 },
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(user(3).token),
    });
    expect((await mine(classId, user(4)))[0]?.waitlistPosition).toBe(1);
    expect((await mine(classId, user(0)))[0]?.state).toBe('booked');
  });

  it('asks for a sign-in, answers an unknown or malformed class with nothing, and leaves the public class unchanged', async () => {
    now = new Date();
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 3 });
    expect((await book(sessionId, user(5))).statusCode).toBe(201);
    expect((await viewer(classId)).statusCode).toBe(401);
    expect(await mine('not-a-uuid', user(5))).toEqual([]);
    expect(await mine('00000000-0000-4000-8000-000000000000', user(5))).toEqual([]);

    // The public class answer is the same for everyone, signed in or not.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/classes/${classId}`,
      headers: bearer(user(5).token),
    });
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(JSON.stringify(anonymous.json())).not.toContain('held');
  });
});
