import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Booking, bookingSchema } from '../../src/common/schemas/booking';
import type { SessionDetail } from '../../src/common/schemas/session';
import { authTokens, bookings, sessions, users } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import {
  bearer,
  createSession,
  createUserWithToken,
  loginToken,
  payFor,
  writableState,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, id: userId } = await createUserWithToken(t.database.db));
});
afterAll(() => t?.close());

const book = (sessionId: string, amountPaid: unknown, auth = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(auth),
    payload: { sessionId, amountPaid },
  });
const getSession = (id: string, auth = token) =>
  t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: bearer(auth) });

describe('GET /api/sessions/:id', () => {
  it('returns what the booking page needs', async () => {
    const { sessionId, classId } = await createSession(t.database.db, {
      maxParticipants: 8,
      currentParticipants: 3,
      price: '22.50',
    });
    const res = await getSession(sessionId);
    expect(res.statusCode).toBe(200);
    const body: SessionDetail = res.json();
    expect(body).toEqual({
      id: sessionId,
      classId,
      startTime: expect.any(String),
      endTime: expect.any(String),
      currentParticipants: 3,
      status: 'scheduled',
      specialInstructions: null,
      createdAt: expect.any(String),
      availableSpots: 5,
      waitingCount: 0,
      meetingLink: null,
      // A session without a teacher of its own, of a class without teachers (docs/decisions/0072).
      teacher: null,
      class: {
        id: classId,
        title: 'Test Flow',
        price: '22.50',
        duration: 60,
        requirements: null,
        maxParticipants: 8,
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        teachers: [],
        studio: {
          id: expect.any(String),
          name: 'Test Studio',
          address: '1 Test Street',
          city: 'London',
          postcode: 'E1 6AN',
          cancellationWindowHours: 12,
        },
      },
      cancellationDeadline: new Date(new Date(body.startTime).getTime() - 12 * 3_600_000).toISOString(),
      callerBooking: null,
    });
  });

  it('needs a signed-in caller', async () => {
    const { sessionId } = await createSession(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}` });
    expect(res.statusCode).toBe(401);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for %s', async (id) => {
    const res = await getSession(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
  });
});

describe('POST /api/bookings', () => {
  describe('checks the token in the booking statement itself', () => {
    const INVALID = 'Your session has expired or is no longer valid. Please sign in again.';

    async function refusedWith(auth: string) {
      const { sessionId } = await createSession(t.database.db, { price: '18.00', maxParticipants: 5 });
      const before = await writableState(t.database.db);
      const res = await book(sessionId, '18.00', auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: INVALID, code: 'INVALID_TOKEN' });
      expect(await writableState(t.database.db)).toEqual(before);
    }

    it('a well-formed token nobody holds: 401, no place taken', async () => {
      await refusedWith(randomBytes(32).toString('base64url'));
    });

    it('a signed-out (revoked) token: 401, no place taken', async () => {
      const { token: signedOut } = await createUserWithToken(t.database.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut) });
      expect(res.statusCode).toBeLessThan(300);
      await refusedWith(signedOut);
    });

    it('an expired token: 401, no place taken', async () => {
      const { token: expired, id } = await createUserWithToken(t.database.db);
      await t.database.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, id));
      await refusedWith(expired);
    });

    it("a suspended account's live token: 401, no place taken", async () => {
      const { token: suspended, id } = await createUserWithToken(t.database.db);
      await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
      await refusedWith(suspended);
    });

    it('a token idle for longer than the idle timeout: 401, no place taken', async () => {
      const { token: idle, id } = await createUserWithToken(t.database.db);
      await t.database.db
        .update(authTokens)
        .set({ lastUsedAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(authTokens.userId, id));
      await refusedWith(idle);
    });

    it('answers the sign-in before the body: a dead token with a bad or oversized body is a 401', async () => {
      const dead = randomBytes(32).toString('base64url');
      const post = (auth: string, payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { ...bearer(auth), 'content-type': 'application/json' },
          payload,
        });
      for (const payload of ['{"sessionId": 12}', '{not json', JSON.stringify({ x: 'y'.repeat(4096) })]) {
        const res = await post(dead, payload);
        expect(res.statusCode, payload.slice(0, 20)).toBe(401);
        expect(res.json()).toEqual({ message: INVALID, code: 'INVALID_TOKEN' });
      }
      // With a live token the same bodies get their own answers.
      expect((await post(token, '{"sessionId": 12}')).statusCode).toBe(400);
      expect((await post(token, '{not json')).statusCode).toBe(400);
      expect((await post(token, JSON.stringify({ x: 'y'.repeat(4096) }))).statusCode).toBe(413);
      // A bad Idempotency-Key header too: the sign-in first.
      const { sessionId } = await createSession(t.database.db, { price: '18.00' });
      const badKey = { ...bearer(dead), 'idempotency-key': 'not a key' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: badKey,
        payload: { sessionId, amountPaid: '18.00' },
      });
      expect(res.statusCode).toBe(401);
    });

    it('marks the token used, as every signed-in request does, at most every five minutes', async () => {
      const { token: mine, id } = await createUserWithToken(t.database.db);
      const lastUsed = async () =>
        (await t.database.db.select().from(authTokens).where(eq(authTokens.userId, id)))[0]?.lastUsedAt;
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
      await t.database.db
        .update(authTokens)
        .set({ lastUsedAt: tenMinutesAgo })
        .where(eq(authTokens.userId, id));
      const { sessionId } = await createSession(t.database.db, { price: '18.00' });
      expect((await book(sessionId, '18.00', mine)).statusCode).toBe(201);
      const marked = await lastUsed();
      expect(marked?.getTime()).toBeGreaterThan(tenMinutesAgo.getTime() + 5 * 60_000);
      // Within five minutes of that mark, another booking leaves it as it is.
      const { sessionId: next } = await createSession(t.database.db, { price: '18.00' });
      expect((await book(next, '18.00', mine)).statusCode).toBe(201);
      expect((await lastUsed())?.getTime()).toBe(marked?.getTime());
    });

    it('a live token books for its own member, whatever else the request says', async () => {
      const { token: other, id: otherId } = await createUserWithToken(t.database.db);
      const { sessionId } = await createSession(t.database.db, { price: '18.00' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(other),
        payload: { sessionId, amountPaid: '18.00', userId },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().userId).toBe(otherId);
    });
  });

  it('holds a place at the class price: the booking is pending with its id until paid (201)', async () => {
    const { sessionId, classId } = await createSession(t.database.db, { price: '18.00', maxParticipants: 5 });
    const res = await book(sessionId, '18.00');
    expect(res.statusCode).toBe(201);
    const booking: Booking = res.json();
    expect(booking).toMatchObject({
      id: expect.any(String),
      userId,
      sessionId,
      status: 'pending',
      amountPaid: '18.00',
      paymentIntentId: null,
      paymentReference: null,
      paidAt: null,
      cancellationReason: null,
      session: { id: sessionId, class: { id: classId, price: '18.00', studio: { name: 'Test Studio' } } },
    });
    // The booking statement reads back the whole row; the answer is still exactly the declared
    // fields (attendanceMarkedAt, say, stays out), and the same as reading the booking again.
    expect(Object.keys(booking).sort()).toEqual(Object.keys(bookingSchema.shape).sort());
    const readBack = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(token),
    });
    expect(readBack.json()).toEqual(booking);
    const holdMs = Date.parse(booking.holdExpiresAt ?? '') - Date.parse(booking.createdAt);
    expect(holdMs).toBeGreaterThan(9.9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.currentParticipants).toBe(1);
    const detail: SessionDetail = (await getSession(sessionId)).json();
    expect(detail.availableSpots).toBe(4);
    expect(detail.callerBooking).toEqual({
      id: booking.id,
      status: 'pending',
      holdExpiresAt: booking.holdExpiresAt,
    });

    const paid = await payFor(t.app, token, booking.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: booking.id, status: 'confirmed', holdExpiresAt: null });
    expect((await getSession(sessionId)).json().callerBooking).toMatchObject({ status: 'confirmed' });
  });

  it.each([18, 18.0, '18', '18.0'])('accepts the price written as %j', async (amountPaid) => {
    const { sessionId } = await createSession(t.database.db, { price: '18.00' });
    const res = await book(sessionId, amountPaid);
    expect(res.statusCode).toBe(201);
    expect(res.json().amountPaid).toBe('18.00');
  });

  it('refuses a different amount with 400, stores nothing and frees nothing', async () => {
    const { sessionId } = await createSession(t.database.db, { price: '45.00' });
    const before = await writableState(t.database.db);
    for (const amountPaid of ['0.01', '0', '44.99', 4500]) {
      const res = await book(sessionId, amountPaid);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/price of this session is £45\.00/);
    }
    expect(await writableState(t.database.db)).toEqual(before);
  });

  it("answers 409 'Session Fully Booked' when no place is left", async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 4, currentParticipants: 4 });
    const res = await book(sessionId, '18.00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Session Fully Booked', code: 'SESSION_FULL' });
  });

  it('takes the last place, then refuses the next person', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 2, currentParticipants: 1 });
    const other = await createUserWithToken(t.database.db);
    expect((await book(sessionId, '18.00')).statusCode).toBe(201);
    expect((await book(sessionId, '18.00', other.token)).json()).toEqual({
      message: 'Session Fully Booked',
      code: 'SESSION_FULL',
    });
  });

  it.each([
    [{ startsInMs: -3_600_000 }, /already started or finished/],
    [{ status: 'cancelled' as const }, /has been cancelled/],
    [{ status: 'completed' as const, startsInMs: -86_400_000 }, /already started or finished/],
    [{ classActive: false }, /not taking bookings/],
  ])('refuses a session that cannot be booked (%j) with a clear 409', async (options, message) => {
    const { sessionId } = await createSession(t.database.db, options);
    const res = await book(sessionId, '18.00');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(message);
  });

  it("answers 404 'Session not found' for an unknown session", async () => {
    const res = await book('00000000-0000-4000-8000-000000000000', '18.00');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
  });

  it('refuses a second booking of the same session by the same user, held or paid, keeping the count right', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 5 });
    const first = await book(sessionId, '18.00');
    expect(first.statusCode).toBe(201);
    const whileHeld = await book(sessionId, '18.00');
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.json()).toEqual({
      message: 'You have already booked this session.',
      code: 'ALREADY_BOOKED',
    });
    expect((await payFor(t.app, token, first.json().id)).statusCode).toBe(200);
    const again = await book(sessionId, '18.00');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You have already booked this session.',
      code: 'ALREADY_BOOKED',
    });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.currentParticipants).toBe(1);
  });

  it('keeps one booking when the same user double-clicks (two requests at once, no key)', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 5 });
    const results = await Promise.all([book(sessionId, '18.00'), book(sessionId, '18.00')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.currentParticipants).toBe(1);
  });

  it('shows the meeting link of an online session only after paying for it', async () => {
    const { sessionId } = await createSession(t.database.db, { deliveryMethod: 'online' });
    expect((await getSession(sessionId)).json().meetingLink).toBeNull();
    const held = await book(sessionId, '18.00');
    expect(held.statusCode).toBe(201);
    expect(held.json().session.meetingLink).toBeNull();
    expect((await getSession(sessionId)).json().meetingLink).toBeNull();
    const paid = await payFor(t.app, token, held.json().id);
    expect(paid.json().session.meetingLink).toBe('https://meet.attune.london/test-room');
    expect((await getSession(sessionId)).json().meetingLink).toBe('https://meet.attune.london/test-room');
  });
});

describe('GET /api/bookings/:id and /api/user/bookings', () => {
  it("returns the demo student's bookings, newest session first, in the booking shape", async () => {
    const maya = await loginToken(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: bearer(maya) });
    expect(res.statusCode).toBe(200);
    const list: Booking[] = res.json();
    expect(list.length).toBe(2);
    expect(list.map((b) => b.status)).toEqual(['confirmed', 'completed']);
    const starts = list.map((b) => Date.parse(b.session.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const b of list) {
      expect(b.amountPaid).toBe(b.session.class.price);
      const one = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: bearer(maya) });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(b);
    }
  });

  it('lists a new booking first when its session is the latest', async () => {
    const fresh = await createUserWithToken(t.database.db);
    const soon = await createSession(t.database.db, { startsInMs: 86_400_000 });
    const later = await createSession(t.database.db, { startsInMs: 5 * 86_400_000 });
    await book(soon.sessionId, '18.00', fresh.token);
    await book(later.sessionId, '18.00', fresh.token);
    const list: Booking[] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/bookings',
        headers: bearer(fresh.token),
      })
    ).json();
    expect(list.map((b) => b.sessionId)).toEqual([later.sessionId, soon.sessionId]);
  });

  it('answers 404 for an unknown or malformed booking id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
  });
});
