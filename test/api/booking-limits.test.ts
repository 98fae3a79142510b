import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { bearer, createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Seat hoarding: limits per address, per account and hour, and for accounts younger than a day.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    bookingLimits: { perMinutePerSource: 4, newAccountUpcoming: 2, perAccountPerHour: 3 },
    // The proxy in front of the app adds the client's address; one hop is trusted.
    trustProxy: 1,
  });
});
afterAll(() => t?.close());

let nextIp = 1;
const freshIp = () => `10.20.0.${nextIp++}`;

const book = (user: TestUser, sessionId: string, clientIp: string, forwardedFor = clientIp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: '192.168.0.1',
    headers: { ...bearer(user.token), 'x-forwarded-for': forwardedFor },
    payload: { sessionId, amountPaid: '18.00' },
  });

const sessionIds = async (n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await createSession(t.database.db)).sessionId));

const places = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.currentParticipants;

async function ageAccount(user: TestUser, days: number) {
  await t.database.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, user.id));
}

describe('booking limits', () => {
  it('refuses a fifth booking request a minute from one address, whatever account and forwarded chain', async () => {
    const accounts = await createUsersWithTokens(t.database.db, 5);
    const [session] = await sessionIds(1);
    const ip = freshIp();
    // The left-most X-Forwarded-For entry is the client's to write: changing it changes nothing.
    const answers = [];
    let refused: Awaited<ReturnType<typeof book>> | undefined;
    for (const [i, user] of accounts.entries()) {
      const res = await book(user, session as string, ip, `203.0.113.${i}, ${ip}`);
      answers.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    expect(answers).toEqual([201, 201, 201, 201, 429]);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const other = await book(accounts[4] as TestUser, session as string, freshIp());
    expect(other.statusCode).toBe(201);
  });

  it('lets an account younger than a day hold only NEW_ACCOUNT_UPCOMING_BOOKINGS upcoming places', async () => {
    const [fresh, settled] = await createUsersWithTokens(t.database.db, 2);
    await ageAccount(settled as TestUser, 2);
    const ids = await sessionIds(3);
    for (const id of ids.slice(0, 2))
      expect((await book(fresh as TestUser, id, freshIp())).statusCode).toBe(201);
    const third = await book(fresh as TestUser, ids[2] as string, freshIp());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      message:
        'New accounts can hold up to 2 upcoming bookings during their first day. Please try again tomorrow.',
      code: 'NEW_ACCOUNT_LIMIT',
    });
    expect(await places(ids[2] as string)).toBe(0);
    for (const id of ids) expect((await book(settled as TestUser, id, freshIp())).statusCode).toBe(201);
  });

  it('caps the bookings one account makes in an hour', async () => {
    const [user] = await createUsersWithTokens(t.database.db, 1);
    await ageAccount(user as TestUser, 30);
    const ids = await sessionIds(4);
    for (const id of ids.slice(0, 3))
      expect((await book(user as TestUser, id, freshIp())).statusCode).toBe(201);
    const fourth = await book(user as TestUser, ids[3] as string, freshIp());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      message: 'You have made many bookings in the last hour. Please try again later.',
      code: 'HOURLY_BOOKING_LIMIT',
    });
    expect(await places(ids[3] as string)).toBe(0);
  });
});
