import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLondonTime, londonDay } from '../../src/common/london-time';
import { formatPence, toPence } from '../../src/common/money';
import {
  balanceEntries,
  outboxEvents,
  passes,
  passRenewals,
  sessions,
  users,
} from '../../src/server/db/schema';
import { renderMessages } from '../../src/server/modules/notifications/messages/registry';
import type { OutboxEvent } from '../../src/server/modules/notifications/outbox-events';
import { renewDueMemberships, renewMembership } from '../../src/server/modules/places/renew-membership';
import { countingProvider } from '../helpers/counting-provider';
import {
  bearer,
  createOwnerWithToken,
  createUsersWithTokens,
  createUserWithToken,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { OWNER_ROUTES } from '../helpers/owner-routes';
import { A_CLASS, addClassAs, addStudioAs, scheduleAs } from '../helpers/owner-world';
import { A_MEMBERSHIP, A_PACK, bookWithPass, buy, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// What an operator's suspension of a studio does to the money and the owner (issue 63, finding 7;
// docs/decisions/0120): its passes and memberships end with the unused part refunded where it was
// paid from, no membership of it renews, and its owner can change nothing of it.

const DAY = 86_400_000;
/**
 * Today's noon in London, the app's clock at the start: "ten days later" at noon is ten London days
 * later whichever clock change falls between, so the days the rule counts are the days the test
 * counts. Only the app's clock moves; sessions are put where the tests need them on it.
 */
const NOON = atLondonTime(londonDay(new Date()), 12, 0);
const at = (days: number) => new Date(NOON.getTime() + days * DAY);

const demo = countingProvider('suspension');
const { charges, provider } = demo;

let now = NOON;
let t: TestApp;
let operator: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now, paymentProvider: provider });
  [operator] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
  await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), payload });
const suspend = (studioId: string) =>
  call('POST', `/api/operator/studios/${studioId}/suspend`, operator, {
    reason: 'Took money, ran no classes.',
  });

/** A session of `classId` starting at `start` on the app's clock. */
async function sessionAt(classId: string, start: Date) {
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning({ id: sessions.id });
  return row?.id as string;
}

let cards = 0;
/** A student whose gift balance holds `amount`, from a gift card someone else bought them. */
async function studentWithBalance(amount: string) {
  const who = await createUserWithToken(t.database.db);
  const giver = await createUserWithToken(t.database.db);
  const body = giftCardBody({ amount, recipientEmail: `suspension-${++cards}@example.com` });
  const card = await buyGiftCard(t.app, giver.token, body);
  expect(card.statusCode, card.body).toBe(201);
  const { code } = await deliverGiftCard(t.database.db, card.json().id);
  expect((await redeem(t.app, who.token, code as string)).json()).toEqual({ balance: amount });
  return who;
}

