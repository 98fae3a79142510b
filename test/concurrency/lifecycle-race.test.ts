import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, sessions, studios, waitlistEntries } from '../../src/server/db/schema';
import { createSession, createUsersWithTokens, insertBookings, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// The booking lifecycle's rules must hold across processes: two real servers share one PostgreSQL.

const HOUR = 3_600_000;
/**
 * Confirmed bookings as the app writes them: paid, with a reference. A refund of one without (a free
 * cancellation refunds in full) breaks the money invariants, as it would in real data.
 */
const PAID = { paidAt: new Date(Date.now() - HOUR), paymentReference: 'demo_lifecycle_race' };

describe.skipIf(testDatabaseKind() !== 'postgres')('booking lifecycle races on PostgreSQL', () => {
  let t: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    servers = await Promise.all([startServer({ databaseUrl: t.url }), startServer({ databaseUrl: t.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
  });
  checkInvariantsAfterEach(() => t.database.db);

  /** A request to one of the two servers, alternating. */
  async function call(i: number, method: string, path: string, user: TestUser, body?: unknown) {
    const server = servers[i % servers.length] as ServerProcess;
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  }

  const db = () => t.database.db;
  const sessionRow = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0];
  const confirmedOn = (sessionId: string) =>
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')));

  /** Places taken on the session: paid, or held while a walk-in pays (docs/decisions/0035). */
  const heldOn = (sessionId: string) =>
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['confirmed', 'pending'])));

  /** Waitlist entries for `users`, in this order of joining. */
  async function queue(sessionId: string, users: TestUser[]) {
    const start = Date.now() - 60_000;
    await db()
      .insert(waitlistEntries)
      .values(users.map((u, i) => ({ sessionId, userId: u.id, createdAt: new Date(start + i * 10) })));
  }

  it('20 cancellations at once while 20+ wait: exactly 20 promotions, in waitlist order, never over capacity', async () => {
    const { sessionId } = await createSession(db(), { maxParticipants: 20, startsInMs: 48 * HOUR });
    const holders = await createUsersWithTokens(db(), 20);
    const waiters = await createUsersWithTokens(db(), 22);
    const bookingIds = await insertBookings(
      db(),
      sessionId,
      holders.map((u) => u.id),
      PAID,
    );
    // 20 wait for the 20 places, and two more behind them must stay in line.
    await queue(sessionId, waiters);

    const results = await Promise.all(
      holders.map((u, i) => call(i, 'POST', `/api/bookings/${bookingIds[i]}/cancel`, u, {})),
    );
    expect(results.map((r) => r.status)).toEqual(holders.map(() => 200));

    const entries = await db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId))
      .orderBy(asc(waitlistEntries.createdAt));
    expect(entries.map((e) => e.status)).toEqual([...Array(20).fill('promoted'), 'waiting', 'waiting']);
    const confirmed = await confirmedOn(sessionId);
    expect(confirmed).toHaveLength(20);
    expect(new Set(confirmed.map((b) => b.userId))).toEqual(new Set(waiters.slice(0, 20).map((u) => u.id)));
    expect(confirmed.every((b) => b.promotedFromWaitlist)).toBe(true);
    // Each promotion's entry points at its own booking: nobody promoted twice.
    expect(new Set(entries.slice(0, 20).map((e) => e.bookingId)).size).toBe(20);
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(20);
  });

  it('waiting students leave while places are handed on: each either leaves with nothing or holds the place, never both', async () => {
    const { sessionId } = await createSession(db(), { maxParticipants: 10, startsInMs: 48 * HOUR });
    const holders = await createUsersWithTokens(db(), 10);
    const waiters = await createUsersWithTokens(db(), 12);
    const bookingIds = await insertBookings(
      db(),
      sessionId,
      holders.map((u) => u.id),
      PAID,
    );
    await queue(sessionId, waiters);

    // Every cancellation promotes the first in line while every waiting student leaves, at once.
    const results = await Promise.all([
      ...holders.map((u, i) => call(i, 'POST', `/api/bookings/${bookingIds[i]}/cancel`, u, {})),
      ...waiters.map((u, i) => call(i + 1, 'DELETE', `/api/sessions/${sessionId}/waitlist`, u)),
    ]);
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(holders.map(() => 200));
    // A leave finds its entry waiting (204), or finds it already promoted (404: nothing left to leave).
    expect(results.slice(10).every((r) => r.status === 204 || r.status === 404)).toBe(true);

    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
    const confirmed = await confirmedOn(sessionId);
    const booked = new Set(confirmed.map((b) => b.userId));
    for (const [i, entry] of entries.entries()) {
      const leaveStatus = results[10 + waiters.findIndex((u) => u.id === entry.userId)]?.status;
      if (entry.status === 'left') {
        expect(booked.has(entry.userId), `entry ${i} left but holds a place`).toBe(false);
        expect(leaveStatus).toBe(204);
      } else {
        expect(entry.status).toBe('promoted');
        expect(booked.has(entry.userId)).toBe(true);
        expect(leaveStatus).toBe(404);
      }
    }
    expect(entries.every((e) => e.status !== 'waiting')).toBe(true);
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(confirmed.length);
  });

  it('the same booking cancelled 10 times in parallel frees exactly one place', async () => {
    const { sessionId } = await createSession(db(), { maxParticipants: 5, startsInMs: 48 * HOUR });
    const people = await createUsersWithTokens(db(), 5);
    const [target] = await insertBookings(
      db(),
      sessionId,
      people.map((u) => u.id),
      PAID,
    );
    const owner = people[0] as TestUser;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i, 'POST', `/api/bookings/${target}/cancel`, owner, {})),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    // Every answer is the one stored outcome.
    expect(
      new Set(results.map((r) => JSON.stringify([r.body.status, r.body.refund, r.body.cancelledAt]))).size,
    ).toBe(1);
    expect((await sessionRow(sessionId))?.currentParticipants).toBe(4);
    expect(await confirmedOn(sessionId)).toHaveLength(4);
  });

  it('a review posted twice in parallel is stored once, with the aggregate right', async () => {
    const { sessionId, studioId } = await createSession(db(), { startsInMs: -3 * HOUR });
    const [author] = await createUsersWithTokens(db(), 1);
    const [bookingId] = await insertBookings(db(), sessionId, [(author as TestUser).id], PAID);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i, 'POST', `/api/bookings/${bookingId}/review`, author as TestUser, { rating: 3 + (i % 3) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const stored = await db().select().from(reviews).where(eq(reviews.studioId, studioId));
    expect(stored).toHaveLength(1);
    const [studio] = await db().select().from(studios).where(eq(studios.id, studioId));
    expect(studio).toMatchObject({ rating: `${stored[0]?.rating}.00`, reviewCount: 1 });
  });

  it('cancels racing the last-hour cut-off: promoted only before it, the place otherwise open, never over capacity', async () => {
    // Sessions whose cut-off (start − 1 h) falls from 3 s before to 3 s after the race, plus one
    // clearly before and one clearly after. Each is full (one place), with one student waiting and
    // another trying to book directly while the holder cancels.
    const offsets = [-600_000, -3_000, -1_500, -500, 0, 500, 1_500, 3_000, 600_000];
    const cases = await Promise.all(
      offsets.map(async (offset) => {
        const { sessionId } = await createSession(db(), { maxParticipants: 1 });
        const [holder, waiter, walkIn] = (await createUsersWithTokens(db(), 3)) as [
          TestUser,
          TestUser,
          TestUser,
        ];
        const [bookingId] = await insertBookings(db(), sessionId, [holder.id], PAID);
        await queue(sessionId, [waiter]);
        return { offset, sessionId, holder, waiter, walkIn, bookingId: bookingId as string };
      }),
    );
    // Start times are set last, relative to the moment the requests leave.
    const raceAt = Date.now();
    await Promise.all(
      cases.map((c) => {
        const startTime = new Date(raceAt + HOUR + c.offset);
        return db()
          .update(sessions)
          .set({ startTime, endTime: new Date(startTime.getTime() + HOUR) })
          .where(eq(sessions.id, c.sessionId));
      }),
    );
    await Promise.all(
      cases.flatMap((c, i) => [
        call(i, 'POST', `/api/bookings/${c.bookingId}/cancel`, c.holder, {}),
        call(i + 1, 'POST', '/api/bookings', c.walkIn, { sessionId: c.sessionId, amountPaid: '18.00' }),
      ]),
    );

    for (const c of cases) {
      const session = await sessionRow(c.sessionId);
      const held = await heldOn(c.sessionId);
      const [entry] = await db()
        .select()
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.sessionId, [c.sessionId]));
      const promoted = held.find((b) => b.userId === c.waiter.id);
      expect(held.length).toBeLessThanOrEqual(1);
      expect(session?.currentParticipants).toBe(held.length);
      if (promoted) {
        expect(entry).toMatchObject({ status: 'promoted', bookingId: promoted.id });
        const cutoff = (session?.startTime.getTime() ?? 0) - HOUR;
        expect(promoted.promotedAt?.getTime()).toBeLessThan(cutoff);
      } else {
        expect(entry?.status).toBe('waiting');
      }
      if (c.offset === 600_000) expect(promoted).toBeDefined();
      if (c.offset === -600_000) expect(promoted).toBeUndefined();
    }
  });
});
