import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, bookings, classes, passes } from '../../src/server/db/schema';
import { NEXT_LEAP_YEAR } from '../helpers/dates';
import {
  bearer,
  createOwnerWithToken,
  createUserWithToken,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import {
  A_MEMBERSHIP,
  A_PACK,
  AN_INTRO,
  bookWithPass,
  buy,
  creditsLeft,
  publicUntil,
  purchase,
  sell,
  sessionOf,
  sessionOfClass,
} from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Buying and holding passes, booking with them, and cancelling memberships (issue 29,
// docs/decisions/0055, 0056). The app's clock is moved by the tests; sessions are in the real future.

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let owner: TestUser;
let studioId: string;
let sessionId: string;
let classId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  owner = await createOwnerWithToken(t.database.db);
  ({ studioId, sessionId, classId } = await sessionOf(t, owner));
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const student = () => createUserWithToken(t.database.db);
const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = (who: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
/** Another session of the studio's class. */
const anotherSession = (startsInMs = 2 * DAY) => sessionOfClass(t, classId, startsInMs);

describe('POST /api/products/:id/purchase', () => {
  it('answers 201 { pass } with the pass in the issue’s shape, charged through the demo provider', async () => {
    now = new Date();
    const product = await sell(t, owner, studioId);
    const res = await purchase(t, await student(), product.id);
    expect(res.statusCode).toBe(201);
    const { pass } = res.json();
    expect(pass).toEqual({
      id: expect.any(String),
      productId: product.id,
      studioId,
      kind: 'pack',
      name: '3-class pack',
      creditsTotal: 3,
      creditsLeft: 3,
      validFrom: now.toISOString(),
      expiresAt: expect.any(String),
      status: 'active',
      renewsAt: null,
      endsAt: pass.expiresAt,
      paymentReference: expect.stringMatching(/^demo_/),
      amountPaid: '40.00',
    });
    // 30 London days later, at the same London time.
    const days = (Date.parse(pass.expiresAt) - now.getTime()) / DAY;
    expect(Math.round(days)).toBe(30);
  });

  it('a membership renews one calendar month later on its anchor day; unlimited credits are null', async () => {
    now = new Date(`${NEXT_LEAP_YEAR}-01-31T10:00:00.000Z`);
    await publicUntil(t, classId, now);
    const product = await sell(t, owner, studioId, A_MEMBERSHIP);
    const pass = await buy(t, await student(), product.id);
    expect(pass).toMatchObject({
      kind: 'membership',
      creditsTotal: null,
      creditsLeft: null,
      validFrom: `${NEXT_LEAP_YEAR}-01-31T10:00:00.000Z`,
      renewsAt: `${NEXT_LEAP_YEAR}-02-29T10:00:00.000Z`,
      expiresAt: `${NEXT_LEAP_YEAR}-02-29T10:00:00.000Z`,
      endsAt: null,
      status: 'active',
    });
    now = new Date();
  });

  it('honours an Idempotency-Key: the retry answers the same pass (200) and charges nothing more', async () => {
    const product = await sell(t, owner, studioId);
    const who = await student();
    const key = { 'idempotency-key': `buy-${product.id}` };
    const first = await purchase(t, who, product.id, key);
    const again = await purchase(t, who, product.id, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(passes).where(eq(passes.userId, who.id))).toHaveLength(1);
    const other = await sell(t, owner, studioId);
    const reused = await purchase(t, who, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('gift-balance pays from the balance a gift card gave, and refuses when it falls short', async () => {
    const product = await sell(t, owner, studioId);
    const who = await student();
    const short = await post(who, `/api/products/${product.id}/purchase`, { method: 'gift-balance' });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      message: 'Your balance is £0.00, which does not cover £40.00.',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await t.database.db.select().from(passes).where(eq(passes.userId, who.id))).toEqual([]);

    const giver = await student();
    const card = await buyGiftCard(t.app, giver.token, giftCardBody({ amount: '50.00' }));
    expect(card.statusCode).toBe(201);
    const { code } = await deliverGiftCard(t.database.db, card.json().id);
    expect((await redeem(t.app, who.token, code as string)).json()).toEqual({ balance: '50.00' });

    const paid = await post(who, `/api/products/${product.id}/purchase`, { method: 'gift-balance' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().pass).toMatchObject({ productId: product.id, amountPaid: '40.00', status: 'active' });
    expect(paid.json().pass.paymentReference).toMatch(/^balance_/);
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(who.token),
    });
    expect(balance.json()).toEqual({ balance: '10.00' });
  });

  it('bad input names the field; an unknown product is 404', async () => {
    const product = await sell(t, owner, studioId);
    const who = await student();
    const bad = await post(who, `/api/products/${product.id}/purchase`, { method: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'method must be "demo" or "gift-balance"', code: 'VALIDATION' });
    const missing = await post(who, '/api/products/00000000-0000-4000-8000-000000000000/purchase', {
      method: 'demo',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an intro offer once per student per studio, ever: the second is 409 INTRO_USED', async () => {
    const intro = await sell(t, owner, studioId, AN_INTRO);
    const who = await student();
    await buy(t, who, intro.id);
    const second = await purchase(t, who, intro.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You have already had this studio’s intro offer: it is once per person.',
      code: 'INTRO_USED',
    });
    // Another intro offer of the same studio counts too.
    const another = await sell(t, owner, studioId, { ...AN_INTRO, name: 'Another intro' });
    expect((await purchase(t, who, another.id)).json().code).toBe('INTRO_USED');
  });

  it('parallel intro purchases: exactly one pass', async () => {
    const intro = await sell(t, owner, studioId, AN_INTRO);
    const who = await student();
    const results = await Promise.all(Array.from({ length: 5 }, () => purchase(t, who, intro.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'INTRO_USED')).toBe(
      true,
    );
    expect(await t.database.db.select().from(passes).where(eq(passes.userId, who.id))).toHaveLength(1);
  });
});

describe('GET /api/user/passes', () => {
  it('lists the caller’s passes, active first', async () => {
    const who = await student();
    now = new Date(Date.now() - 60 * DAY);
    const old = await buy(t, who, (await sell(t, owner, studioId)).id);
    now = new Date();
    const current = await buy(t, who, (await sell(t, owner, studioId)).id);
    const res = await get(who, '/api/user/passes');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [current.id, 'active'],
      [old.id, 'expired'],
    ]);
    expect((await get(await student(), '/api/user/passes')).json()).toEqual([]);
  });
});

describe('booking with a pass', () => {
  it('is confirmed at once, paid with the pass, 0.00, and uses a credit', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const res = await bookWithPass(t, who, await anotherSession(), pass.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      paidWith: 'pass',
      passId: pass.id,
      amountPaid: '0.00',
      holdExpiresAt: null,
    });
    // Sold now, it keeps the deadline of the studio's window now (docs/decisions/0118).
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row?.cancellationDeadline?.toISOString()).toBe(res.json().cancellationDeadline);
    expect(await creditsLeft(t, pass.id)).toBe(2);
    // A card booking says so.
    const card = await post(await student(), '/api/bookings', { sessionId, amountPaid: '18.00' });
    expect(card.json()).toMatchObject({ paidWith: null, passId: null, status: 'pending' });
    const payer = await student();
    const held = await post(payer, '/api/bookings', { sessionId, amountPaid: '18.00' });
    const paid = await payFor(t.app, payer.token, held.json().id);
    expect(paid.json()).toMatchObject({ status: 'confirmed', paidWith: 'card', passId: null });
  });

  it('the studio’s roster says which places a pass paid for', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const onPass = await anotherSession();
    const booked = await bookWithPass(t, who, onPass, pass.id);
    expect(booked.statusCode).toBe(201);
    const roster = await get(owner, `/api/owner/sessions/${onPass}/roster`);
    expect(roster.statusCode).toBe(200);
    expect(roster.json().bookings).toEqual([
      expect.objectContaining({ bookingId: booked.json().id, status: 'confirmed', paidWith: 'pass' }),
    ]);
  });

  it('PASS_EMPTY when no credit is left', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId, { ...A_PACK, credits: 1 })).id);
    expect((await bookWithPass(t, who, await anotherSession(), pass.id)).statusCode).toBe(201);
    const s = await anotherSession();
    const res = await bookWithPass(t, who, s, pass.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This pass has no credits left.', code: 'PASS_EMPTY' });
    // The refusal took no place.
    expect(await t.database.db.select().from(bookings).where(eq(bookings.sessionId, s))).toEqual([]);
  });

  it('PASS_EXPIRED when the pass ends before the session starts, or has ended', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId, { ...A_PACK, validDays: 1 })).id);
    const res = await bookWithPass(t, who, await anotherSession(3 * DAY), pass.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This pass is no longer valid when this class starts.',
      code: 'PASS_EXPIRED',
    });
    expect(await creditsLeft(t, pass.id)).toBe(3);
  });

  it('PASS_NOT_VALID for another studio’s session or another student’s pass', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const elsewhere = await sessionOf(t, await createOwnerWithToken(t.database.db));
    const other = await bookWithPass(t, who, elsewhere.sessionId, pass.id);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PASS_NOT_VALID');
    const thief = await bookWithPass(t, await student(), await anotherSession(), pass.id);
    expect(thief.statusCode).toBe(409);
    expect(thief.json().code).toBe('PASS_NOT_VALID');
    expect(await creditsLeft(t, pass.id)).toBe(3);
  });

  it('the existing rules still apply: the owner of the studio, a full session, a second booking', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const s = await anotherSession();
    expect((await bookWithPass(t, who, s, pass.id)).statusCode).toBe(201);
    const twice = await bookWithPass(t, who, s, pass.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_BOOKED');
    const full = await anotherSession();
    await post(await student(), '/api/bookings', { sessionId: full, amountPaid: '18.00' });
    await t.database.db.update(classes).set({ maxParticipants: 1 }).where(eq(classes.id, classId));
    const refused = await bookWithPass(t, who, full, pass.id);
    await t.database.db.update(classes).set({ maxParticipants: 5 }).where(eq(classes.id, classId));
    expect(refused.json().code).toBe('SESSION_FULL');
    expect(await creditsLeft(t, pass.id)).toBe(2);
    const bad = await post(who, '/api/bookings', { sessionId: s, passId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'passId must be a valid id', code: 'VALIDATION' });
    const neither = await post(who, '/api/bookings', { sessionId: s });
    expect(neither.json()).toEqual({ message: 'amountPaid is required', code: 'VALIDATION' });
  });
});