async function buyFromBalance(who: TestUser, productId: string) {
  const res = await call('POST', `/api/products/${productId}/purchase`, who, { method: 'gift-balance' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pass;
}

const balanceOf = async (who: TestUser) => (await call('GET', '/api/user/balance', who)).json().balance;
const passRow = async (id: string) =>
  (await t.database.db.select().from(passes).where(eq(passes.id, id)))[0] as typeof passes.$inferSelect;
/** The pass as its holder's list answers it. */
async function listed(who: TestUser, passId: string) {
  const res = await call('GET', '/api/user/passes', who);
  return res.json().find((p: { id: string }) => p.id === passId);
}

/**
 * ADR 0120's rule for a membership, counted here on its own: the price × the London days from the
 * suspension's day to the period's end ÷ the London days of the period, rounded up to the penny.
 */
function proRata(price: string, start: Date | string, end: Date | string, suspended: Date) {
  const day = (d: Date | string) => londonDay(new Date(d)).getTime() / DAY;
  const days = day(end) - day(start);
  return formatPence(Math.ceil(((toPence(price) ?? 0) * (day(end) - day(suspended))) / days));
}

describe('suspending a studio ends its passes and memberships', () => {
  it('refunds the unused part pro rata, to the gift balance or the card it was paid from, once', async () => {
    now = NOON;
    const { studioId, classId } = await sessionOf(t, owner);
    const pack = await sell(t, owner, studioId, A_PACK);
    const monthly = await sell(t, owner, studioId, A_MEMBERSHIP);

    // A membership bought from the gift balance 25 days ago; the worker has renewed it since, so its
    // current period was paid by card.
    now = at(-25);
    const renewer = await studentWithBalance('99.00');
    const renewed = await buyFromBalance(renewer, monthly.id);
    expect(await balanceOf(renewer)).toBe('0.00');

    now = NOON;
    // A pack (card): one class taken before the suspension, one booked after it.
    const packer = await createUserWithToken(t.database.db);
    const packByCard = await buy(t, packer, pack.id);
    for (const start of [at(2), at(12)]) {
      const booked = await bookWithPass(t, packer, await sessionAt(classId, start), packByCard.id);
      expect(booked.statusCode, booked.body).toBe(201);
    }
    // A pack from the gift balance, unused.
    const giftPacker = await studentWithBalance('40.00');
    const packByBalance = await buyFromBalance(giftPacker, pack.id);
    // Memberships by card and from the gift balance.
    const member = await createUserWithToken(t.database.db);
    const byCard = await buy(t, member, monthly.id);
    const giftMember = await studentWithBalance('99.00');
    const byBalance = await buyFromBalance(giftMember, monthly.id);
    // Another studio's pass, which the suspension leaves alone.
    const otherOwner = await createOwnerWithToken(t.database.db);
    const elsewhere = await sessionOf(t, otherOwner);
    const otherPass = await buy(t, packer, (await sell(t, otherOwner, elsewhere.studioId)).id);

    now = new Date(renewed.renewsAt);
    expect(await renewMembership(t.database.db, provider, renewed.id, now)).toBe('renewed');
    const [period] = await t.database.db
      .select()
      .from(passRenewals)
      .where(eq(passRenewals.passId, renewed.id));

    now = at(10);
    const res = await suspend(studioId);
    expect(res.statusCode, res.body).toBe(200);

    // Every pass of the studio has ended now; it will not renew.
    const holders: [TestUser, { id: string }][] = [
      [packer, packByCard],
      [giftPacker, packByBalance],
      [member, byCard],
      [giftMember, byBalance],
      [renewer, renewed],
    ];
    for (const [who, pass] of holders) {
      expect(await listed(who, pass.id), pass.id).toMatchObject({
        status: 'cancelled',
        renewsAt: null,
        endsAt: now.toISOString(),
      });
    }

    // A pack: unused credits ÷ credits × price. The class after the suspension was cancelled and its
    // credit came back, so 2 of 3 are unused: £40 × 2/3 = £26.666…, rounded up.
    expect((await passRow(packByCard.id)).refundAmount).toBe('26.67');
    expect((await passRow(packByBalance.id)).refundAmount).toBe('40.00');
    // A membership: the London days left of the period it is in ÷ the period's days × what it cost.
    const byCardRefund = proRata('99.00', byCard.validFrom, byCard.expiresAt, now);
    const byBalanceRefund = proRata('99.00', byBalance.validFrom, byBalance.expiresAt, now);
    const renewedRefund = proRata('99.00', period?.periodStart as Date, period?.periodEnd as Date, now);
    expect((await passRow(byCard.id)).refundAmount).toBe(byCardRefund);
    expect((await passRow(byBalance.id)).refundAmount).toBe(byBalanceRefund);
    expect((await passRow(renewed.id)).refundAmount).toBe(renewedRefund);
    expect(Number(byCardRefund)).toBeGreaterThan(60);
    expect(Number(byCardRefund)).toBeLessThan(99);

    // Where it was paid from: the gift balance gets its money back in the ledger; a card, and the
    // renewed membership's current period (paid by card), do not touch the balance.
    expect(await balanceOf(giftPacker)).toBe('40.00');
    expect(await balanceOf(giftMember)).toBe(byBalanceRefund);
    expect(await balanceOf(renewer)).toBe('0.00');
    const refunds = await t.database.db
      .select({ reference: balanceEntries.reference, amount: balanceEntries.amount })
      .from(balanceEntries)
      .where(like(balanceEntries.reference, 'refund:pass:%'));
    expect(refunds).toEqual(
      expect.arrayContaining([
        { reference: `refund:pass:${packByBalance.id}`, amount: '40.00' },
        { reference: `refund:pass:${byBalance.id}`, amount: byBalanceRefund },
      ]),
    );
    expect(refunds.map((r) => r.reference)).not.toContain(`refund:pass:${renewed.id}`);

    // Each holder is told, in the bell.
    const bell = async (who: TestUser) =>
      (await call('GET', '/api/user/notifications', who)).json().items as { kind: string; title: string }[];
    expect((await bell(giftMember)).find((n) => n.kind === 'pass-ended')?.title).toBe(
      `Your Monthly unlimited at Test Studio has ended: £${byBalanceRefund} refunded`,
    );
    expect((await bell(packer)).filter((n) => n.kind === 'pass-ended')).toHaveLength(1);
    // And by e-mail, saying where the money went.
    const mailAbout = async (passId: string) => {
      const [event] = (
        await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.kind, 'pass.ended'))
      )
        .map((e) => e.payload as OutboxEvent)
        .filter((e) => 'passId' in e && e.passId === passId);
      expect(event, passId).toBeDefined();
      const [mail] = await renderMessages(t.database.db, event as OutboxEvent, {
        publicUrl: 'https://attune.test',
        now,
      });
      return mail?.text;
    };
    expect(await mailAbout(byBalance.id)).toContain(
      `We have refunded £${byBalanceRefund}, the part of it you had not used, to your Attune balance.`,
    );
    expect(await mailAbout(byCard.id)).toContain(
      `We have refunded £${byCardRefund}, the part of it you had not used, the way you paid.`,
    );

    // Once: the cooling-off cancellation answers the refund already made, a second suspension
    // changes nothing, and the balance stays as it is.
    const cancelled = await call('POST', `/api/passes/${byBalance.id}/cancel`, giftMember);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: byBalanceRefund });
    expect((await suspend(studioId)).statusCode).toBe(200);
    expect(await balanceOf(giftMember)).toBe(byBalanceRefund);
    expect(await balanceOf(giftPacker)).toBe('40.00');

    // The other studio's pass is as it was.
    expect(await listed(packer, otherPass.id)).toMatchObject({ status: 'active', endsAt: otherPass.endsAt });
    expect((await passRow(otherPass.id)).refundAmount).toBeNull();
  });

  it('stops renewals: no membership of a suspended studio is charged again, past due ones included', async () => {
    now = at(-31);
    const { studioId } = await sessionOf(t, owner);
    const monthly = await sell(t, owner, studioId, A_MEMBERSHIP);
    // One bought a month ago whose renewal was declined: past due, it pays for nothing.
    const late = await createUserWithToken(t.database.db);
    const pastDue = await buy(t, late, monthly.id);
    now = new Date(pastDue.renewsAt);
    demo.decline = true;
    try {
      expect(await renewMembership(t.database.db, provider, pastDue.id, now)).toBe('declined');
    } finally {
      demo.decline = false;
    }
    now = NOON;
    const member = await createUserWithToken(t.database.db);
    const running = await buy(t, member, monthly.id);

    now = at(5);
    expect((await suspend(studioId)).statusCode).toBe(200);
    expect(await passRow(pastDue.id)).toMatchObject({
      status: 'cancelled',
      renewsAt: null,
      refundAmount: '0.00',
    });

    // At its renewal date the worker's sweep, and a renewal asked for directly, charge nothing.
    now = new Date(running.renewsAt);
    const before = charges.length;
    await renewDueMemberships(t.database.db, provider, now);
    expect(await renewMembership(t.database.db, provider, running.id, now)).toBe('not-due');
    expect(
      charges.slice(before).filter((c) => c.bookingId.startsWith(`pass-renewal:${running.id}:`)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(passRenewals).where(eq(passRenewals.passId, running.id)),
    ).toEqual([]);
    expect(await passRow(running.id)).toMatchObject({ status: 'cancelled', renewsAt: null });
  });
});

