import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, sessions, studios } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// An owner may book other studios' classes like anyone, but not their own: a place at one's own
// studio led, through attendance, to a 5-star "verified attendee" review of oneself
// (docs/decisions/0052).

const OWN_BOOKING = "You can't book a session at your own studio.";
const OWN_REVIEW = "You can't review a class at your own studio.";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());

/** A session of a studio that `owner` owns. */
async function ownSession(options: Parameters<typeof createSession>[1] = {}) {
  const made = await createSession(t.database.db, options);
  await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, made.studioId));
  return made;
}

const book = (sessionId: string, who: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(who.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
const placesTaken = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.currentParticipants;

describe('an owner and their own studio', () => {
  it('cannot book its session: 403, and no place is taken or booking written', async () => {
    const { sessionId } = await ownSession();
    const res = await book(sessionId, owner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: OWN_BOOKING, code: 'OWN_STUDIO' });
    expect(await placesTaken(sessionId)).toBe(0);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId))).toEqual([]);
  });

  it('with an Idempotency-Key too', async () => {
    const { sessionId } = await ownSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(owner.token), 'idempotency-key': `own-${sessionId}` },
      payload: { sessionId, amountPaid: '18.00' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: OWN_BOOKING, code: 'OWN_STUDIO' });
  });

  it('still books another studio’s session, as owners always could', async () => {
    const { sessionId } = await createSession(t.database.db);
    const res = await book(sessionId, owner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sessionId, status: 'pending' });
  });

  it('cannot join the waitlist of its full session: 403, and no entry', async () => {
    const { sessionId } = await ownSession({ maxParticipants: 1, currentParticipants: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: OWN_BOOKING, code: 'OWN_STUDIO' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/waitlist',
      headers: bearer(owner.token),
    });
    expect(mine.json()).toEqual([]);
  });

  it('cannot review a class it took there (a booking from before the rule): 403, the rating stays unrated', async () => {
    const { sessionId, studioId } = await ownSession({ startsInMs: -3 * 3_600_000 });
    const [bookingId] = await insertBookings(t.database.db, sessionId, [owner.id], {
      attendance: 'attended',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/review`,
      headers: bearer(owner.token),
      payload: { rating: 5, comment: 'Wonderful.' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: OWN_REVIEW, code: 'OWN_STUDIO' });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.studioId, studioId))).toEqual([]);
    const [studio] = await t.database.db.select().from(studios).where(eq(studios.id, studioId));
    expect(studio).toMatchObject({ rating: '0.00', reviewCount: 0 });
  });
});
