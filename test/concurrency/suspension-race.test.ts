import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passes, users } from '../../src/server/db/schema';
import { countingProvider } from '../helpers/counting-provider';
import {
  bearer,
  createOwnerWithToken,
  createUsersWithTokens,
  createUserWithToken,
  type TestUser,
} from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { lockWaiters } from '../helpers/lock-waiters';
import { A_PACK, purchase, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { until } from '../helpers/until';

// A pass bought while its studio is being suspended (issue 63, finding 7; docs/decisions/0120). The
// suspension holds the studio's row from its start; a purchase's pass row takes a key-share lock on
// it (its foreign key) and so waits. The test makes that interleaving happen every time: a connection
// of its own holds the studio's class, which the suspension locks to cancel its sessions, so the
// suspension waits there holding the studio; the purchase is sent once it waits, and the class is let
// go once both wait. The purchase then must not leave an active pass at the suspended studio.
const demo = countingProvider('race');
const { charges, provider } = demo;

describe.skipIf(testDatabaseKind() !== 'postgres')('a purchase racing a studio suspension', () => {
  let t: TestApp;
  let operator: TestUser;
  let owner: TestUser;
  let blocker: pg.Client;
  let watcher: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, paymentProvider: provider });
    [operator] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
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

  it('is refused (404, nothing charged) once the suspension commits, and leaves no pass running', async () => {
    const { studioId, classId } = await sessionOf(t, owner);
    const pack = await sell(t, owner, studioId, A_PACK);
    const student = await createUserWithToken(t.database.db);

    await blocker.query('begin');
    let answers: Awaited<ReturnType<typeof t.app.inject>>[];
    try {
      await blocker.query('select id from classes where id = $1 for update', [classId]);
      const suspension = t.app.inject({
        method: 'POST',
        url: `/api/operator/studios/${studioId}/suspend`,
        headers: bearer(operator.token),
        payload: { reason: 'Reported as a fake listing.' },
      });
      await until('the suspension to wait for the class', async () => (await lockWaiters(watcher)) === 1);
      const bought = purchase(t, student, pack.id);
      await until('the purchase to wait for the studio', async () => (await lockWaiters(watcher)) === 2);
      await blocker.query('commit');
      answers = await Promise.all([suspension, bought]);
    } catch (err) {
      await blocker.query('rollback');
      throw err;
    }
    const [suspended, purchased] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(purchased.statusCode, purchased.body).toBe(404);
    expect(purchased.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    expect(charges).toEqual([]);
    const running = await t.database.db
      .select()
      .from(passes)
      .where(and(eq(passes.studioId, studioId), eq(passes.status, 'active')));
    expect(running).toEqual([]);
  });
});
