import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate, londonTime } from '../../src/common/london-time';
import { balanceEntries, bookings, studios, users } from '../../src/server/db/schema';
import type { PaymentRequest } from '../../src/server/modules/payments/payment-provider';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  type TestUser,
} from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { expectInvariantsHold } from '../helpers/invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 69, item 1: a gift balance that covers only part of a class pays that part, and the card the
// rest, in one payment (docs/decisions/0127): `{ method: 'demo', useGiftBalance: true }`. Refunds give
// each part back where it came from, the balance's first.

let t: TestApp;
const now = new Date();
/** Every charge the card was asked for, to prove it took only the rest. */
const charges: PaymentRequest[] = [];
let declineNext = false;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => now,
    paymentProvider: {
      methods: ['demo'],
      async charge(request) {
        if (declineNext) {
          declineNext = false;
          return { status: 'declined', message: 'Your card was declined.' };
        }
        charges.push(request);
        return { status: 'paid', reference: `demo_split_${charges.length}` };
      },
    },
  });
  [operator] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
  await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
});
afterAll(() => t?.close());

const post = (who: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const balanceOf = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(who.token) })).json()
    .balance as string;

/** A student with a redeemed gift card of `pounds`. */
async function studentWithBalance(pounds: string) {
  const [student] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
  const bought = await buyGiftCard(t.app, student.token, giftCardBody({ amount: pounds }));
  expect(bought.statusCode, bought.body).toBe(201);
  const { code } = await deliverGiftCard(t.database.db, bought.json().id);
  expect((await redeem(t.app, student.token, code as string)).statusCode).toBe(200);
  return student;
}

/** A £22.00 class two days away, and the student's hold on it. */
async function holdOn22(student: TestUser) {
  const session = await createSession(t.database.db, { price: '22.00', startsInMs: 2 * 86_400_000 });
  const res = await post(student, '/api/bookings', { sessionId: session.sessionId, amountPaid: '22.00' });
  expect(res.statusCode, res.body).toBe(201);
  return { bookingId: res.json().id as string, ...session };
}

const paySplit = (student: TestUser, bookingId: string) =>
  post(student, `/api/bookings/${bookingId}/payment`, { method: 'demo', useGiftBalance: true });

const entriesOf = (bookingId: string) =>
  t.database.db
    .select({ reference: balanceEntries.reference, amount: balanceEntries.amount })
    .from(balanceEntries)
    .where(like(balanceEntries.reference, `%booking:${bookingId}%`));

