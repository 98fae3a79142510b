import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions } from '../../src/server/db/schema';
import { createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// Capacity must hold across processes, not just inside one: two real servers share one PostgreSQL.
const PLACES = 5;
const BOOKERS = 120;

describe.skipIf(testDatabaseKind() !== 'postgres')('the seat race on PostgreSQL', () => {
  let db: TestDatabase;
  let servers: ServerProcess[] = [];
  let sessionId: string;
  let users: TestUser[];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    ({ sessionId } = await createSession(db.database.db, { maxParticipants: PLACES, price: '18.00' }));
    users = await createUsersWithTokens(db.database.db, BOOKERS);
    servers = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });
  checkInvariantsAfterEach(() => db.database.db);

  it(`${BOOKERS} people at once across two instances: exactly ${PLACES} places taken, the rest told it is full`, async () => {
    const results = await Promise.all(
      users.map(async (user, i) => {
        const server = servers[i % servers.length] as ServerProcess;
        const res = await fetch(`${server.url}/api/bookings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId, amountPaid: '18.00' }),
        });
        return { status: res.status, body: await res.json(), server: i % servers.length };
      }),
    );

    const byStatus = (s: number) => results.filter((r) => r.status === s);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(byStatus(201)).toHaveLength(PLACES);
    expect(byStatus(409)).toHaveLength(BOOKERS - PLACES);
    expect(byStatus(409).every((r) => r.body.message === 'Session Fully Booked')).toBe(true);
    // Both instances took part in the race and the winners are distinct people.
    expect(new Set(results.map((r) => r.server)).size).toBe(2);
    expect(new Set(byStatus(201).map((r) => r.body.userId)).size).toBe(PLACES);

    const [session] = await db.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    // Every winner holds a place while paying: pending, counted like a confirmed one.
    const [held] = await db.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'pending')));
    expect(session?.currentParticipants).toBe(PLACES);
    expect(held?.n).toBe(session?.currentParticipants);
  });
});
