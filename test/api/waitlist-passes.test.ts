import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, bookings, outboxEvents, users, waitlistEntries } from '../../src/server/db/schema';
import { renderMessages } from '../../src/server/modules/notifications/messages/registry';
import type { OutboxEvent } from '../../src/server/modules/notifications/outbox-events';
import {
  bearer,
  createOwnerWithToken,
  createUserWithToken,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { A_PACK, bookWithPass, buy, creditsLeft, sell, sessionOf, sessionOfClass } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Waitlists with passes, the refilled late cancellation refunded, and refunds back to the gift balance
// (issue 29, docs/decisions/0062), through the routes on a real database. Sessions are in the real
// future and the clock is the wall clock's: a session 5 hours ahead is past its 12-hour window (every
// cancellation late) and before the promotion's 1-hour cutoff.

const HOUR = 3_600_000;
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const student = () => createUserWithToken(t.database.db);
const post = (who: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const join = (who: TestUser, sessionId: string, passId?: string) =>
  post(who, `/api/sessions/${sessionId}/waitlist`, passId ? { passId } : undefined);
const cancel = (who: TestUser, bookingId: string) => post(who, `/api/bookings/${bookingId}/cancel`, {});
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0] as typeof bookings.$inferSelect;
const bookingOf = async (who: TestUser, sessionId: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.userId, who.id))).find(
    (b) => b.sessionId === sessionId && b.status === 'confirmed',
  );
const eventsOf = async (kind: OutboxEvent['kind']) =>
  t.database.db.select().from(outboxEvents).where(eq(outboxEvents.kind, kind));
const bell = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(who.token) })).json()
    .items as { kind: string; title: string; body: string }[];
const render = (payload: unknown) =>
  renderMessages(t.database.db, payload as OutboxEvent, {
    publicUrl: 'https://attune.test',
    now: new Date(),
  });

/** A session of the owner's studio, `startsInMs` ahead, with room for `capacity`. */
async function session(capacity: number, startsInMs = 24 * HOUR) {
  const made = await sessionOf(t, owner, { maxParticipants: capacity, startsInMs });
  return made;
}

/** A booking paid by card (the demo provider): held, then paid. */
async function bookByCard(who: TestUser, sessionId: string) {
  const held = await post(who, '/api/bookings', { sessionId, amountPaid: '18.00' });
  expect(held.statusCode, held.body).toBe(201);
  expect((await payFor(t.app, who.token, held.json().id)).statusCode).toBe(200);
  return held.json().id as string;
}

describe('joining a waitlist with a pass', () => {
  it('checks the pass as booking would: the caller’s, of the session’s studio, with a credit; else 409', async () => {
    const full = await session(1);
    await bookByCard(await student(), full.sessionId);
    const pack = await sell(t, owner, full.studioId, A_PACK);
    const me = await student();
    const someoneElse = await student();
    const theirs = await buy(t, someoneElse, pack.id);
    expect((await join(me, full.sessionId, theirs.id)).json()).toMatchObject({ code: 'PASS_NOT_VALID' });

    const otherOwner = await createOwnerWithToken(t.database.db);
    const other = await sessionOf(t, otherOwner);
    const otherPass = await buy(t, me, (await sell(t, otherOwner, other.studioId, A_PACK)).id);
    const refused = await join(me, full.sessionId, otherPass.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PASS_NOT_VALID');

    const bad = await join(me, full.sessionId, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'passId must be a valid id', code: 'VALIDATION' });

    const mine = await buy(t, me, pack.id);
    const joined = await join(me, full.sessionId, mine.id);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'waiting', position: 1, passId: mine.id });
    // Nothing is spent while waiting.
    expect(await creditsLeft(t, mine.id)).toBe(3);
  });

  it('an empty pass is 409 PASS_EMPTY', async () => {
    const full = await session(1);
    await bookByCard(await student(), full.sessionId);
    const single = await sell(t, owner, full.studioId, { ...A_PACK, name: 'One class', credits: 1 });
    const me = await student();
    const pass = await buy(t, me, single.id);
    const another = await sessionOfClass(t, full.classId, 48 * HOUR);
    expect((await bookWithPass(t, me, another, pass.id)).statusCode).toBe(201);
    const refused = await join(me, full.sessionId, pass.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PASS_EMPTY');
  });
});

