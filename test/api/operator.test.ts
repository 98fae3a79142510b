import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  notifications,
  operatorAudit,
  outboxEvents,
  sessions,
  studios,
  users,
} from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const PASSWORD = 'a long enough passphrase 42';

let t: TestApp;
let operator: TestUser;
let student: TestUser;
let owner: TestUser;
let people: TestUser[];

const who = (i: number) => people[i] as TestUser;
const post = (url: string, payload: object | undefined, u?: TestUser) =>
  t.app.inject({ method: 'POST', url, headers: u ? bearer(u.token) : {}, payload });
const get = (url: string, u?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: u ? bearer(u.token) : {} });

/** A studio of `owner`'s with a past session (reviewable) and a future one (so it is public). */
async function ownedStudio() {
  const s = await createSession(t.database.db, { startsInMs: -2 * HOUR });
  await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, s.studioId));
  const start = new Date(Date.now() + 48 * HOUR);
  const [future] = await t.database.db
    .insert(sessions)
    .values({ classId: s.classId, startTime: start, endTime: new Date(start.getTime() + HOUR) })
    .returning({ id: sessions.id });
  return { ...s, futureSessionId: future?.id as string };
}

async function review(bookingId: string, u: TestUser, rating: number, comment: string) {
  const res = await post(`/api/bookings/${bookingId}/review`, { rating, comment }, u);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function auditRows(targetId: string) {
  return t.database.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, targetId));
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [op, s, ...rest] = await createUsersWithTokens(t.database.db, 6);
  operator = op as TestUser;
  student = s as TestUser;
  people = rest;
  await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
  owner = await createOwnerWithToken(t.database.db);
});
afterAll(() => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: [method: 'GET' | 'POST', url: string, body?: object][] = [
  ['GET', '/api/operator/reports'],
  ['POST', `/api/operator/reports/${ID}/dismiss`, { reason: 'x' }],
  ['POST', `/api/operator/reviews/${ID}/hide`, { reason: 'x' }],
  ['POST', `/api/operator/reviews/${ID}/restore`, { reason: 'x' }],
  ['GET', '/api/operator/studios?q=a'],
  ['POST', `/api/operator/studios/${ID}/verify`, { reason: 'x' }],
  ['POST', `/api/operator/studios/${ID}/unverify`, { reason: 'x' }],
  ['POST', `/api/operator/studios/${ID}/suspend`, { reason: 'x' }],
  ['POST', `/api/operator/studios/${ID}/unsuspend`, { reason: 'x' }],
  ['GET', '/api/operator/users?q=a'],
  ['GET', `/api/operator/users/${ID}`],
  ['POST', `/api/operator/users/${ID}/suspend`, { reason: 'x' }],
  ['POST', `/api/operator/users/${ID}/unsuspend`, { reason: 'x' }],
  ['POST', `/api/operator/bookings/${ID}/refund`, { amount: '1.00', reason: 'x' }],
  ['GET', '/api/operator/audit'],
];

describe('the operator API for anyone else', () => {
  it('answers every route with the 404 of an unknown route: signed out, student, owner, dead token', async () => {
    const unknown = await get('/api/operator/no-such-route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No route for GET /api/operator/no-such-route',
      code: 'NOT_FOUND',
    });
    const callers: Record<string, Record<string, string>> = {
      'signed out': {},
      student: bearer(student.token),
      owner: bearer(owner.token),
      'dead token': bearer('x'.repeat(43)),
    };
    for (const [method, url, payload] of ROUTES) {
      for (const [name, headers] of Object.entries(callers)) {
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(404);
        expect(res.json(), `${name} ${method} ${url}`).toEqual({
          message: `No route for ${method} ${url.split('?')[0]}`,
          code: 'NOT_FOUND',
        });
      }
    }
    // Nothing was written for them.
    expect(await t.database.db.select().from(operatorAudit)).toEqual([]);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/operator/reports',
      '/api/operator/reports/{id}/dismiss',
      '/api/operator/reviews/{id}/hide',
      '/api/operator/reviews/{id}/restore',
      '/api/operator/studios/{id}/verify',
      '/api/operator/studios/{id}/unverify',
      '/api/operator/studios/{id}/suspend',
      '/api/operator/studios/{id}/unsuspend',
      '/api/operator/users',
      '/api/operator/users/{id}/suspend',
      '/api/operator/users/{id}/unsuspend',
      '/api/operator/bookings/{id}/refund',
      '/api/operator/audit',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('is never offered at sign-up: registering as an operator is refused', async () => {
    const res = await post('/api/auth/register', {
      email: 'would-be-operator@test.attune.london',
      username: 'would_be_operator',
      password: PASSWORD,
      userType: 'operator',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'userType must be one of: user, studio', code: 'VALIDATION' });
  });
});

describe('reported reviews', () => {
  let studioId: string;
  let lowId: string;
  beforeAll(async () => {
    const s = await ownedStudio();
    studioId = s.studioId;
    const [b1, b2] = await insertBookings(t.database.db, s.sessionId, [who(0).id, who(1).id]);
    lowId = await review(b1 as string, who(0), 1, 'Rude and cold.');
    await review(b2 as string, who(1), 5, 'Lovely.');
  });

  const studioAnswer = async () => (await get(`/api/studios/${studioId}`)).json();

  it('lists a reported review with its reports and reasons, and hiding it takes it out of the rating', async () => {
    expect(await studioAnswer()).toMatchObject({ rating: '3.00', reviewCount: 2 });
    expect((await post(`/api/reviews/${lowId}/report`, { reason: 'fake' }, who(2))).statusCode).toBe(201);
    expect((await post(`/api/reviews/${lowId}/report`, { reason: 'offensive' }, who(3))).statusCode).toBe(
      201,
    );
    const queue = await get('/api/operator/reports', operator);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()[0]).toMatchObject({
      reviewId: lowId,
      studioId,
      rating: 1,
      comment: 'Rude and cold.',
      reports: 2,
      reasons: ['fake', 'offensive'],
      hidden: false,
    });

    const hidden = await post(
      `/api/operator/reviews/${lowId}/hide`,
      { reason: 'Fake: never booked.' },
      operator,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ reviewId: lowId, hidden: true, reports: 2 });
    expect(await studioAnswer()).toMatchObject({ rating: '5.00', reviewCount: 1 });
    const page = (await get(`/api/studios/${studioId}/reviews`)).json();
    expect(page.reviews.map((r: { id: string }) => r.id)).not.toContain(lowId);
    expect(page.summary).toMatchObject({ rating: '5.00', reviewCount: 1 });
    expect((await get('/api/operator/reports', operator)).json()[0]).toMatchObject({
      reviewId: lowId,
      hidden: true,
    });

    // The reviewer is told, in the bell and by e-mail (an outbox event).
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who(0).id));
    expect(bell.find((n) => n.kind === 'review-hidden')).toMatchObject({ body: 'Fake: never booked.' });
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, 'review.hidden'));
    expect(events.map((e) => e.payload)).toContainEqual({
      kind: 'review.hidden',
      reviewId: lowId,
      reason: 'Fake: never booked.',
    });

    const restored = await post(
      `/api/operator/reviews/${lowId}/restore`,
      { reason: 'Checked: real.' },
      operator,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ hidden: false });
    expect(await studioAnswer()).toMatchObject({ rating: '3.00', reviewCount: 2 });

    const audit = await auditRows(lowId);
    expect(audit.map((a) => a.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(audit.find((a) => a.action === 'review.hide')).toMatchObject({
      operatorId: operator.id,
      targetType: 'review',
      reason: 'Fake: never booked.',
      before: { hidden: false, studioRating: '3.00', studioReviewCount: 2 },
      after: { hidden: true, studioRating: '5.00', studioReviewCount: 1 },
    });
  });

  it('takes a reason of 1-500 characters, naming it otherwise, and 404s an unknown review', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const res = await post(`/api/operator/reviews/${lowId}/hide`, body, operator);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/^reason /);
    }
    expect((await post(`/api/operator/reviews/${ID}/hide`, { reason: 'x' }, operator)).statusCode).toBe(404);
    expect((await post('/api/operator/reviews/nope/hide', { reason: 'x' }, operator)).statusCode).toBe(404);
    expect(
      (await post(`/api/operator/reviews/${lowId}/hide`, { reason: 'x'.repeat(500) }, operator)).statusCode,
    ).toBe(200);
  });
});

