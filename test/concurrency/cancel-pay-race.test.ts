import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { bearer, createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { lockWaiters } from '../helpers/lock-waiters';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { until } from '../helpers/until';

// A student's cancel racing the payment of the same hold (two tabs, or a retry): the cancel read the
// booking as held, waited for the session's lock behind the payment, and then cancelled nothing: the
// payment had confirmed it. It answered 200 with the booking still confirmed and paid. Now it reads
// the booking again under the lock, and cancels what is there: the paid booking, refunded in full.
// The interleaving is made every time: a connection of the test's own holds the session's row, the
// payment queues for it, the cancel is sent once the payment waits, and the row is let go once both do.

describe.skipIf(testDatabaseKind() !== 'postgres')('a cancel racing the payment of the same hold', () => {
  let t: TestApp;
  let student: TestUser;
  let blocker: pg.Client;
  let watcher: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [student] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    blocker = new pg.Client({ connectionString: t.url });
    watcher = new pg.Client({ connectionString: t.url });
    await Promise.all([blocker.connect(), watcher.connect()]);
  });
  afterAll(async () => {
    await Promise.all([blocker?.end(), watcher?.end()]);
    await t?.close();
  });
  checkInvariantsAfterEach(() => t.database.db);

  it('cancels the booking the payment confirmed, and says so', async () => {
    const { sessionId, price } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(student.token),
      payload: { sessionId, amountPaid: price },
    });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().id as string;

    await blocker.query('begin');
    let answers: [LightMyRequestResponse, LightMyRequestResponse];
    try {
      await blocker.query('select id from sessions where id = $1 for update', [sessionId]);
      const pay = t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/payment`,
        headers: bearer(student.token),
        payload: { method: 'demo' },
      });
      await until('the payment to wait for the session', async () => (await lockWaiters(watcher)) === 1);
      const cancel = t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/cancel`,
        headers: bearer(student.token),
        payload: {},
      });
      await until('the cancel to wait too', async () => (await lockWaiters(watcher)) === 2);
      await blocker.query('commit');
      answers = await Promise.all([pay, cancel]);
    } catch (err) {
      await blocker.query('rollback');
      throw err;
    }
    const [paid, cancelled] = answers;
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'cancelled', refund: 'full' });
  });
});
