import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSession,
  createUsersWithTokens,
  insertBookings,
  type TestUser,
  writableState,
} from '../helpers/fixtures';
import { isRefusal } from '../helpers/refusal';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Malformed, hostile and refused requests to the booking-lifecycle routes (cancel, waitlist, reviews,
// calendars): each must get a 4xx JSON { message, code } and change nothing in the database.

const HOUR = 3_600_000;
let t: TestApp;
let me: TestUser;
let other: TestUser;
const ids = {
  upcoming: '',
  past: '',
  reviewedPast: '',
  cancelled: '',
  started: '',
  othersPast: '',
  myReview: '',
  othersReview: '',
  fullSession: '',
  roomySession: '',
  startedFullSession: '',
  studio: '',
  classId: '',
};

/** A review or notification cursor whose instant has the right shape but does not exist. */
const impossibleCursor = (instant: string) =>
  Buffer.from(`${instant}|00000000-0000-4000-8000-000000000001`).toString('base64url');
const NOTHING_TO_CHANGE = 'Send a rating or a comment to change';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [me, other] = (await createUsersWithTokens(t.database.db, 2)) as [TestUser, TestUser];
  const db = t.database.db;
  const future = await createSession(db, { startsInMs: 48 * HOUR, maxParticipants: 5 });
  const past = await createSession(db, { startsInMs: -3 * HOUR, maxParticipants: 5 });
  const started = await createSession(db, { startsInMs: -10 * 60_000, maxParticipants: 5 });
  const full = await createSession(db, { startsInMs: 48 * HOUR, maxParticipants: 1, currentParticipants: 1 });
  const roomy = await createSession(db, { startsInMs: 48 * HOUR, maxParticipants: 5 });
  const startedFull = await createSession(db, {
    startsInMs: -5 * 60_000,
    maxParticipants: 1,
    currentParticipants: 1,
  });
  [ids.upcoming] = (await insertBookings(db, future.sessionId, [me.id])) as [string];
  const pastToo = await createSession(db, { startsInMs: -5 * HOUR, maxParticipants: 5 });
  [ids.past] = (await insertBookings(db, past.sessionId, [me.id])) as [string];
  [ids.reviewedPast] = (await insertBookings(db, pastToo.sessionId, [me.id])) as [string];
  [ids.cancelled] = (await insertBookings(db, past.sessionId, [me.id], { status: 'cancelled' })) as [string];
  [ids.started] = (await insertBookings(db, started.sessionId, [me.id])) as [string];
  [ids.othersPast] = (await insertBookings(db, past.sessionId, [other.id])) as [string];
  const review = async (bookingId: string, u: TestUser) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        headers: bearer(u.token),
        payload: { rating: 4, comment: 'Good' },
      })
    ).json().id as string;
  ids.myReview = await review(ids.reviewedPast, me);
  ids.othersReview = await review(ids.othersPast, other);
  ids.fullSession = full.sessionId;
  ids.roomySession = roomy.sessionId;
  ids.startedFullSession = startedFull.sessionId;
  ids.studio = past.studioId;
  ids.classId = past.classId;
});
afterAll(() => t?.close());

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: unknown;
  /** Send my token (default true). */
  auth?: boolean;
  status: number;
}

const NUL = 'before\u0000after';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const cancel = (name: string, id: () => string, body: unknown, status: number): Case => ({
  name: `cancel: ${name}`,
  url: () => `/api/bookings/${id()}/cancel`,
  body,
  status,
});
const review = (name: string, id: () => string, body: unknown, status: number): Case => ({
  name: `review: ${name}`,
  url: () => `/api/bookings/${id()}/review`,
  body,
  status,
});
const edit = (name: string, id: () => string, body: unknown, status: number): Case => ({
  name: `edit review: ${name}`,
  method: 'PATCH',
  url: () => `/api/reviews/${id()}`,
  body,
  status,
});
const join = (name: string, id: () => string, status: number): Case => ({
  name: `join waitlist: ${name}`,
  url: () => `/api/sessions/${id()}/waitlist`,
  status,
});
const get = (name: string, url: () => string, status: number, auth = true): Case => ({
  name,
  method: 'GET',
  url,
  status,
  auth,
});

