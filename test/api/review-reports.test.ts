import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, sessions, studios } from '../../src/server/db/schema';
import {
  bearer,
  createSession,
  createUsersWithTokens,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let people: TestUser[];
let reviewId: string;
let studioId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  people = await createUsersWithTokens(t.database.db, 4);
  // A completed booking of a public studio (another session ahead), reviewed by its student.
  const s = await createSession(t.database.db, { startsInMs: -2 * HOUR });
  studioId = s.studioId;
  const tomorrow = new Date(Date.now() + 24 * HOUR);
  await t.database.db
    .insert(sessions)
    .values({ classId: s.classId, startTime: tomorrow, endTime: new Date(tomorrow.getTime() + HOUR) });
  const [bookingId] = await insertBookings(t.database.db, s.sessionId, [who(0).id]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/review`,
    headers: bearer(who(0).token),
    payload: { rating: 1, comment: 'The room was cold.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  reviewId = res.json().id;
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const who = (i: number) => people[i] as TestUser;
const report = (id: string, payload: unknown, u?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reviews/${id}/report`,
    headers: u ? bearer(u.token) : {},
    payload: payload as object,
  });

describe('POST /api/reviews/:id/report', () => {
  it('records one report per person: 201 the first time, 200 with the same report after', async () => {
    const first = await report(reviewId, { reason: 'fake', details: 'They never came.' }, who(1));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ reviewId, reason: 'fake', details: 'They never came.' });
    const again = await report(reviewId, { reason: 'offensive' }, who(1));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await report(reviewId, { reason: 'personal-information' }, who(2));
    expect(other.statusCode).toBe(201);
    const rows = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(rows.map((r) => r.reason).sort()).toEqual(['fake', 'personal-information']);
  });

  it('leaves the review visible and the rating as it was: reports alone never hide a review', async () => {
    await report(reviewId, { reason: 'other' }, who(3));
    const page = (await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}/reviews` })).json();
    expect(page.reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    const [studio] = await t.database.db.select().from(studios).where(eq(studios.id, studioId));
    expect(studio).toMatchObject({ rating: '1.00', reviewCount: 1 });
  });

  it('refuses a reason not in the list, details too long, no token, and an unknown review', async () => {
    const bad = await report(reviewId, { reason: 'boring' }, who(2));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('reason must be one of: fake, offensive, personal-information, other');
    const missing = await report(reviewId, {}, who(2));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^reason /);
    const long = await report(reviewId, { reason: 'other', details: 'x'.repeat(1001) }, who(2));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Details must be at most 1000 characters');
    const bidi = await report(reviewId, { reason: 'other', details: 'a\u202Eb' }, who(2));
    expect(bidi.statusCode).toBe(400);
    expect((await report(reviewId, { reason: 'fake' })).statusCode).toBe(401);
    const unknown = await report('00000000-0000-4000-8000-000000000000', { reason: 'fake' }, who(2));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Review not found', code: 'NOT_FOUND' });
    expect((await report('not-a-uuid', { reason: 'fake' }, who(2))).statusCode).toBe(404);
  });

  it('goes with the review when its author withdraws it', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${reviewId}`,
      headers: bearer(who(0).token),
    });
    expect(del.statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId)));
    expect(left).toEqual([]);
  });
});