describe("a suspended studio's owner", () => {
  it('is refused every write to it with 409 STUDIO_SUSPENDED, still reads it, and has it back when lifted', async () => {
    now = NOON;
    const studioId = await addStudioAs(t, owner.token, {
      name: 'Suspended Studio',
      address: '1 Test Street',
      postcode: 'E1 6AN',
    });
    const classId = await addClassAs(t, owner.token, studioId, A_CLASS);
    const sessionId = await scheduleAs(t, owner.token, classId);
    const product = await sell(t, owner, studioId, A_PACK);
    const promo = await call('POST', `/api/studios/${studioId}/promo-codes`, owner, {
      code: 'SUSPENDED-10',
      percentOff: 10,
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const teacher = await call('POST', `/api/studios/${studioId}/teachers`, owner, { name: 'Imogen Vale' });
    expect(teacher.statusCode, teacher.body).toBe(201);
    const student = await createUserWithToken(t.database.db);
    const held = await call('POST', '/api/bookings', student, { sessionId, amountPaid: '15.00' });
    expect(held.statusCode, held.body).toBe(201);
    expect((await payFor(t.app, student.token, held.json().id)).statusCode).toBe(200);
    /** The record of this studio each kind of route names by `{id}`. */
    const ids: Record<string, string> = {
      studios: studioId,
      classes: classId,
      sessions: sessionId,
      products: product.id,
      'promo-codes': promo.json().id,
      teachers: teacher.json().id,
      bookings: held.json().id,
    };
    /** Every write an owner makes to a record of theirs (adding a new studio is not one). */
    const writes = OWNER_ROUTES.filter((r) => !r.startsWith('GET ') && r !== 'POST /api/studios').map((r) => {
      const [method, path] = r.split(' ') as ['POST' | 'PATCH' | 'DELETE', string];
      const kind = path.split('/')[2] as string;
      expect(ids[kind], r).toBeDefined();
      return { route: r, method, url: path.replace('{id}', ids[kind] as string) };
    });
    expect(writes.length).toBeGreaterThan(20);

    expect((await suspend(studioId)).statusCode).toBe(200);
    for (const { route, method, url } of writes) {
      const res = await call(method, url, owner, {});
      expect(res.statusCode, `${route}: ${res.body}`).toBe(409);
      expect(res.json(), route).toEqual({
        message:
          'Attune has suspended this studio: nothing of it can be changed until the suspension is lifted.',
        code: 'STUDIO_SUSPENDED',
      });
      // Another owner still learns nothing about it: the usual 404 (or their own refusal), never 409.
      const stranger = await call(method, url, await createOwnerWithToken(t.database.db), {});
      expect(stranger.statusCode, `${route} by another owner`).not.toBe(409);
    }
    // Nothing was changed, and no product was added; the owner still reads their studio.
    const studios = await call('GET', '/api/owner/studios', owner);
    expect(studios.json().find((s: { id: string }) => s.id === studioId)).toMatchObject({
      name: 'Suspended Studio',
      isActive: false,
    });
    const products = await call('GET', `/api/owner/products?studioId=${studioId}`, owner);
    expect(products.statusCode).toBe(200);
    expect(products.json().map((p: { id: string }) => p.id)).toEqual([product.id]);

    const lifted = await call('POST', `/api/operator/studios/${studioId}/unsuspend`, operator, {
      reason: 'Paid everyone back.',
    });
    expect(lifted.statusCode).toBe(200);
    const renamed = await call('PATCH', `/api/studios/${studioId}`, owner, { name: 'Studio Again' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('POST', `/api/studios/${studioId}/products`, owner, A_PACK)).statusCode).toBe(201);
  });
});
