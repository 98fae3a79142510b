import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicReview, ReviewPage, WrittenReview } from '../../src/common/schemas/review';
import { bookings, classes, reviews, sessions, studios, users } from '../../src/server/db/schema';
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
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  people = await createUsersWithTokens(t.database.db, 4);
  // Reviewers are named by first name and last initial only.
  await t.database.db
    .update(users)
    .set({ firstName: 'Ada', lastName: 'Lovelace' })
    .where(eq(users.id, who(0).id));
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const who = (i: number) => people[i] as TestUser;
const review = (bookingId: string, u: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/review`,
    headers: bearer(u.token),
    payload,
  });
const studioRow = async (id: string) =>
  (await t.database.db.select().from(studios).where(eq(studios.id, id)))[0];
const page = async (url: string): Promise<ReviewPage> => (await t.app.inject({ method: 'GET', url })).json();

/**
 * A session that ended an hour ago, with a completed booking for each of `users`; the class has another
 * session tomorrow, so its studio is public (not a draft, docs/decisions/0065).
 */
async function pastBookings(users: TestUser[]) {
  const s = await createSession(t.database.db, { startsInMs: -2 * HOUR });
  const tomorrow = new Date(Date.now() + 24 * HOUR);
  await t.database.db
    .insert(sessions)
    .values({ classId: s.classId, startTime: tomorrow, endTime: new Date(tomorrow.getTime() + HOUR) });
  const ids = await insertBookings(
    t.database.db,
    s.sessionId,
    users.map((u) => u.id),
  );
  return { ...s, bookingIds: ids };
}

describe('POST /api/bookings/:id/review', () => {
  it('reviews a completed booking and sets the studio rating to the exact mean', async () => {
    const { studioId, bookingIds } = await pastBookings([who(0), who(1), who(2)]);
    expect(await studioRow(studioId)).toMatchObject({ rating: '0.00', reviewCount: 0 });

    const first = await review(bookingIds[0] as string, who(0), { rating: 5, comment: '  Lovely class  ' });
    expect(first.statusCode).toBe(201);
    const written: WrittenReview = first.json();
    expect(written).toMatchObject({
      rating: 5,
      comment: 'Lovely class',
      studio: { rating: '5.00', reviewCount: 1 },
    });
    await review(bookingIds[1] as string, who(1), { rating: 4 });
    const third = (await review(bookingIds[2] as string, who(2), { rating: 4 })).json();
    // (5 + 4 + 4) / 3 = 4.333…
    expect(third.studio).toEqual({ id: studioId, rating: '4.33', reviewCount: 3 });
    expect(await studioRow(studioId)).toMatchObject({ rating: '4.33', reviewCount: 3 });
    // The public studio answer carries the new aggregate.
    const publicStudio = (await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}` })).json();
    expect(publicStudio).toMatchObject({ rating: '4.33', reviewCount: 3 });

    // The booking now carries the review, so the dashboard offers to edit it.
    const booking = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${bookingIds[0]}`,
        headers: bearer(who(0).token),
      })
    ).json();
    expect(booking).toMatchObject({ status: 'completed', review: { id: written.id, rating: 5 } });

    const again = await review(bookingIds[0] as string, who(0), { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this booking.');
    expect(await studioRow(studioId)).toMatchObject({ rating: '4.33', reviewCount: 3 });
  });

  it('refuses cancelled, no-show, upcoming and other people’s bookings', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: -2 * HOUR });
    const [cancelled] = await insertBookings(t.database.db, sessionId, [who(0).id], { status: 'cancelled' });
    const [noShow] = await insertBookings(t.database.db, sessionId, [who(1).id], { attendance: 'no-show' });
    const { sessionId: future } = await createSession(t.database.db, { startsInMs: 24 * HOUR });
    const [upcoming] = await insertBookings(t.database.db, future, [who(2).id]);
    const [mine] = await insertBookings(t.database.db, sessionId, [who(3).id]);

    expect((await review(cancelled as string, who(0), { rating: 5 })).statusCode).toBe(409);
    const ns = await review(noShow as string, who(1), { rating: 5 });
    expect(ns.statusCode).toBe(409);
    expect(ns.json().message).toMatch(/did not attend/);
    const early = await review(upcoming as string, who(2), { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review a class once it has finished.');
    expect((await review(mine as string, who(0), { rating: 5 })).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.bookingId, mine as string)),
    ).toEqual([]);
  });
});

describe('editing and deleting a review', () => {
  it('lets the author edit and delete, updating the aggregate; others get 404', async () => {
    const { studioId, bookingIds } = await pastBookings([who(0), who(1)]);
    const a: WrittenReview = (await review(bookingIds[0] as string, who(0), { rating: 2 })).json();
    await review(bookingIds[1] as string, who(1), { rating: 5 });
    expect(await studioRow(studioId)).toMatchObject({ rating: '3.50', reviewCount: 2 });

    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${a.id}`,
      headers: bearer(who(1).token),
      payload: { rating: 1 },
    });
    expect(stranger.statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${a.id}`,
      headers: bearer(who(0).token),
      payload: { rating: 4, comment: 'Better second time' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      rating: 4,
      comment: 'Better second time',
      studio: { rating: '4.50' },
    });
    expect(edited.json().updatedAt).not.toBeNull();

    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${a.id}`,
      headers: bearer(who(1).token),
    });
    expect(otherDelete.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${a.id}`,
      headers: bearer(who(0).token),
    });
    expect(del.statusCode).toBe(204);
    expect(await studioRow(studioId)).toMatchObject({ rating: '5.00', reviewCount: 1 });
  });
});

describe('public review lists', () => {
  it('lists newest first in keyset pages with first name and last initial, class, month and verified mark', async () => {
    const s = await createSession(t.database.db, { startsInMs: -2 * HOUR });
    const bookingIds = await insertBookings(t.database.db, s.sessionId, [who(0).id, who(1).id, who(2).id]);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ben', lastName: 'Okoro' })
      .where(eq(users.id, who(1).id));
    // who(1) attended, as the studio recorded.
    await t.database.db
      .update(bookings)
      .set({ attendance: 'attended' })
      .where(eq(bookings.id, bookingIds[1] as string));
    // Ratings posted low, high, middle: the list keeps the order they were written in.
    for (const [i, rating] of [1, 5, 3].entries()) {
      expect((await review(bookingIds[i] as string, who(i), { rating })).statusCode).toBe(201);
    }

    const first = await page(`/api/studios/${s.studioId}/reviews?limit=2`);
    expect(first.summary).toEqual({ rating: '3.00', reviewCount: 3 });
    expect(first.reviews.map((r) => r.rating)).toEqual([3, 5]);
    const ben = first.reviews[1] as PublicReview;
    expect(ben).toMatchObject({
      reviewerName: 'Ben O.',
      class: { id: s.classId, title: 'Test Flow' },
      verifiedAttendee: true,
      edited: false,
    });
    expect(ben.month).toMatch(/^\d{4}-\d{2}$/);
    expect(JSON.stringify(first)).not.toContain('Okoro');
    expect(first.nextCursor).not.toBeNull();

    const second = await page(`/api/studios/${s.studioId}/reviews?limit=2&cursor=${first.nextCursor}`);
    expect(second.reviews.map((r) => [r.rating, r.reviewerName, r.verifiedAttendee])).toEqual([
      [1, 'Ada L.', false],
    ]);
    expect(second.nextCursor).toBeNull();

    const byClass = await page(`/api/classes/${s.classId}/reviews`);
    expect(byClass.reviews.map((r) => r.rating)).toEqual([3, 5, 1]);
    expect(byClass.summary).toEqual({ rating: '3.00', reviewCount: 3 });
  });

  it('answers a studio without reviews with rating 0.00 and count 0, and 404 for unknown ids', async () => {
    const s = await createSession(t.database.db);
    expect(await page(`/api/studios/${s.studioId}/reviews`)).toEqual({
      reviews: [],
      nextCursor: null,
      summary: { rating: '0.00', reviewCount: 0 },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/studios/00000000-0000-4000-8000-000000000000/reviews',
    });
    expect(missing.statusCode).toBe(404);
    const badCursor = await t.app.inject({
      method: 'GET',
      url: `/api/studios/${s.studioId}/reviews?cursor=nonsense`,
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toMatch(/cursor/);
  });

  it('answers a class without reviews with 0.00 and 0, and 404 once the class is archived or unknown', async () => {
    const s = await createSession(t.database.db);
    expect(await page(`/api/classes/${s.classId}/reviews`)).toEqual({
      reviews: [],
      nextCursor: null,
      summary: { rating: '0.00', reviewCount: 0 },
    });
    const classReviews = (id: string) => t.app.inject({ method: 'GET', url: `/api/classes/${id}/reviews` });
    await t.database.db.update(classes).set({ isActive: false }).where(eq(classes.id, s.classId));
    const archived = await classReviews(s.classId);
    expect(archived.statusCode).toBe(404);
    expect(archived.json().message).toBe('Class not found');
    expect((await classReviews('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await classReviews('not-a-uuid')).statusCode).toBe(404);
  });
});

describe("a class's own rating (issue 69, item 6)", () => {
  it('is on the class page and its list card, apart from the studio figures the embedded studio keeps', async () => {
    // Two classes of one studio: this one rated 3 and 4, the other 5.
    const rated = await pastBookings([who(0), who(1)]);
    const title = `Quillwort Flow ${rated.classId.slice(0, 8)}`;
    await t.database.db.update(classes).set({ title }).where(eq(classes.id, rated.classId));
    const [other] = await t.database.db
      .insert(classes)
      .values({
        studioId: rated.studioId,
        title: 'Other Flow',
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        duration: 60,
        price: '18.00',
        maxParticipants: 5,
      })
      .returning({ id: classes.id });
    const ended = new Date(Date.now() - 2 * HOUR);
    const [otherSession] = await t.database.db
      .insert(sessions)
      .values({ classId: other?.id as string, startTime: ended, endTime: new Date(ended.getTime() + HOUR) })
      .returning({ id: sessions.id });
    const [otherBooking] = await insertBookings(t.database.db, otherSession?.id as string, [who(2).id]);

    expect((await review(rated.bookingIds[0] as string, who(0), { rating: 3 })).statusCode).toBe(201);
    expect((await review(rated.bookingIds[1] as string, who(1), { rating: 4 })).statusCode).toBe(201);
    expect((await review(otherBooking as string, who(2), { rating: 5 })).statusCode).toBe(201);

    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${rated.classId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      rating: '3.50',
      reviewCount: 2,
      studio: { id: rated.studioId, rating: '4.00', reviewCount: 3 },
    });
    // The same figures as the class's Reviews section.
    expect(await page(`/api/classes/${rated.classId}/reviews`)).toMatchObject({
      summary: { rating: '3.50', reviewCount: 2 },
    });

    const list = await t.app.inject({ method: 'GET', url: `/api/classes?q=${encodeURIComponent(title)}` });
    expect(list.statusCode).toBe(200);
    const card = list.json().find((c: { id: string }) => c.id === rated.classId);
    expect(card).toMatchObject({
      rating: '3.50',
      reviewCount: 2,
      studio: { rating: '4.00', reviewCount: 3 },
    });

    // A class nobody has reviewed reads 0.00 and 0, not its studio's figure.
    const unrated = await createSession(t.database.db);
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/classes/${unrated.classId}` })).json();
    expect(fresh).toMatchObject({ rating: '0.00', reviewCount: 0 });
  });
});
