import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/common/schemas/booking';
import { bookings, sessions } from '../../src/server/db/schema';
import {
  bearer,
  createSession,
  createUserWithToken,
  insertBookings,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let student: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  student = await createUserWithToken(t.database.db);
  other = await createUserWithToken(t.database.db);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const cancel = (id: string, user = student, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: bearer(user.token), payload });
const placesTaken = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.currentParticipants;

/** A session `startsInMs` from now with the studio's window, and the student's booking made and paid through the API. */
async function bookedSession(startsInMs: number, cancellationWindowHours = 12) {
  const { sessionId } = await createSession(t.database.db, { startsInMs, cancellationWindowHours });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(student.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  expect(res.statusCode).toBe(201);
  const paid = await payFor(t.app, student.token, res.json().id);
  expect(paid.statusCode).toBe(200);
  return { sessionId, booking: paid.json() as Booking };
}

describe('POST /api/bookings/:id/cancel', () => {
  // The reason is optional, and so is the body that would carry it.
  it.each([
    ['no body at all', {}],
    ['a JSON content type and an empty body', { 'content-type': 'application/json' }],
  ])('cancels with %s', async (_, headers) => {
    const { booking } = await bookedSession(48 * HOUR);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { ...bearer(student.token), ...headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: 'cancelled', refund: 'full' });
  });

  it('cancels inside the window with a full refund and frees the place', async () => {
    const { sessionId, booking } = await bookedSession(48 * HOUR, 12);
    expect(new Date(booking.cancellationDeadline).getTime()).toBe(
      new Date(booking.session.startTime).getTime() - 12 * HOUR,
    );
    expect(booking.session.class.studio.cancellationWindowHours).toBe(12);
    expect(await placesTaken(sessionId)).toBe(1);

    const res = await cancel(booking.id, student, { reason: 'Feeling unwell' });
    expect(res.statusCode).toBe(200);
    const body: Booking = res.json();
    expect(body).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      lateCancellation: false,
      refund: 'full',
      cancellationReason: 'Feeling unwell',
    });
    expect(body.cancelledAt).not.toBeNull();
    expect(await placesTaken(sessionId)).toBe(0);

    // GET answers the same stored outcome.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(student.token),
    });
    expect(again.json()).toMatchObject({ status: 'cancelled', refund: 'full', lateCancellation: false });
  });

  it('cancels late after the deadline: allowed, no refund', async () => {
    const { sessionId, booking } = await bookedSession(5 * HOUR, 12);
    const res = await cancel(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: true, refund: 'none' });
    expect(await placesTaken(sessionId)).toBe(0);
  });

  it('uses the studio window: 2 hours before with a 1-hour window is free', async () => {
    const { booking } = await bookedSession(2 * HOUR, 1);
    expect((await cancel(booking.id)).json()).toMatchObject({ lateCancellation: false, refund: 'full' });
  });

  it('a second cancel answers the same outcome and frees nothing more', async () => {
    const { sessionId } = await createSession(t.database.db, {
      startsInMs: 5 * HOUR,
      currentParticipants: 3,
    });
    const [id] = await insertBookings(t.database.db, sessionId, [student.id]);
    const first = await cancel(id as string);
    expect(first.statusCode).toBe(200);
    expect(await placesTaken(sessionId)).toBe(3);
    const second = await cancel(id as string, student, { reason: 'changed my mind' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await placesTaken(sessionId)).toBe(3);
  });

  it('a promoted booking is never late within 2 hours of its promotion', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * HOUR });
    const promotedAt = new Date(Date.now() - 30 * 60_000);
    const [recent] = await insertBookings(t.database.db, sessionId, [student.id], {
      promotedFromWaitlist: true,
      promotedAt,
    });
    const res = await cancel(recent as string);
    expect(res.json()).toMatchObject({
      lateCancellation: false,
      refund: 'full',
      promotedFromWaitlist: true,
      freeCancellationUntil: new Date(promotedAt.getTime() + 2 * HOUR).toISOString(),
    });

    const { sessionId: later } = await createSession(t.database.db, { startsInMs: 3 * HOUR });
    const [old] = await insertBookings(t.database.db, later, [student.id], {
      promotedFromWaitlist: true,
      promotedAt: new Date(Date.now() - 3 * HOUR),
    });
    expect((await cancel(old as string)).json()).toMatchObject({ lateCancellation: true, refund: 'none' });
  });

  it('answers 409 once the session has started, and changes nothing', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: -10 * 60_000 });
    const [id] = await insertBookings(t.database.db, sessionId, [student.id]);
    const res = await cancel(id as string);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already started/);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, id as string));
    expect(row?.status).toBe('confirmed');
    expect(await placesTaken(sessionId)).toBe(1);
  });

  it("answers 404 for another user's booking and for unknown ids", async () => {
    const { booking, sessionId } = await bookedSession(48 * HOUR);
    const res = await cancel(booking.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    expect((await cancel('not-a-uuid')).statusCode).toBe(404);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await placesTaken(sessionId)).toBe(1);
  });

  it('needs a signed-in student', async () => {
    const { booking } = await bookedSession(48 * HOUR);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('completed bookings', () => {
  it('answers a confirmed booking whose session has ended as completed', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: -3 * HOUR });
    const [id] = await insertBookings(t.database.db, sessionId, [student.id]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: bearer(student.token),
    });
    expect(res.json().status).toBe('completed');
    const list: Booking[] = (
      await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: bearer(student.token) })
    ).json();
    expect(list.find((b) => b.id === id)?.status).toBe('completed');
    const cancelRes = await cancel(id as string);
    expect(cancelRes.statusCode).toBe(409);
  });
});
