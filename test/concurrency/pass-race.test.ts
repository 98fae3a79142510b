import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, passes, products, sessions, studios } from '../../src/server/db/schema';
import {
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  type TestUser,
} from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// A pass's last credit and an intro offer across two real servers on one PostgreSQL
// (docs/decisions/0055): the pass's row lock and the intro's unique index decide the races.
const SESSIONS = 12;

describe.skipIf(testDatabaseKind() !== 'postgres')('the pass races on PostgreSQL', () => {
  let db: TestDatabase;
  let servers: ServerProcess[] = [];
  let student: TestUser;
  let owner: TestUser;
  let studioId: string;
  let classId: string;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    owner = await createOwnerWithToken(db.database.db);
    ({ studioId, classId } = await createSession(db.database.db, { maxParticipants: 5 }));
    await db.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    [student] = (await createUsersWithTokens(db.database.db, 1)) as [TestUser];
    servers = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });
  checkInvariantsAfterEach(() => db.database.db);

  const call = (i: number, path: string, body: object, token = student.token) =>
    fetch(`${(servers[i % servers.length] as ServerProcess).url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  it(`${SESSIONS} bookings at once for a pass's last credit: exactly one succeeds`, async () => {
    const [product] = await db.database.db
      .insert(products)
      .values({ studioId, kind: 'pack', name: 'One class', price: '18.00', credits: 1, validDays: 30 })
      .returning();
    const bought = await call(0, `/api/products/${product?.id}/purchase`, { method: 'demo' });
    expect(bought.status).toBe(201);
    const passId = bought.body.pass.id as string;
    const start = Date.now() + 2 * 86_400_000;
    const sessionIds = (
      await db.database.db
        .insert(sessions)
        .values(
          Array.from({ length: SESSIONS }, (_, i) => ({
            classId,
            startTime: new Date(start + i * 3_600_000),
            endTime: new Date(start + i * 3_600_000 + 3_600_000),
          })),
        )
        .returning({ id: sessions.id })
    ).map((s) => s.id);

    const results = await Promise.all(
      sessionIds.map((sessionId, i) => call(i, '/api/bookings', { sessionId, passId })),
    );
    if (results.some((r) => r.status >= 500)) console.error(servers.map((s) => s.output()).join('\n'));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(SESSIONS - 1);
    expect(refused.every((r) => r.body.code === 'PASS_EMPTY')).toBe(true);
    const [pass] = await db.database.db.select().from(passes).where(eq(passes.id, passId));
    expect(pass?.creditsLeft).toBe(0);
    // The refused bookings took no place: only the winner's session counts one.
    const counts = await db.database.db
      .select({ n: sessions.currentParticipants })
      .from(sessions)
      .where(eq(sessions.classId, classId));
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBe(1);
  });

  it('parallel purchases of an intro offer by one student: exactly one pass', async () => {
    const [intro] = await db.database.db
      .insert(products)
      .values({ studioId, kind: 'intro', name: 'Intro', price: '20.00', credits: 2, validDays: 14 })
      .returning();
    const [buyer] = (await createUsersWithTokens(db.database.db, 1)) as [TestUser];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i, `/api/products/${intro?.id}/purchase`, { method: 'demo' }, buyer.token),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'INTRO_USED')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await db.database.db.select().from(passes).where(eq(passes.userId, buyer.id))).toHaveLength(1);
    // The class row is untouched by either race.
    expect(await db.database.db.select().from(classes).where(eq(classes.id, classId))).toHaveLength(1);
  });
});
