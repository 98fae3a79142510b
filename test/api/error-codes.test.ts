import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/common/error-codes';
import type { Booking } from '../../src/common/schemas/booking';
import { bearer, createSession, createUsersWithTokens, payFor, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every error answer is `{ message, code }`: a client tells the refusals apart by the code alone.
const MINUTE = 60_000;

// The booking rules' clock, moved by the tests; the hold timer is off so only the clock ends a hold.
let now = new Date();
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  // One contact message a minute, so the second is refused by the rate limiter itself.
  t = await createTestApp({ seed: false, clock: () => now, holdSweepMs: 0, formsPerMinute: 1 });
  users = await createUsersWithTokens(t.database.db, 4);
});
afterAll(() => t?.close());

const user = (i: number) => users[i] as TestUser;
const book = (sessionId: string, u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(u.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
const joinWaitlist = (sessionId: string, u: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/waitlist`, headers: bearer(u.token) });

describe('the general codes', () => {
  it('VALIDATION for a body the schema refuses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(user(0).token),
      payload: { amountPaid: '18.00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'sessionId is required', code: 'VALIDATION' });
  });

  it('UNAUTHORIZED without a token, INVALID_TOKEN with one that is not live', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer('A'.repeat(43)),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: expect.stringMatching(/sign in again/), code: 'INVALID_TOKEN' });
  });

  it('NOT_FOUND for a missing resource and for a route the API does not have', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/classes/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Class not found', code: 'NOT_FOUND' });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `No route for ${method} /api/no-such-thing`, code: 'NOT_FOUND' });
    }
  });

  it('UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(user(0).token), 'content-type': 'text/plain' },
      payload: 'a place please',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('RATE_LIMITED from the rate limiter, with Retry-After', async () => {
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' };
    const post = () => t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the booking refusals', () => {
  it('SESSION_FULL, with the spec text, for a session with no place left', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    expect((await book(sessionId, user(0))).statusCode).toBe(201);
    const res = await book(sessionId, user(1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Session Fully Booked', code: 'SESSION_FULL' });
  });

  it('ALREADY_BOOKED for a second booking of the same session, held or paid', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 3 });
    const held: Booking = (await book(sessionId, user(2))).json();
    const again = { message: 'You have already booked this session.', code: 'ALREADY_BOOKED' };
    expect((await book(sessionId, user(2))).json()).toEqual(again);
    expect((await payFor(t.app, user(2).token, held.id)).statusCode).toBe(200);
    const res = await book(sessionId, user(2));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(again);
    // The waitlist tells the same fact by the same code.
    expect((await joinWaitlist(sessionId, user(2))).json()).toEqual(again);
  });

  it('HOLD_EXPIRED for paying a hold that ran out, whether or not anything expired it first', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 3 });
    const held: Booking = (await book(sessionId, user(3))).json();
    now = new Date(now.getTime() + 11 * MINUTE);
    const expired = { message: 'This hold has expired; book again', code: 'HOLD_EXPIRED' };
    const late = await payFor(t.app, user(3).token, held.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(expired);
    // Now stored as cancelled: paying again tells the same.
    expect((await payFor(t.app, user(3).token, held.id)).json()).toEqual(expired);
  });

  it('WAITLIST_NOT_FULL while places are left, ALREADY_WAITING for a second place in line', async () => {
    now = new Date();
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1 });
    const open = await joinWaitlist(sessionId, user(0));
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'WAITLIST_NOT_FULL' });
    expect((await book(sessionId, user(1))).statusCode).toBe(201);
    expect((await joinWaitlist(sessionId, user(0))).statusCode).toBe(201);
    const twice = await joinWaitlist(sessionId, user(0));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'You are already on the waitlist for this session.',
      code: 'ALREADY_WAITING',
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists every code once, as the ErrorCode enum the error answers refer to', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.ErrorCode).toMatchObject({ type: 'string', enum: [...ERROR_CODES] });
    const booking = doc.paths['/api/bookings'].post.responses;
    for (const status of ['409', '4XX', '5XX']) {
      const schema = booking[status]?.content?.['application/json']?.schema;
      expect(schema, status).toMatchObject({
        required: expect.arrayContaining(['message', 'code']),
        properties: { message: { type: 'string' }, code: { $ref: '#/components/schemas/ErrorCode' } },
      });
    }
  });
});