describe('when the credit comes back', () => {
  it('a free cancellation returns it (refund "credit")', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const booking = (await bookWithPass(t, who, await anotherSession(), pass.id)).json();
    expect(await creditsLeft(t, pass.id)).toBe(2);
    const res = await post(who, `/api/bookings/${booking.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: 'credit', lateCancellation: false });
    expect(await creditsLeft(t, pass.id)).toBe(3);
    // Cancelling again gives nothing more back.
    await post(who, `/api/bookings/${booking.id}/cancel`, {});
    expect(await creditsLeft(t, pass.id)).toBe(3);
  });

  it('a late cancellation uses it', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const soon = await anotherSession(6 * 3_600_000);
    const booking = (await bookWithPass(t, who, soon, pass.id)).json();
    const res = await post(who, `/api/bookings/${booking.id}/cancel`, {});
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: 'none', lateCancellation: true });
    expect(await creditsLeft(t, pass.id)).toBe(2);
  });

  it('the studio cancelling the session returns it', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId)).id);
    const s = await anotherSession();
    await bookWithPass(t, who, s, pass.id);
    const res = await post(owner, `/api/sessions/${s}/cancel`, { reason: 'Teacher unwell' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await creditsLeft(t, pass.id)).toBe(3);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, s));
    expect(booking).toMatchObject({ status: 'cancelled', refund: 'credit' });
  });
});

describe('POST /api/passes/:id/cancel', () => {
  it('after the cooling-off period: stops renewal, active until the period ends; again the same', async () => {
    const bought = new Date();
    now = bought;
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId, A_MEMBERSHIP)).id);
    now = new Date(bought.getTime() + 15 * DAY);
    const res = await post(who, `/api/passes/${pass.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      renewsAt: null,
      endsAt: pass.expiresAt,
      refund: null,
    });
    const again = await post(who, `/api/passes/${pass.id}/cancel`);
    expect(again.json()).toEqual(res.json());
    // After the period it reads expired.
    now = new Date(Date.parse(pass.expiresAt) + 1000);
    expect((await get(who, '/api/user/passes')).json()[0]).toMatchObject({ id: pass.id, status: 'expired' });
    now = new Date();
  });

  it('within 14 days: ends at once and refunds the amount paid minus the list price of classes taken', async () => {
    now = new Date();
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId, { ...A_MEMBERSHIP, price: '50.00' })).id);
    await bookWithPass(t, who, await anotherSession(), pass.id);
    await bookWithPass(t, who, await anotherSession(), pass.id);
    const res = await post(who, `/api/passes/${pass.id}/cancel`);
    expect(res.statusCode).toBe(200);
    // £50.00 paid, two £18.00 classes taken.
    expect(res.json()).toMatchObject({ status: 'cancelled', renewsAt: null, refund: '14.00' });
    expect(res.json().endsAt).toBe(now.toISOString());
    expect((await post(who, `/api/passes/${pass.id}/cancel`)).json()).toEqual(res.json());
    // A cancelled pass pays for nothing more.
    const refused = await bookWithPass(t, who, await anotherSession(), pass.id);
    expect(refused.json().code).toBe('PASS_NOT_VALID');
  });

  // Issue 63, finding 2: the answer said "80.00" but the balance it was paid from never got it.
  it('a membership paid from the gift balance gets its cooling-off refund back there, once', async () => {
    now = new Date();
    const who = await student();
    const card = await buyGiftCard(t.app, (await student()).token, giftCardBody({ amount: '100.00' }));
    const { code } = await deliverGiftCard(t.database.db, card.json().id);
    expect((await redeem(t.app, who.token, code as string)).json()).toEqual({ balance: '100.00' });
    const product = await sell(t, owner, studioId, { ...A_MEMBERSHIP, price: '80.00' });
    const bought = await post(who, `/api/products/${product.id}/purchase`, { method: 'gift-balance' });
    expect(bought.statusCode, bought.body).toBe(201);
    const passId = bought.json().pass.id;
    expect((await get(who, '/api/user/balance')).json()).toEqual({ balance: '20.00' });

    const res = await post(who, `/api/passes/${passId}/cancel`);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: '80.00' });
    expect((await get(who, '/api/user/balance')).json()).toEqual({ balance: '100.00' });
    expect((await post(who, `/api/passes/${passId}/cancel`)).json()).toEqual(res.json());
    const ledger = await t.database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, who.id));
    expect(ledger.map((e) => [e.reference, e.amount]).sort()).toEqual([
      [expect.stringMatching(/^gift-card:/), '100.00'],
      [`pass:${passId}`, '-80.00'],
      [`refund:pass:${passId}`, '80.00'],
    ]);
  });

  it('the refund never goes below zero', async () => {
    const who = await student();
    const pass = await buy(t, who, (await sell(t, owner, studioId, { ...A_MEMBERSHIP, price: '20.00' })).id);
    await bookWithPass(t, who, await anotherSession(), pass.id);
    await bookWithPass(t, who, await anotherSession(), pass.id);
    expect((await post(who, `/api/passes/${pass.id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      refund: '0.00',
    });
  });

  it('another student’s pass is 404; a pack is 409 NOT_A_MEMBERSHIP', async () => {
    const who = await student();
    const membership = await buy(t, who, (await sell(t, owner, studioId, A_MEMBERSHIP)).id);
    const res = await post(await student(), `/api/passes/${membership.id}/cancel`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Pass not found', code: 'NOT_FOUND' });
    const pack = await buy(t, who, (await sell(t, owner, studioId)).id);
    const packRes = await post(who, `/api/passes/${pack.id}/cancel`);
    expect(packRes.statusCode).toBe(409);
    expect(packRes.json().code).toBe('NOT_A_MEMBERSHIP');
  });
});

describe("the owner's revenue", () => {
  it('counts packs and memberships on the day bought, and a cooling-off refund on the day cancelled', async () => {
    const bought = new Date();
    now = bought;
    const seller = await createOwnerWithToken(t.database.db);
    const own = await sessionOf(t, seller);
    const pack = await sell(t, seller, own.studioId);
    const membership = await sell(t, seller, own.studioId, { ...A_MEMBERSHIP, price: '50.00' });
    const regular = await student();
    const packPass = await buy(t, regular, pack.id);
    const member = await student();
    const kept = await buy(t, await student(), membership.id);
    const cancelled = await buy(t, member, membership.id);
    const session = await sessionOfClass(t, own.classId, 2 * DAY);
    expect((await bookWithPass(t, member, session, cancelled.id)).statusCode).toBe(201);
    expect((await bookWithPass(t, regular, session, packPass.id)).statusCode).toBe(201);
    const cancelledAt = new Date(bought.getTime() + DAY);
    now = cancelledAt;
    // £50.00 paid, one £18.00 class taken: £32.00 back.
    expect((await post(member, `/api/passes/${cancelled.id}/cancel`)).json().refund).toBe('32.00');
    expect(kept.amountPaid).toBe('50.00');

    const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
    const [from, to] = [day(bought), day(cancelledAt)];
    const res = await get(seller, `/api/owner/revenue?from=${from}&to=${to}&studioId=${own.studioId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gross: '140.00',
      refunds: '32.00',
      net: '108.00',
      byKind: { classes: '0.00', packs: '40.00', memberships: '68.00' },
      byDay: [
        { date: from, gross: '140.00', refunds: '0.00' },
        { date: to, gross: '0.00', refunds: '32.00' },
      ],
    });
    // The client list counts the passes each client can still use there: the cancelled one no more.
    const clients = await get(seller, `/api/owner/clients?studioId=${own.studioId}`);
    expect(clients.statusCode, clients.body).toBe(200);
    const passesOf = (userId: string) =>
      (clients.json() as Array<{ userId: string; activePasses: number }>).find((c) => c.userId === userId)
        ?.activePasses;
    expect(passesOf(member.id)).toBe(0);
    expect(passesOf(regular.id)).toBe(1);
    now = new Date();
  });
});
