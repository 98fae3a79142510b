import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bookPlace, createSession, createUsersWithTokens } from '../helpers/fixtures';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/test-app';

// GET /api/availability (docs/decisions/0123): places read live, whatever the catalogue's cache holds.

let t: TestApp;
/** A second instance on the same database, with the catalogue cached as the server runs it. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 30_000 } });
  other = await buildTestApp(t.database, {
    readCache: { ttlMs: 30_000 },
  });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const availability = (app: FastifyInstance, ids: string[]) =>
  app.inject({ method: 'GET', url: `/api/availability?sessions=${ids.join(',')}` });

describe('GET /api/availability', () => {
  it('answers each known session’s places left, status and waiting line, in the order asked, never cached', async () => {
    const full = await createSession(t.database.db, { maxParticipants: 2, currentParticipants: 2 });
    const open = await createSession(t.database.db, { maxParticipants: 5, currentParticipants: 1 });
    const [waiting] = await createUsersWithTokens(t.database.db, 1);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${full.sessionId}/waitlist`,
      headers: bearer(waiting?.token as string),
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const before = t.database.stats.queries;
    const res = await availability(t.app, [open.sessionId, randomUUID(), 'not-an-id', full.sessionId]);
    expect(t.database.stats.queries - before).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sessions: [
        { id: open.sessionId, placesLeft: 4, status: 'scheduled', waitlistCount: 0 },
        { id: full.sessionId, placesLeft: 0, status: 'scheduled', waitlistCount: 1 },
      ],
    });
  });

  it('takes at most 200 ids: more is a 400 naming the parameter', async () => {
    const ids = Array.from({ length: 200 }, () => randomUUID());
    const most = await availability(t.app, ids);
    expect(most.statusCode, most.body).toBe(200);
    expect(most.json()).toEqual({ sessions: [] });
    const more = await availability(t.app, [...ids, randomUUID()]);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ code: 'VALIDATION' });
    expect(more.json().message).toMatch(/sessions/);
    const none = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/sessions/);
  });

  it('shows a booking made on one instance at once on the other, whose catalogue answers are cached', async () => {
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 3, price: '15.00' });
    // The other instance has the class page in its cache, from before the booking.
    const cached = await other.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(cached.statusCode, cached.body).toBe(200);
    expect((await availability(other, [sessionId])).json().sessions[0].placesLeft).toBe(3);

    const [student] = await createUsersWithTokens(t.database.db, 1);
    const booked = await bookPlace(t.app, student?.token as string, sessionId);
    expect(booked.statusCode, booked.body).toBe(201);

    const live = await availability(other, [sessionId]);
    expect(live.json()).toEqual({
      sessions: [{ id: sessionId, placesLeft: 2, status: 'scheduled', waitlistCount: 0 }],
    });
  });
});
