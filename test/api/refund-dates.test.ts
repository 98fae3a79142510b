import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRefunds, bookings, users } from '../../src/server/db/schema';
import {
  bearer,
  bookPlace,
  createOwnerWithToken,
  createUsersWithTokens,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A refund is never dated before the payment it gives back (issue 63; docs/decisions/0122). Each
// request stamps the instant it began, and across two server processes a cancellation or an
// operator's refund may begin before a payment that commits while it waits for the booking's row:
// it then finds the booking paid and refunds it, and was dated before the payment. The owner's revenue
// counts the refund on the day it is dated, so across midnight it fell on the day before its payment.
// The test's clock stands in for that interleaving: the payment at T+60 s, the refund's request at
// T+30 s.

const T = new Date(Date.now() + 3_600_000);
let now = T;
let t: TestApp;
let owner: TestUser;
let operator: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  owner = await createOwnerWithToken(t.database.db);
  [operator, student] = (await createUsersWithTokens(t.database.db, 2)) as [TestUser, TestUser];
  await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
});
afterAll(() => t?.close());
// refunds-follow-payments among them: a refund dated before its payment breaks it.
checkInvariantsAfterEach(() => t.database.db);

/** A booking of the student's held at T and paid at T+60 s, on a session two days away; the clock then at T+30 s. */
async function paidAtTPlus60() {
  const { sessionId } = await sessionOf(t, owner, { price: '18.00', startsInMs: 2 * 86_400_000 });
  now = T;
  const held = await bookPlace(t.app, student.token, sessionId, '18.00');
  expect(held.statusCode, held.body).toBe(201);
  now = new Date(T.getTime() + 60_000);
  const paid = await payFor(t.app, student.token, held.json().id);
  expect(paid.statusCode, paid.body).toBe(200);
  now = new Date(T.getTime() + 30_000);
  return { sessionId, bookingId: held.json().id as string };
}

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row as typeof bookings.$inferSelect;
}

describe('a refund begun before the payment it gives back', () => {
  it("a student's free cancellation is dated at the payment, not before it", async () => {
    const { bookingId } = await paidAtTPlus60();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: bearer(student.token),
      payload: { reason: 'Cannot come.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toBe('full');
    const row = await bookingRow(bookingId);
    expect(row.cancelledAt?.toISOString()).toBe(row.paidAt?.toISOString());
  });

  it("the studio's cancellation of the session is dated at the payment, not before it", async () => {
    const { sessionId, bookingId } = await paidAtTPlus60();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(owner.token),
      payload: { reason: 'The teacher is ill.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row.refund).toBe('full');
    expect(row.cancelledAt?.toISOString()).toBe(row.paidAt?.toISOString());
  });

  it("an operator's refund is dated at the payment, not before it", async () => {
    const { bookingId } = await paidAtTPlus60();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookingId}/refund`,
      headers: bearer(operator.token),
      payload: { reason: 'The room was cold.', amount: '5.00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, bookingId));
    const row = await bookingRow(bookingId);
    expect(refund?.createdAt.toISOString()).toBe(row.paidAt?.toISOString());
  });
});
