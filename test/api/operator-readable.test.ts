import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/common/booking-reference';
import { operatorAudit, reviewReports, studios, users } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { buyGiftCard, deliverGiftCard, giftCardBody, redeem } from '../helpers/gift-cards';
import { A_PACK, buy, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 69, item 13: the operator console is readable. Reports carry their notes and names and can be
// dismissed without hiding the review (docs/decisions/0126); the audit log speaks in sentences; a
// person's page shows their passes and gift balance; a refused refund says what to do.

let t: TestApp;
let operator: TestUser;
let owner: TestUser;
let people: TestUser[];
const who = (i: number) => people[i] as TestUser;

const post = (url: string, payload: object, u: TestUser) =>
  t.app.inject({ method: 'POST', url, headers: bearer(u.token), payload });
const get = (url: string, u: TestUser) => t.app.inject({ method: 'GET', url, headers: bearer(u.token) });

async function name(u: TestUser, firstName: string, lastName: string) {
  await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, u.id));
}

/** A studio called `studioName` with a past session, and a review of it by `reviewer`. */
async function reviewedStudio(studioName: string, reviewer: TestUser, comment: string) {
  const s = await createSession(t.database.db, { startsInMs: -2 * 3_600_000 });
  await t.database.db.update(studios).set({ name: studioName }).where(eq(studios.id, s.studioId));
  const [bookingId] = await insertBookings(t.database.db, s.sessionId, [reviewer.id]);
  const res = await post(`/api/bookings/${bookingId}/review`, { rating: 1, comment }, reviewer);
  expect(res.statusCode, res.body).toBe(201);
  return { studioId: s.studioId, reviewId: res.json().id as string };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [op, ...rest] = await createUsersWithTokens(t.database.db, 6);
  operator = op as TestUser;
  people = rest;
  await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
  await name(operator, 'Ana', 'Operator');
  await name(who(0), 'Bo', 'Reviewer');
  await name(who(1), 'Cy', 'Reporter');
  await name(who(2), 'Di', 'Reporter');
  await name(who(4), 'Fay', 'Spammer');
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());

