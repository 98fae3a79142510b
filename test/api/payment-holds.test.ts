import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../src/common/schemas/booking';
import { bookings, sessions } from '../../src/server/db/schema';
import { payBooking } from '../../src/server/modules/bookings/pay-booking';
import { demoPaymentProvider } from '../../src/server/modules/payments/payment-provider';
import { expireDueHolds } from '../../src/server/modules/places/expire-holds';
import { bearer, createSession, createUsersWithTokens, payFor, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const EXPIRED_MESSAGE = 'This hold has expired; book again';

// The booking rules' clock, moved by the tests (no sleeps); the timer is off except where tested.
let now = new Date();
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 0 });
  users = await createUsersWithTokens(t.database.db, 12);
});
afterAll(() => t?.close());

const user = (i: number) => users[i] as TestUser;
const book = (sessionId: string, u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(u.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
const getBooking = async (id: string, u: TestUser): Promise<Booking> =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(u.token) })).json();
const placesTaken = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.currentParticipants;
const later = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

describe('a booking is held, then paid', () => {
  it('is pending with a 10-minute hold, then paying confirms it with a reference; paying again answers the same payment', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 3 });
    const held: Booking = (await book(sessionId, user(0))).json();
    expect(held).toMatchObject({ status: 'pending', paidAt: null, paymentReference: null });
    expect(held.holdExpiresAt).toBe(later(10).toISOString());
    expect(await placesTaken(sessionId)).toBe(1);

    now = later(9);
    const paid = await payFor(t.app, user(0).token, held.id);
    expect(paid.statusCode).toBe(200);
    const body: Booking = paid.json();
    expect(body).toMatchObject({
      id: held.id,
      status: 'confirmed',
      paidAt: now.toISOString(),
      paymentReference: expect.stringMatching(/^demo_[0-9a-f]{16}$/),
      holdExpiresAt: null,
    });

    now = later(30); // long past the hold: a paid booking stays paid
    const again = await payFor(t.app, user(0).token, held.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ paymentReference: body.paymentReference, paidAt: body.paidAt });
    expect(await getBooking(held.id, user(0))).toMatchObject({ status: 'confirmed' });
    expect(await placesTaken(sessionId)).toBe(1);
  });

  it("answers 404 for another student's booking, and refuses a method that is not the demo", async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db);
    const held: Booking = (await book(sessionId, user(0))).json();
    const other = await payFor(t.app, user(1).token, held.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.id}/payment`,
      headers: bearer(user(0).token),
      payload: { method: 'card' },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toMatch(/method/);
    expect(await getBooking(held.id, user(0))).toMatchObject({ status: 'pending' });
  });

  it('cancelling a held booking gives the place back with nothing to refund', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(2))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.id}/cancel`,
      headers: bearer(user(2).token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: null, lateCancellation: false });
    expect(await placesTaken(sessionId)).toBe(0);
    expect((await payFor(t.app, user(2).token, held.id)).json()).toEqual({
      message: 'This booking has been cancelled, so it cannot be paid.',
      code: 'BOOKING_CANCELLED',
    });
  });
});

