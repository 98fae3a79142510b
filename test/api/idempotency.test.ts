import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys, sessions } from '../../src/server/db/schema';
import { bearer, createSession, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  user = await createUserWithToken(t.database.db);
});
afterAll(() => t?.close());

const book = (sessionId: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: { sessionId, amountPaid: '18.00' },
  });

describe('Idempotency-Key on POST /api/bookings', () => {
  it('10 parallel requests with one key create one booking, and all answer with its id', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 20 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(sessionId, 'retry-storm-1')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(responses.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe([...ids][0]);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.currentParticipants).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  });

  it('a later retry with the key returns the first booking', async () => {
    const { sessionId } = await createSession(t.database.db);
    const first = await book(sessionId, 'later-retry');
    const retry = await book(sessionId, 'later-retry');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key for a different session with 422', async () => {
    const a = await createSession(t.database.db);
    const b = await createSession(t.database.db);
    expect((await book(a.sessionId, 'one-key')).statusCode).toBe(201);
    const res = await book(b.sessionId, 'one-key');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/different session/);
  });

  it('does not keep the key of a refused attempt, so a retry is judged afresh', async () => {
    const { sessionId } = await createSession(t.database.db, { maxParticipants: 1, currentParticipants: 1 });
    expect((await book(sessionId, 'full-then-retry')).statusCode).toBe(409);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'full-then-retry'));
    expect(keys).toEqual([]);
    await t.database.db.update(sessions).set({ currentParticipants: 0 }).where(eq(sessions.id, sessionId));
    expect((await book(sessionId, 'full-then-retry')).statusCode).toBe(201);
  });
});
