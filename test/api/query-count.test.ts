import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Studio } from '../../src/common/schemas/studio';
import { bookings, classes, sessions } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { bearer, createSession, createUserWithToken, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // No hold timer: its chores are statements of their own, and one landing inside a counted request
  // would be counted with it.
  t = await createTestApp({ holdSweepMs: 0 });
});
afterAll(() => t?.close());

/** How many SQL statements one request sends. */
async function queriesFor(url: string, headers: Record<string, string> = {}): Promise<number> {
  const before = t.database.stats.queries;
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return t.database.stats.queries - before;
}

/**
 * Adds classes (each with many sessions) to a studio, multiplying the data behind each route, and
 * books `bookerId` onto every new session.
 */
async function growCatalogue(
  studioId: string,
  classCount: number,
  sessionsPerClass: number,
  bookerId: string,
) {
  const inserted = await t.database.db
    .insert(classes)
    .values(
      Array.from({ length: classCount }, (_, i) => ({
        studioId,
        title: `Extra class ${i}`,
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        duration: 60,
        price: '15.00',
        maxParticipants: 10,
      })),
    )
    .returning({ id: classes.id });
  const start = Date.now() + 86_400_000;
  const newSessions = await t.database.db
    .insert(sessions)
    .values(
      inserted.flatMap(({ id }) =>
        Array.from({ length: sessionsPerClass }, (_, k) => ({
          classId: id,
          startTime: new Date(start + k * 3_600_000),
          endTime: new Date(start + k * 3_600_000 + 3_600_000),
          currentParticipants: 1,
        })),
      ),
    )
    .returning({ id: sessions.id });
  await t.database.db
    .insert(bookings)
    .values(newSessions.map(({ id }) => ({ userId: bookerId, sessionId: id, amountPaid: '15.00' })));
}

describe('SQL queries per request do not grow with the data (no N+1)', () => {
  it('keeps every read route at a constant query count', async () => {
    const studios: Studio[] = (await t.app.inject({ method: 'GET', url: '/api/studios' })).json();
    const studio = studios[0] as Studio;
    const classList = (await t.app.inject({ method: 'GET', url: `/api/classes` })).json();
    const classId = classList[0].id;
    const token = await loginToken(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const auth = bearer(token);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth })).json();
    const [booking] = (
      await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: auth })
    ).json();
    const routes = [
      '/api/classes',
      '/api/classes?serviceType=yoga',
      `/api/classes/${classId}`,
      `/api/studios/${studio.id}`,
      '/api/studios',
      '/api/user/profile',
      '/api/user/bookings',
      `/api/bookings/${booking.id}`,
      `/api/sessions/${booking.sessionId}`,
    ];

    // Sequential on purpose: the counter is shared, so requests must not overlap. Each route is
    // asked twice and the second counted, as before the read path was made plain (docs/decisions/0123):
    // asked with a token, as here, nothing is cached, so the second is computed like the first.
    const measure = async () => {
      const counts: Array<readonly [string, number]> = [];
      for (const r of routes) {
        await queriesFor(r, auth);
        counts.push([r, await queriesFor(r, auth)]);
      }
      return counts;
    };
    const before = await measure();
    await growCatalogue(studio.id, 25, 12, me.id);
    const after = await measure();
    const grown = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: auth })).json();
    expect(grown.length).toBeGreaterThanOrEqual(300);

    expect(after).toEqual(before);
    expect(Object.fromEntries(before)).toEqual({
      // A page of a list: one statement for its ids, the number of matches and the next cursor (a
      // scan that stops after 25 rows of an index), then one for its items (docs/decisions/0101, 0123).
      '/api/classes': 2,
      '/api/classes?serviceType=yoga': 2,
      '/api/studios': 2,
      // The class page is one statement: the class, its studio, its sessions (docs/decisions/0123).
      [`/api/classes/${classId}`]: 1,
      // The studio page too: the studio, one row per class with its sessions. Asked with a token (as
      // here), one query first finds whose it is: an owner sees their own draft (docs/decisions/0065).
      [`/api/studios/${studio.id}`]: 2,
      // Signed-in routes: one query finds the token's user, one reads the data; the booking routes
      // first give back any payment hold that has run out.
      '/api/user/profile': 2,
      '/api/user/bookings': 3,
      [`/api/bookings/${booking.id}`]: 3,
      [`/api/sessions/${booking.sessionId}`]: 3,
    });
    // After a change of a class, the same: nothing is kept that a change would have to be checked
    // against. Only a payment hold of the class that has run out costs more (docs/decisions/0035, 0046).
    await t.database.db.update(classes).set({ title: 'Listed again' }).where(eq(classes.id, classId));
    expect(await queriesFor('/api/classes')).toBe(2);
    expect(await queriesFor('/api/studios')).toBe(2);
    expect(await queriesFor('/api/classes?limit=7')).toBe(2);
    expect(await queriesFor(`/api/classes/${classId}`)).toBe(1);
    // Asked by the public, the studio page is its one statement.
    expect(await queriesFor(`/api/studios/${studio.id}`)).toBe(1);
    // A page of reviews: the class (open, with its summary) or the studio (its stored summary), then
    // the page of reviews.
    expect(await queriesFor(`/api/classes/${classId}/reviews`)).toBe(2);
    expect(await queriesFor(`/api/studios/${studio.id}/reviews`)).toBe(2);
  });
});

describe('a booking', () => {
  /** Books `sessionId` at £18 with `token`; resolves to the answer and how many statements it took. */
  async function book(token: string, sessionId: string, key: string) {
    const before = t.database.stats.queries;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: { sessionId, amountPaid: '18.00' },
    });
    return { res, statements: t.database.stats.queries - before };
  }

  it('is one statement: the token, the caps, the place, the booking and its key (docs/decisions/0100)', async () => {
    const { token } = await createUserWithToken(t.database.db);
    const { sessionId } = await createSession(t.database.db, { price: '18.00' });
    const { res, statements } = await book(token, sessionId, 'one-statement');
    expect(res.statusCode, res.body).toBe(201);
    expect(statements).toBe(1);
  });

  it('refused explains itself in one more statement: why, and whether a run-out hold still counts (docs/decisions/0114)', async () => {
    const { token } = await createUserWithToken(t.database.db);
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 4, currentParticipants: 4 });
    const { res, statements } = await book(token, sessionId, 'refused-two-statements');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Session Fully Booked', code: 'SESSION_FULL' });
    expect(statements).toBe(2);
  });
});