describe('a hold that runs out unpaid', () => {
  it('is cancelled and its place freed as soon as anything reads the session; paying then is refused', async () => {
    now = new Date();
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(3))).json();
    expect((await book(sessionId, user(4))).json()).toEqual({
      message: 'Session Fully Booked',
      code: 'SESSION_FULL',
    });

    now = later(10); // the hold ends at exactly this instant
    const cls = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(cls.json().upcomingSessions[0].availableSpots).toBe(1);
    expect(await placesTaken(sessionId)).toBe(0);
    expect(await getBooking(held.id, user(3))).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Payment not completed in time',
      holdExpiresAt: null,
      refund: null,
    });
    const late = await payFor(t.app, user(3).token, held.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: EXPIRED_MESSAGE, code: 'HOLD_EXPIRED' });
    expect((await book(sessionId, user(4))).statusCode).toBe(201);
  });

  it('is expired by the next booking attempt, so a full session takes a new booker at once', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(3))).json();
    now = later(11);
    const next = await book(sessionId, user(5));
    expect(next.statusCode).toBe(201);
    expect(await placesTaken(sessionId)).toBe(1);
    expect((await payFor(t.app, user(3).token, held.id)).json()).toEqual({
      message: EXPIRED_MESSAGE,
      code: 'HOLD_EXPIRED',
    });
  });

  it('paying after the hold ended expires it there and then: 409, and the place is free', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(6))).json();
    now = later(12);
    const res = await payFor(t.app, user(6).token, held.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EXPIRED_MESSAGE, code: 'HOLD_EXPIRED' });
    expect(await placesTaken(sessionId)).toBe(0);
  });

  it('hands the freed place to the first on the waitlist, confirmed and paid with the demo method', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const held: Booking = (await book(sessionId, user(7))).json();
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(user(8).token),
    });
    expect(joined.statusCode).toBe(201);

    now = later(11);
    expect(await expireDueHolds(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const list: Booking[] = (
      await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: bearer(user(8).token) })
    ).json();
    const promoted = list.find((b) => b.sessionId === sessionId);
    expect(promoted).toMatchObject({
      status: 'confirmed',
      promotedFromWaitlist: true,
      paidAt: now.toISOString(),
      paymentReference: expect.stringMatching(/^demo_waitlist_/),
    });
    expect(await placesTaken(sessionId)).toBe(1);
    expect(await getBooking(held.id, user(7))).toMatchObject({ status: 'cancelled' });
  });

  it('racing a payment, gives exactly one outcome: paid and kept, or expired and freed', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      now = new Date();
      const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
      const held: Booking = (await book(sessionId, user(9))).json();
      const justBefore = later(10 - 1 / 60_000); // the payment's clock: 1 ms before the end
      const after = later(10);
      const [payment, freed] = await Promise.allSettled([
        payBooking(t.database.db, demoPaymentProvider, {
          bookingId: held.id,
          userId: user(9).id,
          method: 'demo',
          now: justBefore,
        }),
        expireDueHolds(t.database.db, after, { sessionId }),
      ]);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.id));
      if (payment.status === 'fulfilled') {
        expect(row?.status).toBe('confirmed');
        expect(freed).toEqual({ status: 'fulfilled', value: 0 });
        expect(await placesTaken(sessionId)).toBe(1);
        outcomes.push('paid');
      } else {
        expect(String(payment.reason)).toMatch(EXPIRED_MESSAGE);
        expect(row?.status).toBe('cancelled');
        expect(row?.paidAt).toBeNull();
        expect(await placesTaken(sessionId)).toBe(0);
        outcomes.push('expired');
      }
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe('the hold timer', () => {
  it('expires unpaid holds in the background, with nobody reading the session', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timed = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 15_000 });
    try {
      now = new Date();
      const [student] = await createUsersWithTokens(timed.database.db, 1);
      const { sessionId } = await createSession(timed.database.db, { maxParticipants: 1 });
      const res = await timed.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer((student as TestUser).token),
        payload: { sessionId, amountPaid: '18.00' },
      });
      expect(res.statusCode).toBe(201);
      const taken = async () =>
        (await timed.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]
          ?.currentParticipants;

      now = later(5);
      vi.advanceTimersByTime(15_000);
      await vi.waitFor(async () => expect(await taken()).toBe(1), { timeout: 10_000 });
      now = later(6);
      // Each try is a tick of its own: a tick that finds the last sweep still running skips it.
      await vi.waitFor(
        async () => {
          vi.advanceTimersByTime(15_000);
          expect(await taken()).toBe(0);
        },
        { timeout: 10_000 },
      );
    } finally {
      await timed.close();
      vi.useRealTimers();
    }
  }, 120_000); // a second app and database of its own
});
