import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { findBrokenInvariants } from '../../src/server/db/invariants';
import { balanceEntries, bookingRefunds, bookings, passes, products } from '../../src/server/db/schema';
import { createSession, createUsersWithTokens, insertBookings, type TestUser } from '../helpers/fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The money's invariants (src/server/db/money-invariants.ts, issue 63) each catch the breakage they
// are about, written straight into the database, and name what is broken. (test/process/
// check-invariants.test.ts runs the script itself.)

const DAY = 86_400_000;
let t: TestDatabase;
let db: Db;
let student: TestUser;
let operator: TestUser;
let studioId: string;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  db = t.database.db;
  [student, operator] = (await createUsersWithTokens(db, 2)) as [TestUser, TestUser];
  ({ studioId } = await createSession(db));
});
afterAll(() => t?.close());

/** The rows of `invariant` that are broken now. */
async function brokenRows(invariant: string) {
  return (await findBrokenInvariants(db)).filter((b) => b.invariant === invariant).map((b) => b.row);
}

/** A £20.00 booking of the student's on a session of its own, paid by card or from the gift balance. */
async function paidBooking(from: 'card' | 'balance', values: Parameters<typeof insertBookings>[3] = {}) {
  const { sessionId } = await createSession(db, { price: '20.00' });
  const [id] = await insertBookings(db, sessionId, [student.id], {
    amountPaid: '20.00',
    paidAt: new Date(),
    paymentReference: from === 'card' ? 'demo_card' : `balance_${randomUUID()}`,
    ...values,
  });
  return id as string;
}

async function operatorRefund(bookingId: string, amount: string) {
  const [row] = await db
    .insert(bookingRefunds)
    .values({ bookingId, amount, reason: 'Heating.', operatorId: operator.id, createdAt: new Date() })
    .returning();
  return row?.id as string;
}

/** A membership of £80.00, as a cooling-off cancellation leaves it. */
async function refundedPass(paymentReference: string, refundAmount: string) {
  const [product] = await db
    .insert(products)
    .values({ studioId, kind: 'membership', name: 'Monthly', price: '80.00', period: 'month' })
    .returning();
  const now = new Date();
  const [pass] = await db
    .insert(passes)
    .values({
      userId: student.id,
      productId: product?.id as string,
      studioId,
      kind: 'membership',
      name: 'Monthly',
      validFrom: now,
      expiresAt: new Date(now.getTime() + 30 * DAY),
      status: 'cancelled',
      cancelledAt: now,
      amountPaid: '80.00',
      paymentReference,
      refundAmount,
    })
    .returning();
  return pass?.id as string;
}

describe('the money invariants', () => {
  it('refunds-within-paid: operators refunding more than was paid', async () => {
    const id = await paidBooking('card');
    await operatorRefund(id, '15.00');
    await operatorRefund(id, '15.00');
    expect(await brokenRows('refunds-within-paid')).toContainEqual(
      expect.objectContaining({ booking_id: id, by_operators: '30.00' }),
    );
  });

  it('refunds-within-paid and balance-refunds-returned: the full amount back after an operator refund', async () => {
    const id = await paidBooking('balance', { status: 'cancelled', refund: 'full', cancelledAt: new Date() });
    const refundId = await operatorRefund(id, '15.00');
    await db.insert(balanceEntries).values([
      { userId: student.id, amount: '15.00', reference: `refund:booking:${id}:${refundId}` },
      { userId: student.id, amount: '20.00', reference: `refund:booking:${id}` },
    ]);
    expect(await brokenRows('refunds-within-paid')).toContainEqual(
      expect.objectContaining({ booking_id: id, to_balance: '35.00' }),
    );
    expect(await brokenRows('balance-refunds-returned')).toContainEqual(
      expect.objectContaining({ booking_id: id, refunded: '20.00' }),
    );
  });

  it("operator-refunds-returned: an operator's refund of a balance payment that never arrived", async () => {
    const refundId = await operatorRefund(await paidBooking('balance'), '5.00');
    expect(await brokenRows('operator-refunds-returned')).toContainEqual(
      expect.objectContaining({ refund_id: refundId, credited: null }),
    );
  });

  it("operator-refunds-returned and balance-refunds-returned: a split payment's balance part not given back", async () => {
    // £8.00 of the £20.00 from the balance, the rest by card (docs/decisions/0127).
    const id = await paidBooking('card');
    await db
      .insert(balanceEntries)
      .values({ userId: student.id, amount: '-8.00', reference: `booking:${id}` });
    await operatorRefund(id, '5.00');
    expect(await brokenRows('operator-refunds-returned')).toContainEqual(
      expect.objectContaining({ booking_id: id, amount: '5.00', credited: null }),
    );
    await db.update(bookings).set({ refund: 'full', cancelledAt: new Date() }).where(eq(bookings.id, id));
    expect(await brokenRows('balance-refunds-returned')).toContainEqual(
      expect.objectContaining({ booking_id: id, from_balance: '8.00', refunded: null }),
    );
  });

  it('pass-refunds-returned and pass-refunds-within-price', async () => {
    const unpaid = await refundedPass(`balance_${randomUUID()}`, '80.00');
    expect(await brokenRows('pass-refunds-returned')).toContainEqual(
      expect.objectContaining({ pass_id: unpaid, refunded: null }),
    );
    const tooMuch = await refundedPass('demo_card', '90.00');
    expect(await brokenRows('pass-refunds-within-price')).toContainEqual(
      expect.objectContaining({ pass_id: tooMuch }),
    );
  });

  it('ledger-entries-have-a-source: money from nowhere', async () => {
    const [entry] = await db
      .insert(balanceEntries)
      .values({ userId: student.id, amount: '50.00', reference: `gift-card:${randomUUID()}` })
      .returning();
    expect(await brokenRows('ledger-entries-have-a-source')).toContainEqual(
      expect.objectContaining({ entry_id: entry?.id }),
    );
  });
});