describe('paying part from the gift balance and the rest by card', () => {
  it('takes £10.00 from the balance and charges the card £12.00 of a £22.00 class', async () => {
    const student = await studentWithBalance('10');
    const { bookingId } = await holdOn22(student);
    const paid = await paySplit(student, bookingId);
    expect(paid.statusCode, paid.body).toBe(200);
    // The booking is paid its price; its reference is the card's, the balance's part is its ledger spend.
    expect(paid.json()).toMatchObject({ status: 'confirmed', amountPaid: '22.00' });
    expect(paid.json().paymentReference).toBe(`demo_split_${charges.length}`);
    expect(charges.at(-1)).toMatchObject({ bookingId, amount: '12.00', currency: 'GBP', method: 'demo' });
    expect(await balanceOf(student)).toBe('0.00');
    expect(await entriesOf(bookingId)).toEqual([{ reference: `booking:${bookingId}`, amount: '-10.00' }]);

    // Paying again answers the same payment and takes nothing more from either.
    const count = charges.length;
    expect((await paySplit(student, bookingId)).statusCode).toBe(200);
    expect(charges.length).toBe(count);
    expect(await balanceOf(student)).toBe('0.00');
    await expectInvariantsHold(t.database.db);
  });

  it('a balance that covers it all pays it all, as "gift-balance" does; an empty one leaves it to the card', async () => {
    const rich = await studentWithBalance('25');
    const covered = await holdOn22(rich);
    const count = charges.length;
    const paid = await paySplit(rich, covered.bookingId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().paymentReference).toMatch(/^balance_/);
    expect(charges.length).toBe(count);
    expect(await balanceOf(rich)).toBe('3.00');

    const [none] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    const byCard = await holdOn22(none);
    expect((await paySplit(none, byCard.bookingId)).statusCode).toBe(200);
    expect(charges.at(-1)).toMatchObject({ bookingId: byCard.bookingId, amount: '22.00' });
    expect(await entriesOf(byCard.bookingId)).toEqual([]);
    await expectInvariantsHold(t.database.db);
  });

  it('a declined card spends nothing from the balance and leaves the hold to pay again', async () => {
    const student = await studentWithBalance('10');
    const { bookingId } = await holdOn22(student);
    declineNext = true;
    const declined = await paySplit(student, bookingId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('PAYMENT_DECLINED');
    expect(await balanceOf(student)).toBe('10.00');
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(held?.status).toBe('pending');
    expect((await paySplit(student, bookingId)).statusCode).toBe(200);
    expect(await balanceOf(student)).toBe('0.00');
  });

  it('a free cancellation gives the £10.00 back to the balance and the £12.00 to the card', async () => {
    const student = await studentWithBalance('10');
    const { bookingId } = await holdOn22(student);
    expect((await paySplit(student, bookingId)).statusCode).toBe(200);
    const cancelled = await post(student, `/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ refund: 'full', amountRefunded: '22.00' });
    expect(await balanceOf(student)).toBe('10.00');
    expect((await entriesOf(bookingId)).sort((a, b) => a.reference.localeCompare(b.reference))).toEqual([
      { reference: `booking:${bookingId}`, amount: '-10.00' },
      { reference: `refund:booking:${bookingId}`, amount: '10.00' },
    ]);
    await expectInvariantsHold(t.database.db);
  });

  it("operators' refunds give the balance's part back first, then the card's; a cancellation the rest", async () => {
    const student = await studentWithBalance('10');
    const { bookingId } = await holdOn22(student);
    expect((await paySplit(student, bookingId)).statusCode).toBe(200);
    const refund = (amount: string) =>
      post(operator, `/api/operator/bookings/${bookingId}/refund`, { amount, reason: 'The heating failed.' });

    expect((await refund('4.00')).statusCode).toBe(200);
    expect(await balanceOf(student)).toBe('4.00');
    // £8.00 more: the £6.00 left of the balance's part, and £2.00 to the card.
    expect((await refund('8.00')).statusCode).toBe(200);
    expect(await balanceOf(student)).toBe('10.00');
    // All the balance's part is back: the rest is the card's.
    expect((await refund('3.00')).statusCode).toBe(200);
    expect(await balanceOf(student)).toBe('10.00');
    await expectInvariantsHold(t.database.db);

    // A free cancellation refunds the £7.00 left, all of it the card's.
    expect((await post(student, `/api/bookings/${bookingId}/cancel`, {})).statusCode).toBe(200);
    expect(await balanceOf(student)).toBe('10.00');
    const credited = (await entriesOf(bookingId)).filter((e) => e.reference.startsWith('refund:'));
    expect(credited.map((e) => e.amount).sort()).toEqual(['4.00', '6.00']);
    await expectInvariantsHold(t.database.db);
  });

  it("the studio's revenue counts the whole £22.00, as a card payment of it would", async () => {
    const owner = await createOwnerWithToken(t.database.db);
    const student = await studentWithBalance('10');
    const { bookingId, studioId } = await holdOn22(student);
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    expect((await paySplit(student, bookingId)).statusCode).toBe(200);
    const day = isoDate(londonTime(now));
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/owner/revenue.csv?from=${day}&to=${day}&studioId=${studioId}`,
      headers: bearer(owner.token),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['Date,Gross,Refunds,Net', `${day},22.00,0.00,22.00`]);
  });

  it('refuses a useGiftBalance that is not true or false', async () => {
    const [student] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    const { bookingId } = await holdOn22(student);
    const res = await post(student, `/api/bookings/${bookingId}/payment`, {
      method: 'demo',
      useGiftBalance: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'useGiftBalance must be true or false', code: 'VALIDATION' });
  });
});
