import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, bookings, giftCards, outboxEvents } from '../../src/server/db/schema';
import { bearer, createSession, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { expectInvariantsHold } from '../helpers/invariants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let now = new Date();
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  users = await createUsersWithTokens(t.database.db, 8);
});
afterAll(() => t?.close());

const user = (i: number) => users[i] as TestUser;
const balanceOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(token) })).json();

/** Buys a card as `buyer` and answers the code its e-mail carried. */
async function codeOfNewCard(buyer: TestUser, amount = '25.00') {
  const res = await buyGiftCard(t.app, buyer.token, giftCardBody({ amount }));
  expect(res.statusCode).toBe(201);
  const { code } = await deliverGiftCard(t.database.db, res.json().id);
  return code as string;
}

async function holdOf(buyer: TestUser, price = '18.00') {
  const { sessionId } = await createSession(t.database.db, { price });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(buyer.token),
    payload: { sessionId, amountPaid: price },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const payWithBalance = (buyer: TestUser, bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payment`,
    headers: bearer(buyer.token),
    payload: { method: 'gift-balance' },
  });

describe('buying a gift card', () => {
  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gift-cards', payload: giftCardBody() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 201 with the card, e-mails the code in groups of four, and keeps only its hash', async () => {
    const res = await buyGiftCard(t.app, user(0).token, giftCardBody({ amount: '40' }));
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toEqual({
      id: expect.any(String),
      amount: '40.00',
      recipientEmail: 'friend@example.com',
      status: 'sent',
    });
    const [stored] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored?.paymentReference).toMatch(/^demo_/);

    const { sent, code, payload } = await deliverGiftCard(t.database.db, card.id);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    const plain = (code as string).replaceAll('-', '');
    expect(plain).not.toMatch(/[01OIL]/);
    expect(sent[0]?.to).toBe('friend@example.com');
    expect(sent[0]?.text).toContain('Happy birthday: treat yourself to a class.');
    expect(sent[0]?.text).toContain('£40.00');
    // The buyer's receipt never carries the code.
    expect(sent[1]?.to).toBe(user(0).email);
    expect(sent[1]?.text).not.toContain(code);
    expect(stored?.codeHash).toBe(createHash('sha256').update(plain).digest('hex'));
    // Delivered, the plain code is gone from the outbox too.
    expect(payload).toEqual({ kind: 'gift-card.sent', giftCardId: card.id });
  });

  it.each([
    [{ amount: '25.50' }, 'amount must be whole pounds from 10 to 500, as a decimal string such as "25.00"'],
    [{ amount: '9.00' }, 'amount must be whole pounds from 10 to 500, as a decimal string such as "25.00"'],
    [{ amount: '501.00' }, 'amount must be whole pounds from 10 to 500, as a decimal string such as "25.00"'],
    [{ amount: 25 }, 'amount must be whole pounds from 10 to 500, as a decimal string such as "25.00"'],
    [{ amount: undefined }, 'amount is required'],
    [{ recipientEmail: 'not an address' }, 'recipientEmail must be a valid e-mail address'],
    [{ recipientName: '  ' }, 'recipientName is required'],
    [{ message: 'x'.repeat(501) }, 'message must be at most 500 characters'],
    [{ method: 'card' }, 'method must be "demo" (the demo payment)'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const before = await t.database.db.select().from(giftCards);
    const res = await buyGiftCard(t.app, user(0).token, giftCardBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await t.database.db.select().from(giftCards)).toHaveLength(before.length);
  });

  it('takes the limits themselves and a message of 500 characters', async () => {
    for (const amount of ['10.00', '500.00']) {
      expect((await buyGiftCard(t.app, user(0).token, giftCardBody({ amount }))).statusCode).toBe(201);
    }
    const long = await buyGiftCard(t.app, user(0).token, giftCardBody({ message: 'x'.repeat(500) }));
    expect(long.statusCode).toBe(201);
  });

  it('answers a replayed Idempotency-Key with the first card, and refuses the key for another card', async () => {
    const first = await buyGiftCard(t.app, user(1).token, giftCardBody(), 'gift-key-1');
    const again = await buyGiftCard(t.app, user(1).token, giftCardBody(), 'gift-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, 'gift-card.sent'));
    expect(
      events.filter((e) => (e.payload as { giftCardId: string }).giftCardId === first.json().id),
    ).toHaveLength(1);
    const other = await buyGiftCard(t.app, user(1).token, giftCardBody({ amount: '30.00' }), 'gift-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key is another person's own.
    expect((await buyGiftCard(t.app, user(2).token, giftCardBody(), 'gift-key-1')).statusCode).toBe(201);
  });
});

describe('redeeming and the balance', () => {
  it('starts at 0.00, needs a sign-in', async () => {
    expect(await balanceOf(user(3).token)).toEqual({ balance: '0.00' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/balance' })).statusCode).toBe(401);
  });

  it('redeems once, with or without hyphens, in any case', async () => {
    const code = await codeOfNewCard(user(0));
    const res = await redeem(t.app, user(3).token, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: '25.00' });
    const again = await redeem(t.app, user(3).token, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This gift card has already been redeemed.',
      code: 'GIFT_CARD_USED',
    });
    const elsewhere = await redeem(t.app, user(4).token, code.replaceAll('-', ''));
    expect(elsewhere.json().code).toBe('GIFT_CARD_USED');

    const second = await codeOfNewCard(user(0), '10.00');
    const plain = await redeem(t.app, user(3).token, ` ${second.replaceAll('-', '')} `);
    expect(plain.json()).toEqual({ balance: '35.00' });
    expect(await balanceOf(user(3).token)).toEqual({ balance: '35.00' });
    expect(await balanceOf(user(4).token)).toEqual({ balance: '0.00' });
    const [card] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.redeemedBy, user(3).id));
    expect(card?.redeemedAt).not.toBeNull();
  });

  it('refuses a missing code with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/gift-cards/redeem',
      headers: bearer(user(5).token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'code is required', code: 'VALIDATION' });
  });

  it('answers 10 wrong codes an hour with 404, then 429 until the hour has passed', async () => {
    const good = await codeOfNewCard(user(0));
    const wrong = ['AAAA-BBBB-CCCC-DDDD', 'not a code at all', 'K7QM-2XWP-9RTA-HC4O'];
    for (let i = 0; i < 10; i++) {
      const res = await redeem(t.app, user(5).token, wrong[i % wrong.length] as string);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'No gift card has this code. Check it against the e-mail and try again.',
        code: 'GIFT_CARD_INVALID',
      });
    }
    const limited = await redeem(t.app, user(5).token, good);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // Another account is not limited by it.
    expect((await redeem(t.app, user(6).token, 'AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(404);
    const start = now;
    now = new Date(start.getTime() + 3_601_000);
    try {
      expect((await redeem(t.app, user(5).token, good)).json()).toEqual({ balance: '25.00' });
    } finally {
      now = start;
    }
  });
});

describe('paying a held booking with the balance', () => {
  it('is refused with 409 INSUFFICIENT_BALANCE when short, and confirms and debits when covered', async () => {
    const student = user(7);
    const bookingId = await holdOf(student);
    const short = await payWithBalance(student, bookingId);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      message: 'Your balance is £0.00, which does not cover £18.00.',
      code: 'INSUFFICIENT_BALANCE',
    });
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(held?.status).toBe('pending');

    await redeem(t.app, student.token, await codeOfNewCard(user(0)));
    const paid = await payWithBalance(student, bookingId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', amountPaid: '18.00' });
    expect(paid.json().paymentReference).toMatch(/^balance_/);
    expect(await balanceOf(student.token)).toEqual({ balance: '7.00' });
    // Paying again answers the same payment and takes nothing more.
    expect((await payWithBalance(student, bookingId)).statusCode).toBe(200);
    expect(await balanceOf(student.token)).toEqual({ balance: '7.00' });
    const entries = await t.database.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, student.id));
    expect(entries.map((e) => e.amount).sort()).toEqual(['-18.00', '25.00']);
  });

  it('two holds paid at once from a balance that covers one: exactly one is paid', async () => {
    const [student] = await createUsersWithTokens(t.database.db, 1);
    const s = student as TestUser;
    await redeem(t.app, s.token, await codeOfNewCard(user(0)));
    const holds = [await holdOf(s), await holdOf(s)];
    const results = await Promise.all(holds.map((id) => payWithBalance(s, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(s.token)).toEqual({ balance: '7.00' });
    await expectInvariantsHold(t.database.db);
  });

  it('is refused for an unknown method naming both', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${await holdOf(user(6))}/payment`,
      headers: bearer(user(6).token),
      payload: { method: 'cash' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'method must be "demo" (the demo payment) or "gift-balance" (your gift-card balance)',
      code: 'VALIDATION',
    });
  });
});