const cases = (): Case[] => [
  cancel('reason a number', () => ids.upcoming, { reason: 42 }, 400),
  cancel('reason 501 characters', () => ids.upcoming, { reason: 'x'.repeat(501) }, 400),
  cancel('reason with a NUL byte', () => ids.upcoming, { reason: NUL }, 400),
  cancel('body an array', () => ids.upcoming, [], 400),
  cancel("another user's booking", () => ids.othersPast, {}, 404),
  cancel('an unknown booking', () => UNKNOWN, {}, 404),
  cancel('an id that is not a uuid', () => 'not-a-uuid', {}, 404),
  cancel('a session that has started', () => ids.started, {}, 409),
  cancel('a completed booking', () => ids.past, {}, 409),
  { ...cancel('no token', () => ids.upcoming, {}, 401), auth: false },

  review('rating 0', () => ids.past, { rating: 0 }, 400),
  review('rating 6', () => ids.past, { rating: 6 }, 400),
  review('rating 4.5', () => ids.past, { rating: 4.5 }, 400),
  review('rating a string', () => ids.past, { rating: '5' }, 400),
  review('rating null', () => ids.past, { rating: null }, 400),
  review('no rating', () => ids.past, { comment: 'Lovely' }, 400),
  review('comment 2,001 characters', () => ids.past, { rating: 5, comment: 'x'.repeat(2001) }, 400),
  review('comment with a NUL byte', () => ids.past, { rating: 5, comment: NUL }, 400),
  review('comment a number', () => ids.past, { rating: 5, comment: 5 }, 400),
  review('comment an object', () => ids.past, { rating: 5, comment: { $ne: null } }, 400),
  review('body a string', () => ids.past, 'five stars', 400),
  review("another user's booking", () => ids.othersPast, { rating: 5 }, 404),
  review('a cancelled booking', () => ids.cancelled, { rating: 5 }, 409),
  review('a future booking', () => ids.upcoming, { rating: 5 }, 409),
  review('a booking already reviewed', () => ids.reviewedPast, { rating: 5 }, 409),
  review('an unknown booking', () => UNKNOWN, { rating: 5 }, 404),
  { ...review('no token', () => ids.past, { rating: 5 }, 401), auth: false },

  edit('rating 0', () => ids.myReview, { rating: 0 }, 400),
  edit('rating 6', () => ids.myReview, { rating: 6 }, 400),
  edit('rating 4.5', () => ids.myReview, { rating: 4.5 }, 400),
  edit('nothing to change', () => ids.myReview, {}, 400),
  edit('comment 2,001 characters', () => ids.myReview, { comment: 'x'.repeat(2001) }, 400),
  edit('comment with a NUL byte', () => ids.myReview, { comment: NUL }, 400),
  edit("another user's review", () => ids.othersReview, { rating: 1 }, 404),
  edit('an unknown review', () => UNKNOWN, { rating: 1 }, 404),
  {
    name: "delete review: another user's",
    method: 'DELETE',
    url: () => `/api/reviews/${ids.othersReview}`,
    status: 404,
  },
  { name: 'delete review: not a uuid', method: 'DELETE', url: () => '/api/reviews/nope', status: 404 },

  join('a session with room', () => ids.roomySession, 409),
  join('a session that has started', () => ids.startedFullSession, 409),
  join('an unknown session', () => UNKNOWN, 404),
  join('an id that is not a uuid', () => "' OR 1=1 --", 404),
  { ...join('no token', () => ids.fullSession, 401), auth: false },
  {
    name: 'leave waitlist: not on it',
    method: 'DELETE',
    url: () => `/api/sessions/${ids.fullSession}/waitlist`,
    status: 404,
  },

  get('studio reviews: limit 0', () => `/api/studios/${ids.studio}/reviews?limit=0`, 400, false),
  get('studio reviews: limit 51', () => `/api/studios/${ids.studio}/reviews?limit=51`, 400, false),
  get('studio reviews: limit words', () => `/api/studios/${ids.studio}/reviews?limit=ten`, 400, false),
  get('studio reviews: forged cursor', () => `/api/studios/${ids.studio}/reviews?cursor=abc`, 400, false),
  get(
    'studio reviews: a cursor at 30 February',
    () => `/api/studios/${ids.studio}/reviews?cursor=${impossibleCursor('2026-02-30T06:43:52.577000Z')}`,
    400,
    false,
  ),
  get(
    'class reviews: a cursor at hour 25',
    () => `/api/classes/${ids.classId}/reviews?cursor=${impossibleCursor('2026-03-01T25:00:00.000000Z')}`,
    400,
    false,
  ),
  get(
    'notifications: a cursor in year 0',
    () => `/api/user/notifications?cursor=${impossibleCursor('0000-01-01T00:00:00.000000Z')}`,
    400,
  ),
  get('studio reviews: unknown studio', () => `/api/studios/${UNKNOWN}/reviews`, 404, false),
  get('class reviews: not a uuid', () => '/api/classes/nope/reviews', 404, false),

  get("calendar: another user's booking", () => `/api/bookings/${ids.othersPast}/calendar.ics`, 404),
  get('calendar: no token', () => `/api/bookings/${ids.upcoming}/calendar.ics`, 401, false),
  get('calendar feed: a guessed secret', () => `/api/calendar/${'A'.repeat(43)}.ics`, 404, false),
  get('calendar feed: no .ics', () => `/api/calendar/${'A'.repeat(43)}`, 404, false),
  {
    name: 'calendar feed: reset without a token',
    url: () => '/api/user/calendar-feed',
    status: 401,
    auth: false,
  },
];

describe('malformed and refused booking-lifecycle requests', () => {
  it('answers every one with a 4xx JSON { message, code } and writes nothing', async () => {
    const before = await writableState(t.database.db);
    const failures: string[] = [];
    for (const c of cases()) {
      const headers: Record<string, string> = c.auth === false ? {} : bearer(me.token);
      const raw = typeof c.body === 'string';
      if (raw) headers['content-type'] = 'application/json';
      const res = await t.app.inject({
        method: c.method ?? 'POST',
        url: c.url(),
        headers,
        ...(c.body === undefined ? {} : { payload: raw ? (c.body as string) : (c.body as object) }),
      });
      const ok = isRefusal(res, c.status);
      if (!ok)
        failures.push(`${c.name}: expected ${c.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await writableState(t.database.db)).toEqual(before);
  });

  it('names the field in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ids.past}/review`,
      headers: bearer(me.token),
      payload: { rating: 4.5 },
    });
    expect(res.json().message).toBe('rating must be a whole number from 1 to 5');
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ids.past}/review`,
      headers: bearer(me.token),
      payload: { rating: 4, comment: 'x'.repeat(2001) },
    });
    expect(long.json().message).toBe('comment must be at most 2,000 characters');
    // A rule over the whole body keeps its own words.
    const nothing = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${ids.myReview}`,
      headers: bearer(me.token),
      payload: {},
    });
    expect(nothing.json().message).toBe(NOTHING_TO_CHANGE);
  });
});
