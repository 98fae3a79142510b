import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studios } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUserWithToken,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every rule under src/server/modules reads the app's clock (docs/decisions/0054): these paths made
// their own time before, so a test that moved the clock did not move them.

const HOUR = 3_600_000;
let now = new Date();
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 0 });
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());

/** A session of the owner's, an hour long, starting `startsInMs` from the wall clock's now. */
async function ownSession(startsInMs: number) {
  const session = await createSession(t.database.db, { startsInMs });
  await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, session.studioId));
  return session;
}

describe('reviews follow the app clock', () => {
  it('a class still to come by the wall clock is reviewable once the app clock is past its end', async () => {
    const base = Date.now();
    const { sessionId } = await ownSession(HOUR);
    const student = await createUserWithToken(t.database.db);
    const [bookingId] = await insertBookings(t.database.db, sessionId, [student.id]);
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        headers: bearer(student.token),
        payload: { rating: 4 },
      });

    now = new Date(base);
    const early = await review();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CLASS_NOT_FINISHED');

    now = new Date(base + 3 * HOUR);
    const res = await review();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().createdAt).toBe(now.toISOString());

    now = new Date(base + 4 * HOUR);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${res.json().id}`,
      headers: bearer(student.token),
      payload: { rating: 5 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().updatedAt).toBe(now.toISOString());
  });
});

describe('owner writes follow the app clock', () => {
  it('a session still to come by the wall clock has started by the app clock: no cancelling, no moving', async () => {
    const base = Date.now();
    const { sessionId } = await ownSession(2 * HOUR);
    now = new Date(base + 3 * HOUR);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(owner.token),
      payload: { reason: 'Teacher unwell' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message: 'This session has already started, so it can no longer be cancelled.',
      code: 'SESSION_STARTED',
    });
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(owner.token),
      payload: { specialInstructions: 'Bring water' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('SESSION_STARTED');

    now = new Date(base);
    const cancelledInTime = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(owner.token),
      payload: { reason: 'Teacher unwell' },
    });
    expect(cancelledInTime.statusCode, cancelledInTime.body).toBe(200);
    expect(cancelledInTime.json().status).toBe('cancelled');
  });

  it("the owner's lists count upcoming sessions by the app clock", async () => {
    const base = Date.now();
    const { studioId } = await ownSession(2 * HOUR);
    const upcomingOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/owner/studios',
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().find((s: { id: string }) => s.id === studioId).upcomingSessionCount;
    };
    now = new Date(base);
    expect(await upcomingOf()).toBe(1);
    now = new Date(base + 3 * HOUR);
    expect(await upcomingOf()).toBe(0);
  });
});

describe('account export follows the app clock', () => {
  it('is stamped with the app clock', async () => {
    const student = await createUserWithToken(t.database.db);
    now = new Date(Date.now() + 5 * 24 * HOUR);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().exportedAt).toBe(now.toISOString());
  });
});
