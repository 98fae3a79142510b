import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, waitlistSignups } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/waitlist', () => {
  it('stores a sign-up and answers 201', async () => {
    const res = await post('/api/waitlist', {
      email: 'Ada@Example.com',
      location: 'Hackney',
      classPreferences: 'sound bath',
      excitement: 'very',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toEqual(expect.any(String));
    const [row] = await t.database.db
      .select()
      .from(waitlistSignups)
      .where(eq(waitlistSignups.id, res.json().id));
    expect(row).toMatchObject({
      email: 'ada@example.com',
      location: 'Hackney',
      classPreferences: 'sound bath',
    });
  });

  it('defaults the optional fields to empty strings', async () => {
    const res = await post('/api/waitlist', { email: 'grace@example.com' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(waitlistSignups)
      .where(eq(waitlistSignups.id, res.json().id));
    expect(row).toMatchObject({ location: '', classPreferences: '', excitement: '' });
  });

  it('names a field sent as something other than text', async () => {
    const res = await post('/api/waitlist', { email: 'ada@example.com', classPreferences: ['yoga'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'classPreferences must be text', code: 'VALIDATION' });
  });

  it('answers 409 with a clear message for an e-mail already on the list, in any case', async () => {
    const res = await post('/api/waitlist', { email: 'ADA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already on the waiting list/);
    const [row] = await t.database.db.select({ n: count() }).from(waitlistSignups);
    expect(row?.n).toBe(2);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 42 }, 'Email is required'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const res = await post('/api/waitlist', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
  });
});

describe('POST /api/contact', () => {
  it('stores a message and answers 201', async () => {
    const res = await post('/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.co', message: 'hi' }, 'Name is required'],
    [{ name: 'Ada', message: 'hi' }, 'Email is required'],
    [{ name: 'Ada', email: 'nope', message: 'hi' }, 'Invalid email address'],
    [{ name: 'Ada', email: 'a@b.co' }, 'Message is required'],
    [{ name: 'Ada', email: 'a@b.co', message: '' }, 'Message is required'],
  ])('rejects %j with 400 "%s" and stores nothing', async (payload, message) => {
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(row?.n).toBe(1);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  });
});
