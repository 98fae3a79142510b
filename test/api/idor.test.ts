import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUserWithToken, payFor, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every route with an :id (and every per-user list) tried with another user's token.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceBookingId: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  alice = await createUserWithToken(t.database.db);
  bob = await createUserWithToken(t.database.db);
  ({ sessionId } = await createSession(t.database.db, { deliveryMethod: 'online' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(alice.token), 'idempotency-key': 'alice-key' },
    payload: { sessionId, amountPaid: '18.00' },
  });
  aliceBookingId = res.json().id;
  expect((await payFor(t.app, alice.token, aliceBookingId)).statusCode).toBe(200);
});
afterAll(() => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe("another user's token", () => {
  it('GET /api/bookings/:id: the owner sees it; anyone else gets the same 404 as a missing booking', async () => {
    expect((await get(`/api/bookings/${aliceBookingId}`, alice.token)).statusCode).toBe(200);
    const other = await get(`/api/bookings/${aliceBookingId}`, bob.token);
    const missing = await get('/api/bookings/00000000-0000-4000-8000-000000000000', bob.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it("POST /api/bookings/:id/payment: Bob cannot pay for (or learn of) Alice's booking", async () => {
    const other = await payFor(t.app, bob.token, aliceBookingId);
    const missing = await payFor(t.app, bob.token, '00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it("GET /api/sessions/:id: the session is public, but the meeting link is not Bob's to see", async () => {
    expect((await get(`/api/sessions/${sessionId}`, alice.token)).json().meetingLink).toMatch(/^https:/);
    const res = await get(`/api/sessions/${sessionId}`, bob.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().meetingLink).toBeNull();
  });

  it("GET /api/user/bookings lists only the caller's own", async () => {
    expect((await get('/api/user/bookings', alice.token)).json().map((b: { id: string }) => b.id)).toEqual([
      aliceBookingId,
    ]);
    expect((await get('/api/user/bookings', bob.token)).json()).toEqual([]);
  });

  it("POST /api/bookings with Alice's Idempotency-Key books for Bob instead of returning Alice's booking", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(bob.token), 'idempotency-key': 'alice-key' },
      payload: { sessionId, amountPaid: '18.00' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(aliceBookingId);
    expect(res.json().userId).toBe(bob.id);
  });
});
