import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, promoCodes } from '../../src/server/db/schema';
import { createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// A promo code's last use is granted exactly once (docs/decisions/0064): students apply it to their
// holds at once, across two server processes on one PostgreSQL.
const STUDENTS = 16;

describe.skipIf(testDatabaseKind() !== 'postgres')('promo code races on PostgreSQL', () => {
  let db: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    servers = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });
  checkInvariantsAfterEach(() => db.database.db);

  const call = (i: number, user: TestUser, path: string, body: object) =>
    fetch(`${(servers[i % servers.length] as ServerProcess).url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  /** A session with room for everyone, a code of its studio with `maxUses`, and a hold per student. */
  async function holdsAndCode(maxUses: number) {
    const { sessionId, studioId } = await createSession(db.database.db, { maxParticipants: STUDENTS });
    const [promo] = await db.database.db
      .insert(promoCodes)
      .values({ studioId, code: `RACE-${maxUses}`, percentOff: 50, maxUses })
      .returning();
    const students = await createUsersWithTokens(db.database.db, STUDENTS);
    const holds = await Promise.all(
      students.map((student, i) => call(i, student, '/api/bookings', { sessionId, amountPaid: '18.00' })),
    );
    expect(holds.map((h) => h.status)).toEqual(students.map(() => 201));
    return { promoId: promo?.id as string, students, bookingIds: holds.map((h) => h.body.id as string) };
  }

  it.each([1, 3])(
    `${STUDENTS} students apply a code with maxUses=%i at once: exactly that many get it, the rest PROMO_USED_UP`,
    async (maxUses) => {
      const { promoId, students, bookingIds } = await holdsAndCode(maxUses);
      const results = await Promise.all(
        students.map((student, i) =>
          call(i, student, `/api/bookings/${bookingIds[i]}/promo`, { code: `race-${maxUses}` }),
        ),
      );
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const won = results.filter((r) => r.status === 200);
      expect(won).toHaveLength(maxUses);
      expect(won.every((r) => r.body.amountDue === '9.00' && r.body.promoCode === `RACE-${maxUses}`)).toBe(
        true,
      );
      const refused = results.filter((r) => r.status === 409);
      expect(refused).toHaveLength(STUDENTS - maxUses);
      expect(refused.every((r) => r.body.code === 'PROMO_USED_UP')).toBe(true);

      const carrying = await db.database.db
        .select({ id: bookings.id, amountPaid: bookings.amountPaid })
        .from(bookings)
        .where(eq(bookings.promoCodeId, promoId));
      expect(carrying).toHaveLength(maxUses);
      expect(carrying.every((b) => b.amountPaid === '9.00')).toBe(true);
    },
  );
});
