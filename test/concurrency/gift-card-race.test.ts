import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, bookings, giftCards, users as usersTable } from '../../src/server/db/schema';
import { drawGiftCode, hashGiftCode } from '../../src/server/modules/gift-cards/gift-code';
import { createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// A code redeems once and a balance is spent exactly, across two server processes on one PostgreSQL.
const REDEEMERS = 24;
const HOLDS = 6;

describe.skipIf(testDatabaseKind() !== 'postgres')('gift-card races on PostgreSQL', () => {
  let db: TestDatabase;
  let servers: ServerProcess[] = [];
  let users: TestUser[];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    users = await createUsersWithTokens(db.database.db, REDEEMERS);
    servers = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });
  checkInvariantsAfterEach(() => db.database.db);

  /** A card bought by the first user, written directly so the test knows its code. */
  async function newCard(amount: string) {
    const code = drawGiftCode();
    await db.database.db.insert(giftCards).values({
      purchaserId: (users[0] as TestUser).id,
      amount,
      recipientEmail: 'friend@example.com',
      recipientName: 'Sam',
      codeHash: hashGiftCode(code),
      paymentReference: 'demo_race',
    });
    return code;
  }

  const call = (i: number, user: TestUser, path: string, body: object) =>
    fetch(`${(servers[i % servers.length] as ServerProcess).url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  it(`${REDEEMERS} accounts redeem one code at once: exactly one gets it, the rest are told it is used`, async () => {
    const code = await newCard('50.00');
    const results = await Promise.all(
      users.map((user, i) => call(i, user, '/api/user/gift-cards/redeem', { code })),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.body).toEqual({ balance: '50.00' });
    const lost = results.filter((r) => r.status === 409);
    expect(lost).toHaveLength(REDEEMERS - 1);
    expect(lost.every((r) => r.body.code === 'GIFT_CARD_USED')).toBe(true);
    expect(await db.database.db.select().from(balanceEntries)).toHaveLength(1);
  });

  it(`${HOLDS} holds paid at once from a balance that covers two: exactly two are paid`, async () => {
    // An account of its own: whoever won the code above has a balance already.
    const [student] = (await createUsersWithTokens(db.database.db, 1)) as [TestUser];
    const code = await newCard('40.00');
    expect((await call(0, student, '/api/user/gift-cards/redeem', { code })).status).toBe(200);
    const holds: string[] = [];
    for (let i = 0; i < HOLDS; i++) {
      const { sessionId } = await createSession(db.database.db, { price: '18.00' });
      const res = await call(i, student, '/api/bookings', { sessionId, amountPaid: '18.00' });
      expect(res.status).toBe(201);
      holds.push(res.body.id);
    }
    const results = await Promise.all(
      holds.map((id, i) => call(i, student, `/api/bookings/${id}/payment`, { method: 'gift-balance' })),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(HOLDS - 2);
    expect(refused.every((r) => r.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);

    const entries = await db.database.db
      .select({ amount: balanceEntries.amount })
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, student.id));
    expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBeCloseTo(4);
    const paid = await db.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, student.id), eq(bookings.status, 'confirmed')));
    expect(paid).toHaveLength(2);
  });

  // Issue 63: whichever comes first, a booking paid from the balance is paid back once, in full.
  it(`${HOLDS} bookings each refunded in part by an operator and cancelled at the same moment: each paid back exactly once`, async () => {
    const [student, operator] = (await createUsersWithTokens(db.database.db, 2)) as [TestUser, TestUser];
    await db.database.db
      .update(usersTable)
      .set({ userType: 'operator' })
      .where(eq(usersTable.id, operator.id));
    const code = await newCard('200.00');
    expect((await call(0, student, '/api/user/gift-cards/redeem', { code })).status).toBe(200);
    const paid: string[] = [];
    for (let i = 0; i < HOLDS; i++) {
      const { sessionId } = await createSession(db.database.db, {
        price: '18.00',
        startsInMs: 3 * 86_400_000,
      });
      const held = await call(i, student, '/api/bookings', { sessionId, amountPaid: '18.00' });
      const res = await call(i, student, `/api/bookings/${held.body.id}/payment`, { method: 'gift-balance' });
      expect(res.status).toBe(200);
      paid.push(held.body.id);
    }
    const results = await Promise.all(
      paid.flatMap((id, i) => [
        call(i, operator, `/api/operator/bookings/${id}/refund`, { amount: '10.00', reason: 'Race.' }),
        call(i + 1, student, `/api/bookings/${id}/cancel`, {}),
      ]),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    // An operator's refund after the cancellation finds nothing left to refund.
    const refunds = results.filter((_, i) => i % 2 === 0);
    expect(refunds.every((r) => r.status === 200 || r.body.code === 'REFUND_TOO_LARGE')).toBe(true);
    const balance = await fetch(`${(servers[0] as ServerProcess).url}/api/user/balance`, {
      headers: { authorization: `Bearer ${student.token}` },
    }).then((res) => res.json());
    expect(balance).toEqual({ balance: '200.00' });
  });
});