describe('reports', () => {
  it("show the reviewer's name and each reporter's name and note; dismissing them leaves the review shown", async () => {
    const { studioId, reviewId } = await reviewedStudio('Lotus Studio', who(0), 'Terrible.');
    const note = 'I was in this class: the teacher was kind, this is not what happened.';
    expect(
      (await post(`/api/reviews/${reviewId}/report`, { reason: 'fake', details: note }, who(1))).statusCode,
    ).toBe(201);
    expect((await post(`/api/reviews/${reviewId}/report`, { reason: 'offensive' }, who(2))).statusCode).toBe(
      201,
    );

    const queued = (await get('/api/operator/reports', operator)).json();
    const entry = queued.find((r: { reviewId: string }) => r.reviewId === reviewId);
    expect(entry).toMatchObject({ studioName: 'Lotus Studio', reviewerName: 'Bo Reviewer', reports: 2 });
    expect(entry.openReports).toEqual([
      expect.objectContaining({ reporterName: 'Di Reporter', reason: 'offensive', details: null }),
      expect.objectContaining({
        reporterId: who(1).id,
        reporterName: 'Cy Reporter',
        reason: 'fake',
        details: note,
      }),
    ]);

    const reviewsPage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}/reviews` })).json();
    const before = await reviewsPage();
    const dismissed = await post(
      `/api/operator/reports/${reviewId}/dismiss`,
      { reason: 'A fair if harsh review.' },
      operator,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({
      reviewId,
      hidden: false,
      reports: 0,
      reasons: [],
      openReports: [],
    });

    // Out of the queue; the review still on the studio's page, its rating as it was.
    const after = (await get('/api/operator/reports', operator)).json();
    expect(after.map((r: { reviewId: string }) => r.reviewId)).not.toContain(reviewId);
    const page = await reviewsPage();
    expect(page.reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    expect(page.summary).toEqual(before.summary);
    expect(page.summary).toMatchObject({ reviewCount: 1 });

    // Kept, marked dismissed; the action is in the audit log once, a second dismissal records nothing.
    const rows = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(rows.map((r) => r.dismissedAt !== null)).toEqual([true, true]);
    expect(
      (await post(`/api/operator/reports/${reviewId}/dismiss`, { reason: 'Again.' }, operator)).statusCode,
    ).toBe(200);
    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, reviewId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'report.dismiss',
        targetType: 'review',
        reason: 'A fair if harsh review.',
        before: { openReports: 2, hidden: false },
        after: { openReports: 0, hidden: false },
      }),
    ]);

    // Someone else's new report puts it back in the queue, with only that report.
    expect((await post(`/api/reviews/${reviewId}/report`, { reason: 'other' }, who(3))).statusCode).toBe(201);
    const back = (await get('/api/operator/reports', operator)).json();
    expect(back.find((r: { reviewId: string }) => r.reviewId === reviewId)).toMatchObject({
      reports: 1,
      reasons: ['other'],
    });
  });

  it('answers 404 for an unknown review and asks for a reason', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'nope']) {
      const res = await post(`/api/operator/reports/${id}/dismiss`, { reason: 'x' }, operator);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Review not found.', code: 'NOT_FOUND' });
    }
    const { reviewId } = await reviewedStudio('Quiet Studio', who(4), 'Meh.');
    const res = await post(`/api/operator/reports/${reviewId}/dismiss`, {}, operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^reason /);
  });
});

describe('the audit log', () => {
  it('names the operator and the target and says what happened in a sentence, the raw change kept', async () => {
    const { reviewId } = await reviewedStudio('Willow Yoga', who(0), 'Cold room.');
    await post(`/api/operator/reviews/${reviewId}/hide`, { reason: 'Names a teacher.' }, operator);
    const s = await createSession(t.database.db);
    await t.database.db.update(studios).set({ name: 'Cedar Pilates' }).where(eq(studios.id, s.studioId));
    await post(`/api/operator/studios/${s.studioId}/verify`, { reason: 'Visited.' }, operator);
    await post(`/api/operator/users/${who(4).id}/suspend`, { reason: 'Spam.' }, operator);
    const [bookingId] = await insertBookings(t.database.db, s.sessionId, [who(3).id], { paidAt: new Date() });
    await post(
      `/api/operator/bookings/${bookingId}/refund`,
      { amount: '12.00', reason: 'Heating broken.' },
      operator,
    );

    const res = await get('/api/operator/audit', operator);
    expect(res.statusCode).toBe(200);
    const byReason = (reason: string) => res.json().find((a: { reason: string }) => a.reason === reason);
    expect(byReason('Heating broken.')).toMatchObject({
      actorName: 'Ana Operator',
      targetName: `booking ${bookingReference(bookingId as string)}`,
      summary: `Ana Operator refunded £12.00 of booking ${bookingReference(bookingId as string)}.`,
      // The raw record stays as it was.
      action: 'booking.refund',
      targetType: 'booking',
      targetId: bookingId,
      operatorId: operator.id,
      after: { amountPaid: '18.00', refunded: '12.00', refundable: '6.00' },
    });
    expect(byReason('Spam.')).toMatchObject({
      targetName: 'Fay Spammer',
      summary: 'Ana Operator suspended Fay Spammer.',
    });
    expect(byReason('Visited.').summary).toBe('Ana Operator verified Cedar Pilates.');
    expect(byReason('Names a teacher.')).toMatchObject({
      targetName: 'Bo Reviewer’s review of Willow Yoga',
      summary: 'Ana Operator hid Bo Reviewer’s review of Willow Yoga.',
    });
    await post(`/api/operator/users/${who(4).id}/unsuspend`, { reason: 'Apologised.' }, operator);
    const latest = (await get('/api/operator/audit', operator)).json()[0];
    expect(latest.summary).toBe('Ana Operator lifted the suspension of Fay Spammer.');
  });
});

describe("a person's page", () => {
  it('shows their passes with credits left, status and expiry, and their gift balance', async () => {
    const student = who(3);
    const empty = (await get(`/api/operator/users/${student.id}`, operator)).json();
    expect(empty).toMatchObject({ passes: [], giftBalance: '0.00' });

    const { studioId } = await sessionOf(t, owner);
    await t.database.db.update(studios).set({ name: 'Birch Studio' }).where(eq(studios.id, studioId));
    const pack = await sell(t, owner, studioId, A_PACK);
    const bought = await buy(t, student, pack.id);
    const giver = (await createUsersWithTokens(t.database.db, 1))[0] as TestUser;
    const card = await buyGiftCard(
      t.app,
      giver.token,
      giftCardBody({ amount: '25.00', recipientEmail: 'p@example.com' }),
    );
    const { code } = await deliverGiftCard(t.database.db, card.json().id);
    expect((await redeem(t.app, student.token, code as string)).statusCode).toBe(200);

    const res = await get(`/api/operator/users/${student.id}`, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().giftBalance).toBe('25.00');
    expect(res.json().passes).toEqual([
      expect.objectContaining({
        id: bought.id,
        name: '3-class pack',
        studioName: 'Birch Studio',
        kind: 'pack',
        creditsTotal: 3,
        creditsLeft: 3,
        status: 'active',
        expiresAt: bought.expiresAt,
      }),
    ]);
  });
});

describe('refund errors', () => {
  it('say what to do, naming the amount, with the codes as before', async () => {
    const s = await createSession(t.database.db);
    const [bookingId] = await insertBookings(t.database.db, s.sessionId, [who(2).id], { paidAt: new Date() });
    const url = `/api/operator/bookings/${bookingId}/refund`;
    const refund = (amount: unknown) => post(url, { amount, reason: 'Class cut short.' }, operator);

    const tooMuch = await refund('18.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      message: 'Enter an amount up to £18.00, what is left to refund of the £18.00 paid',
      code: 'REFUND_TOO_LARGE',
    });
    for (const amount of ['0', '0.00']) {
      expect((await refund(amount)).json(), amount).toEqual({
        message: 'Enter an amount to refund of more than £0.00',
        code: 'VALIDATION',
      });
    }
    for (const amount of ['-1', 'abc', '1.234', 5, undefined]) {
      expect((await refund(amount)).json(), String(amount)).toEqual({
        message: 'Enter the amount to refund in pounds, for example 7.50',
        code: 'VALIDATION',
      });
    }
    expect((await refund('18.00')).statusCode).toBe(200);
    expect((await refund('1.00')).json()).toEqual({
      message: 'There is no amount left to refund: the £18.00 paid has been refunded in full',
      code: 'REFUND_TOO_LARGE',
    });
  });
});
