import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classes, sessions, studios, waitlistEntries } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  type TestUser,
} from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { lockWaiters } from '../helpers/lock-waiters';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { until } from '../helpers/until';

// The one lock order of the places core (class → session → booking, src/server/modules/places/locks.ts)
// on the paths that lock several sessions at once. Each test makes the interleaving that deadlocked
// happen every time instead of now and then: a connection of the test's own holds the session's row,
// the first request queues for it, the owner's capacity raise (class FOR UPDATE, then the sessions it
// promotes on) is sent once the first one waits, and the row is let go once both wait. Taken the other
// way round (session, then class) the two requests wait for each other and PostgreSQL fails one of them
// (40P01, a 500); in the one order the second waits for the first and both succeed.
describe.skipIf(testDatabaseKind() !== 'postgres')('the lock order of several-session paths', () => {
  let t: TestApp;
  let owner: TestUser;
  /** Holds a session's row in its own transaction. */
  let blocker: pg.Client;
  let watcher: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    owner = await createOwnerWithToken(t.database.db);
    blocker = new pg.Client({ connectionString: t.url });
    watcher = new pg.Client({ connectionString: t.url });
    await Promise.all([blocker.connect(), watcher.connect()]);
  });
  afterAll(async () => {
    await Promise.all([blocker?.end(), watcher?.end()]);
    await t?.close();
  });
  checkInvariantsAfterEach(() => t.database.db);

  const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  /** A class of one place, its session held by one student, and another student waiting in line. */
  async function fullSessionWithLine(holder: string) {
    const { sessionId, classId, studioId, price } = await createSession(t.database.db, {
      maxParticipants: 1,
    });
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    const [waiting] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    const held = await inject('POST', '/api/bookings', holder, { sessionId, amountPaid: price });
    expect(held.statusCode, held.body).toBe(201);
    const joined = await inject('POST', `/api/sessions/${sessionId}/waitlist`, waiting.token);
    expect(joined.statusCode, joined.body).toBe(201);
    return { sessionId, classId, waiting };
  }

  /**
   * Runs `first` while the session's row is held, then the capacity raise on its class once `first`
   * waits, and lets the row go once both wait. Resolves with both answers.
   */
  async function raceWithCapacityRaise(
    sessionId: string,
    classId: string,
    first: () => Promise<LightMyRequestResponse>,
  ) {
    await blocker.query('begin');
    try {
      await blocker.query('select id from sessions where id = $1 for update', [sessionId]);
      const firstAnswer = first();
      await until('the first request to wait for a lock', async () => (await lockWaiters(watcher)) === 1);
      const raise = inject('PATCH', `/api/classes/${classId}`, owner.token, { maxParticipants: 2 });
      await until('the capacity raise to wait for a lock', async () => (await lockWaiters(watcher)) === 2);
      await blocker.query('commit');
      return await Promise.all([firstAnswer, raise]);
    } catch (err) {
      await blocker.query('rollback');
      throw err;
    }
  }

  it("an owner's session cancel and a capacity raise on its class both succeed", async () => {
    const [holder] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    const { sessionId, classId } = await fullSessionWithLine(holder.token);

    const [cancel, raise] = await raceWithCapacityRaise(sessionId, classId, () =>
      inject('POST', `/api/sessions/${sessionId}/cancel`, owner.token, { reason: 'Teacher unwell' }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(raise.statusCode, raise.body).toBe(200);

    // The cancel ran first: nobody is booked or waiting on the cancelled session, and the class has
    // its new capacity.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({ status: 'cancelled', currentParticipants: 0 });
    const sessionBookings = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.sessionId, sessionId));
    expect(sessionBookings.map((b) => b.status)).toEqual(['cancelled']);
    const entries = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId));
    expect(entries.map((e) => e.status)).toEqual(['cancelled']);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.id, classId));
    expect(cls?.maxParticipants).toBe(2);
  });

  it('an account deleted while its class grows gives its place to the student waiting', async () => {
    const password = 'a long enough password 7';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'leaving@test.attune.london', username: 'leaving_student', password },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json().token as string;
    const { sessionId, classId, waiting } = await fullSessionWithLine(token);

    const [deletion, raise] = await raceWithCapacityRaise(sessionId, classId, () =>
      inject('DELETE', '/api/user', token, { password }),
    );
    expect(deletion.statusCode, deletion.body).toBe(200);
    expect(raise.statusCode, raise.body).toBe(200);

    // The deletion ran first and handed its place to the student waiting; the raise then found nobody
    // left in line.
    const [entry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId));
    expect(entry).toMatchObject({ userId: waiting.id, status: 'promoted' });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.currentParticipants).toBe(1);
  });
});