describe('studios', () => {
  it('verifies a studio: the public answers carry verified: true', async () => {
    const s = await ownedStudio();
    expect((await get(`/api/studios/${s.studioId}`)).json().verified).toBe(false);
    const found = await get('/api/operator/studios?q=Test Studio', operator);
    expect(found.json().map((x: { id: string }) => x.id)).toContain(s.studioId);
    const res = await post(`/api/operator/studios/${s.studioId}/verify`, { reason: 'Visited.' }, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.studioId, verified: true, suspended: false });
    expect((await get(`/api/studios/${s.studioId}`)).json().verified).toBe(true);
    const list = (await get('/api/studios?limit=100')).json();
    expect(list.find((x: { id: string }) => x.id === s.studioId)).toMatchObject({ verified: true });
    expect(await auditRows(s.studioId)).toEqual([
      expect.objectContaining({
        action: 'studio.verify',
        before: expect.objectContaining({ verified: false }),
        after: expect.objectContaining({ verified: true }),
      }),
    ]);
  });

  it('unverifies a verified studio: the badge goes from its public answers, recorded with its reason', async () => {
    const s = await ownedStudio();
    const unverify = () =>
      post(`/api/operator/studios/${s.studioId}/unverify`, { reason: 'Verified in error.' }, operator);
    // Not verified: nothing to take back, nothing recorded.
    expect((await unverify()).json()).toMatchObject({ verified: false });
    expect(await auditRows(s.studioId)).toEqual([]);

    await post(`/api/operator/studios/${s.studioId}/verify`, { reason: 'Visited.' }, operator);
    const res = await unverify();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.studioId, verified: false, suspended: false });
    expect((await get(`/api/studios/${s.studioId}`)).json().verified).toBe(false);
    expect((await auditRows(s.studioId)).map((r) => [r.action, r.reason, r.after])).toEqual([
      ['studio.verify', 'Visited.', expect.objectContaining({ verified: true })],
      ['studio.unverify', 'Verified in error.', expect.objectContaining({ verified: false })],
    ]);
  });

  it('suspends a studio: out of the catalogue, future sessions cancelled with notices, no reactivation', async () => {
    const s = await ownedStudio();
    const [booked] = await insertBookings(t.database.db, s.futureSessionId, [who(2).id], {
      paidAt: new Date(),
    });
    expect((await get(`/api/studios/${s.studioId}`)).statusCode).toBe(200);
    const res = await post(`/api/operator/studios/${s.studioId}/suspend`, { reason: 'Fraud.' }, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, suspended: true });
    expect((await get(`/api/studios/${s.studioId}`)).statusCode).toBe(404);
    const list = (await get('/api/studios?limit=100')).json();
    expect(list.map((x: { id: string }) => x.id)).not.toContain(s.studioId);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, s.futureSessionId));
    expect(session?.status).toBe('cancelled');
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked as string));
    expect(booking).toMatchObject({ status: 'cancelled', refund: 'full' });
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who(2).id));
    expect(bell.map((n) => n.kind)).toContain('session-cancelled');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/studios/${s.studioId}/reactivate`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('STUDIO_SUSPENDED');
  });

  it("lifts a studio's suspension: its owner has it back, a draft until a session is scheduled again", async () => {
    const s = await ownedStudio();
    await post(`/api/operator/studios/${s.studioId}/suspend`, { reason: 'Reported twice.' }, operator);
    const res = await post(
      `/api/operator/studios/${s.studioId}/unsuspend`,
      { reason: 'Reports were wrong.' },
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.studioId, isActive: true, suspended: false });
    // The cancelled session stays cancelled: nothing to book, so a draft, out of the public lists.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, s.futureSessionId));
    expect(session?.status).toBe('cancelled');
    expect((await get(`/api/studios/${s.studioId}`)).statusCode).toBe(404);
    expect((await get(`/api/studios/${s.studioId}`, owner)).json()).toMatchObject({ isPublic: false });
    // Its owner schedules again, and the studio is public.
    const start = new Date(Date.now() + 72 * HOUR).toISOString();
    const scheduled = await post(`/api/classes/${s.classId}/sessions`, { startTime: start }, owner);
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect((await get(`/api/studios/${s.studioId}`)).statusCode).toBe(200);
    // Lifting it again changes nothing and records nothing.
    const again = await post(`/api/operator/studios/${s.studioId}/unsuspend`, { reason: 'Twice.' }, operator);
    expect(again.statusCode).toBe(200);
    // One row each (in the order of their names: the table keeps no order of its own).
    const audit = (await auditRows(s.studioId)).map((row) => [row.action, row.reason]).sort();
    expect(audit).toEqual([
      ['studio.suspend', 'Reported twice.'],
      ['studio.unsuspend', 'Reports were wrong.'],
    ]);
  });
});

describe('people', () => {
  async function registered(label: string) {
    const res = await post('/api/auth/register', {
      email: `${label}@test.attune.london`,
      username: label,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: `Lovelace ${label}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      id: res.json().user.id as string,
      token: res.json().token as string,
      email: `${label}@test.attune.london`,
    };
  }
  const login = (email: string) => post('/api/auth/login', { email, password: PASSWORD });

  it('searches by e-mail or name and shows a person with their bookings', async () => {
    const p = await registered('searchable_person');
    const byEmail = (await get('/api/operator/users?q=searchable_person@', operator)).json();
    expect(byEmail.map((u: { id: string }) => u.id)).toEqual([p.id]);
    const byName = (await get('/api/operator/users?q=lovelace searchable', operator)).json();
    expect(byName.map((u: { id: string }) => u.id)).toEqual([p.id]);
    const s = await createSession(t.database.db);
    await insertBookings(t.database.db, s.sessionId, [p.id], { paidAt: new Date() });
    const detail = await get(`/api/operator/users/${p.id}`, operator);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: p.id, suspended: false, userType: 'user' });
    expect(detail.json().bookings).toEqual([
      expect.objectContaining({
        amountPaid: '18.00',
        refundable: '18.00',
        refunds: [],
        classTitle: 'Test Flow',
      }),
    ]);
    expect((await get(`/api/operator/users/${ID}`, operator)).statusCode).toBe(404);
  });

  it('suspends a person: their token stops at once, sign-in says ACCOUNT_SUSPENDED; unsuspending lets them in', async () => {
    const p = await registered('suspended_person');
    expect((await get('/api/user/profile', p)).statusCode).toBe(200);
    const res = await post(
      `/api/operator/users/${p.id}/suspend`,
      { reason: 'Harassing a teacher.' },
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, suspended: true });
    const stale = await get('/api/user/profile', p);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('INVALID_TOKEN');
    const refused = await login(p.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    // A wrong password still says only that the credentials are wrong.
    const wrong = await post('/api/auth/login', { email: p.email, password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);

    const lifted = await post(`/api/operator/users/${p.id}/unsuspend`, { reason: 'Apologised.' }, operator);
    expect(lifted.json()).toMatchObject({ suspended: false });
    expect((await get('/api/user/profile', p)).statusCode).toBe(401);
    expect((await login(p.email)).statusCode).toBe(200);
    const audit = await auditRows(p.id);
    expect(audit.map((a) => [a.action, a.before, a.after]).sort()).toEqual([
      ['user.suspend', { suspended: false }, { suspended: true }],
      ['user.unsuspend', { suspended: true }, { suspended: false }],
    ]);
  });

  it('refuses an operator suspending themselves', async () => {
    const res = await post(`/api/operator/users/${operator.id}/suspend`, { reason: 'Oops.' }, operator);
    expect(res.statusCode).toBe(409);
  });
});