describe('promotion with a pass', () => {
  it('confirms the place with the credit, in the promotion’s transaction', async () => {
    const { sessionId, studioId: sid } = await session(1);
    const first = await student();
    const booked = await bookByCard(first, sessionId);
    const waiting = await student();
    const pass = await buy(t, waiting, (await sell(t, owner, sid, A_PACK)).id);
    expect((await join(waiting, sessionId, pass.id)).statusCode).toBe(201);
    expect((await cancel(first, booked)).json()).toMatchObject({ status: 'cancelled', refund: 'full' });

    const promoted = await bookingOf(waiting, sessionId);
    expect(promoted).toMatchObject({
      status: 'confirmed',
      promotedFromWaitlist: true,
      passId: pass.id,
      amountPaid: '0.00',
      paymentReference: null,
    });
    expect(await creditsLeft(t, pass.id)).toBe(2);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${promoted?.id}`,
      headers: bearer(waiting.token),
    });
    expect(answer.json()).toMatchObject({ paidWith: 'pass', passId: pass.id, amountPaid: '0.00' });
    // Sold by the promotion, it keeps the deadline of the studio's window then (docs/decisions/0118).
    expect(promoted?.cancellationDeadline?.toISOString()).toBe(answer.json().cancellationDeadline);
  });

  it('skips a pass with no credit left at that moment: the next person is promoted and the skipped one told why', async () => {
    const { sessionId, studioId: sid, classId } = await session(1);
    const first = await student();
    const booked = await bookByCard(first, sessionId);
    const skipped = await student();
    const single = await sell(t, owner, sid, { ...A_PACK, name: 'Single class', credits: 1 });
    const pass = await buy(t, skipped, single.id);
    expect((await join(skipped, sessionId, pass.id)).statusCode).toBe(201);
    const next = await student();
    expect((await join(next, sessionId)).statusCode).toBe(201);
    // The credit goes on another class while they wait.
    const other = await sessionOfClass(t, classId, 48 * HOUR);
    expect((await bookWithPass(t, skipped, other, pass.id)).statusCode).toBe(201);

    await cancel(first, booked);
    expect(await bookingOf(skipped, sessionId)).toBeUndefined();
    expect(await bookingOf(next, sessionId)).toMatchObject({ amountPaid: '18.00', passId: null });
    const entries = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId));
    expect(entries.find((e) => e.userId === skipped.id)?.status).toBe('left');
    expect(entries.find((e) => e.userId === next.id)?.status).toBe('promoted');

    const told = (await eventsOf('waitlist.skipped')).filter(
      (e) => (e.payload as { userId: string }).userId === skipped.id,
    );
    expect(told.map((e) => e.payload)).toEqual([
      { kind: 'waitlist.skipped', sessionId, userId: skipped.id, passId: pass.id, reason: 'PASS_EMPTY' },
    ]);
    const [mail] = await render(told[0]?.payload);
    expect(mail?.to).toBe(skipped.email);
    expect(mail?.text).toContain('the pass you chose had no credits left');
    expect((await bell(skipped)).find((n) => n.kind === 'waitlist-skipped')?.body).toContain(
      'no credits left',
    );
  });
});

describe('no late fee when your place is refilled', () => {
  it('a card payment: the late cancellation refilled by a promotion is refunded in full, and the student told', async () => {
    const { sessionId } = await session(1, 5 * HOUR);
    const late = await student();
    const booked = await bookByCard(late, sessionId);
    const waiting = await student();
    await join(waiting, sessionId);
    const answer = await cancel(late, booked);
    expect(answer.json()).toMatchObject({ status: 'cancelled', lateCancellation: true, refund: 'full' });
    expect((await bookingRow(booked)).refilledAt).not.toBeNull();
    expect(await bookingOf(waiting, sessionId)).toBeDefined();

    const [event] = (await eventsOf('booking.refilled')).filter(
      (e) => (e.payload as { bookingId: string }).bookingId === booked,
    );
    const [mail] = await render(event?.payload);
    expect(mail).toMatchObject({ to: late.email, subject: 'Your place on Test Flow was taken: no late fee' });
    expect(mail?.text).toContain('you will get a full refund of £18.00');
    expect((await bell(late)).map((n) => n.kind)).toContain('late-fee-refunded');
  });

  it('a pass: the credit comes back', async () => {
    const { sessionId, studioId: sid } = await session(1, 5 * HOUR);
    const late = await student();
    const pass = await buy(t, late, (await sell(t, owner, sid, A_PACK)).id);
    const booked = (await bookWithPass(t, late, sessionId, pass.id)).json().id;
    expect(await creditsLeft(t, pass.id)).toBe(2);
    await join(await student(), sessionId);
    expect((await cancel(late, booked)).json()).toMatchObject({ lateCancellation: true, refund: 'credit' });
    expect(await creditsLeft(t, pass.id)).toBe(3);
  });

  it('with nobody waiting the late fee stands; the earliest unrefunded late cancellation is refilled first', async () => {
    const { sessionId } = await session(2, 5 * HOUR);
    const [a, b, c, d] = [await student(), await student(), await student(), await student()];
    const bookedA = await bookByCard(a, sessionId);
    const bookedB = await bookByCard(b, sessionId);
    expect((await cancel(a, bookedA)).json()).toMatchObject({ lateCancellation: true, refund: 'none' });
    // A place booked directly is no promotion: nothing is refilled.
    await bookByCard(c, sessionId);
    expect((await bookingRow(bookedA)).refund).toBe('none');
    await join(d, sessionId);
    await cancel(b, bookedB);
    // d's promotion refills one place: a's, the earliest late cancellation, not b's.
    expect(await bookingRow(bookedA)).toMatchObject({ refund: 'full' });
    expect(await bookingRow(bookedB)).toMatchObject({ refund: 'none', refilledAt: null });
  });
});

describe('refunds back to the gift balance', () => {
  async function withBalance(amount: string) {
    const who = await student();
    const card = await buyGiftCard(t.app, (await student()).token, giftCardBody({ amount }));
    const { code } = await deliverGiftCard(t.database.db, card.json().id);
    expect((await redeem(t.app, who.token, code as string)).statusCode).toBe(200);
    return who;
  }
  async function bookFromBalance(who: TestUser, sessionId: string) {
    const held = await post(who, '/api/bookings', { sessionId, amountPaid: '18.00' });
    const paid = await post(who, `/api/bookings/${held.json().id}/payment`, { method: 'gift-balance' });
    expect(paid.statusCode, paid.body).toBe(200);
    return held.json().id as string;
  }
  const balanceOf = async (who: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(who.token) })).json()
      .balance;

  it('a free cancellation, the studio’s cancellation and a refilled late one credit the balance back, once', async () => {
    const who = await withBalance('60');
    const free = await session(3);
    const byStudio = await session(3);
    const lateOne = await session(1, 5 * HOUR);
    const b1 = await bookFromBalance(who, free.sessionId);
    const b2 = await bookFromBalance(who, byStudio.sessionId);
    const b3 = await bookFromBalance(who, lateOne.sessionId);
    expect(await balanceOf(who)).toBe('6.00');

    await cancel(who, b1);
    await cancel(who, b1);
    expect(await balanceOf(who)).toBe('24.00');

    const cancelled = await post(owner, `/api/sessions/${byStudio.sessionId}/cancel`, {
      reason: 'Teacher away',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(who)).toBe('42.00');

    await join(await student(), lateOne.sessionId);
    expect((await cancel(who, b3)).json()).toMatchObject({ lateCancellation: true, refund: 'full' });
    expect(await balanceOf(who)).toBe('60.00');
    const refunds = await t.database.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, who.id));
    expect(
      refunds
        .filter((e) => e.reference.startsWith('refund:booking:'))
        .map((e) => e.reference)
        .sort(),
    ).toEqual([`refund:booking:${b1}`, `refund:booking:${b2}`, `refund:booking:${b3}`].sort());
  });

  // Issue 63, finding 1: the full refund of a free cancellation, the studio's cancellation or a refill
  // came on top of an operator's earlier partial refund, so the booking was paid back more than once.
  it("after an operator's partial refund, a cancellation, the studio's or a refill gives back only the rest", async () => {
    const operator = await student();
    await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
    const who = await withBalance('60');
    const free = await session(3);
    const byStudio = await session(3);
    const lateOne = await session(1, 5 * HOUR);
    const ids = [
      await bookFromBalance(who, free.sessionId),
      await bookFromBalance(who, byStudio.sessionId),
      await bookFromBalance(who, lateOne.sessionId),
    ];
    const [b1, b2, b3] = ids as [string, string, string];
    for (const id of ids) {
      const refund = await post(operator, `/api/operator/bookings/${id}/refund`, {
        amount: '13.50',
        reason: 'The heating failed.',
      });
      expect(refund.statusCode, refund.body).toBe(200);
    }
    expect(await balanceOf(who)).toBe('46.50');

    const cancelled = await cancel(who, b1);
    expect(await balanceOf(who)).toBe('51.00');
    // Still refunded in full: £13.50 by the operator, the £4.50 left by the cancellation.
    expect(cancelled.json()).toMatchObject({
      lateCancellation: false,
      refund: 'full',
      amountRefunded: '18.00',
    });
    const told = (await eventsOf('booking.cancelled')).find((e) => JSON.stringify(e.payload).includes(b1));
    expect((await render(told?.payload))[0]?.text).toContain(
      'you will get the £4.50 not yet refunded, for a full refund of £18.00',
    );

    expect(
      (await post(owner, `/api/sessions/${byStudio.sessionId}/cancel`, { reason: 'Away' })).statusCode,
    ).toBe(200);
    expect(await balanceOf(who)).toBe('55.50');

    await join(await student(), lateOne.sessionId);
    expect((await cancel(who, b3)).json()).toMatchObject({ lateCancellation: true, refund: 'full' });
    expect(await balanceOf(who)).toBe('60.00');
    const rests = await t.database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, who.id));
    expect(
      Object.fromEntries(
        rests.filter((e) => /^refund:booking:[^:]+$/.test(e.reference)).map((e) => [e.reference, e.amount]),
      ),
    ).toEqual({
      [`refund:booking:${b1}`]: '4.50',
      [`refund:booking:${b2}`]: '4.50',
      [`refund:booking:${b3}`]: '4.50',
    });
  });
});