describe('refunds', () => {
  it('refunds part then the rest of a paid booking; over-refunds are refused; the owner revenue shows it', async () => {
    const s = await ownedStudio();
    const statsBefore = (await get('/api/owner/stats', owner)).json();
    const [bookingId] = await insertBookings(t.database.db, s.futureSessionId, [who(3).id], {
      paidAt: new Date(),
    });
    const revenue = async () => Number((await get('/api/owner/stats', owner)).json().revenue);
    expect(await revenue()).toBe(Number(statsBefore.revenue) + 18);
    const url = `/api/operator/bookings/${bookingId}/refund`;

    const part = await post(url, { amount: '5.50', reason: 'Heating broken.' }, operator);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ id: bookingId, amountPaid: '18.00', refundable: '12.50' });
    expect(part.json().refunds).toEqual([
      expect.objectContaining({ amount: '5.50', reason: 'Heating broken.', operatorId: operator.id }),
    ]);
    expect(await revenue()).toBe(Number(statsBefore.revenue) + 12.5);

    const over = await post(url, { amount: '12.51', reason: 'Too much.' }, operator);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('REFUND_TOO_LARGE');

    const rest = await post(url, { amount: '12.50', reason: 'Class cut short.' }, operator);
    expect(rest.json()).toMatchObject({ refundable: '0.00' });
    expect(rest.json().refunds.map((r: { amount: string }) => r.amount)).toEqual(['5.50', '12.50']);
    expect((await post(url, { amount: '0.01', reason: 'More.' }, operator)).json().code).toBe(
      'REFUND_TOO_LARGE',
    );
    expect(await revenue()).toBe(Number(statsBefore.revenue));

    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who(3).id));
    expect(
      bell
        .filter((n) => n.kind === 'booking-refunded')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['A refund of £12.50 for Test Flow', 'A refund of £5.50 for Test Flow']);
    const audit = await auditRows(bookingId as string);
    expect(audit.find((a) => a.reason === 'Heating broken.')).toMatchObject({
      action: 'booking.refund',
      targetType: 'booking',
      before: { amountPaid: '18.00', refundable: '18.00' },
      after: { amountPaid: '18.00', refunded: '5.50', refundable: '12.50' },
    });
  });

  it('names the amount when it is not a decimal string, and refuses an unpaid booking', async () => {
    const s = await createSession(t.database.db);
    const [unpaid] = await insertBookings(t.database.db, s.sessionId, [who(0).id], { status: 'pending' });
    for (const amount of ['abc', '1.234', '-1', '0', 5, undefined]) {
      const res = await post(`/api/operator/bookings/${unpaid}/refund`, { amount, reason: 'x' }, operator);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message, String(amount)).toMatch(/^Enter (the|an) amount /);
    }
    const res = await post(
      `/api/operator/bookings/${unpaid}/refund`,
      { amount: '1.00', reason: 'x' },
      operator,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BOOKING_NOT_PAID');
    expect(
      (await post(`/api/operator/bookings/${ID}/refund`, { amount: '1.00', reason: 'x' }, operator))
        .statusCode,
    ).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists every action newest first, with who, what, why, before and after', async () => {
    const res = await get('/api/operator/audit', operator);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(5);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'id',
        'operatorId',
        'actorName',
        'targetName',
        'summary',
        'action',
        'targetType',
        'targetId',
        'reason',
        'before',
        'after',
        'at',
      ].sort(),
    );
    const times = rows.map((r: { at: string }) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows[0]).toMatchObject({ operatorId: operator.id });
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    const bad = await get('/api/operator/audit?cursor=nonsense', operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor /);
  });

  it('pages by cursor through the Link header', async () => {
    // Enough actions for a second page: verify a studio after another.
    for (let i = 0; i < 45; i++) {
      const s = await createSession(t.database.db);
      await post(`/api/operator/studios/${s.studioId}/verify`, { reason: `Batch ${i}` }, operator);
    }
    const first = await get('/api/operator/audit', operator);
    expect(first.json()).toHaveLength(50);
    const link = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(link).toBeDefined();
    const second = (await get(link as string, operator)).json();
    const total = Number(first.headers['x-total-count']);
    expect(second).toHaveLength(total - 50);
    const ids = new Set([...first.json(), ...second].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(total);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const [row] = await t.database.db.select().from(operatorAudit).limit(1);
    /** The database's own words (the driver wraps them in "Failed query: …"). */
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
      } catch (err) {
        return String((err as { cause?: Error }).cause?.message ?? err);
      }
      return 'no error';
    };
    expect(await refusal(sql`update operator_audit set reason = 'rewritten' where id = ${row?.id}`)).toBe(
      'operator_audit is append-only: UPDATE is not allowed',
    );
    expect(await refusal(sql`delete from operator_audit where id = ${row?.id}`)).toBe(
      'operator_audit is append-only: DELETE is not allowed',
    );
    expect(await refusal(sql`truncate operator_audit`)).toBe(
      'operator_audit is append-only: TRUNCATE is not allowed',
    );
    const [still] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.id, row?.id as string));
    expect(still?.reason).toBe(row?.reason);
  });
});

describe('an operator signed in', () => {
  it('has userType operator', async () => {
    const me = await get('/api/user/profile', operator);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().userType).toBe('operator');
  });
});
