import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepth } from '../../src/server/plugins/input-guard';
import { bearer, createSession, createUserWithToken, writableState } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUserWithToken(t.database.db));
  ({ sessionId } = await createSession(t.database.db));
});
afterAll(() => t?.close());

const nested = (depth: number) => `{"sessionId":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const post = (url: string, payload: string, auth = token) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(auth), 'content-type': 'application/json' },
    payload,
  });

describe('bodies are bounded before they are parsed', () => {
  it('refuses a 250 KB booking body with 413 for a signed-in caller', async () => {
    const huge = `{"sessionId":"${'x'.repeat(250 * 1024)}"}`;
    const res = await post('/api/bookings', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 401 to a well-formed token nobody holds before reading its 250 KB body', async () => {
    // Authentication runs in onRequest, so an unknown caller never gets a body parsed at all.
    const huge = `{"sessionId":"${'x'.repeat(250 * 1024)}"}`;
    const res = await post('/api/bookings', huge, 'A'.repeat(43));
    expect(res.statusCode).toBe(401);
  });

  it('refuses deeply nested JSON with a 400 without parsing it', async () => {
    const before = await writableState(t.database.db);
    const res = await post('/api/bookings', nested(200));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is nested too deeply.', code: 'VALIDATION' });
    expect(await writableState(t.database.db)).toEqual(before);
  });

  it('keeps authenticated bodies to 16 KB', async () => {
    const res = await post('/api/auth/logout', JSON.stringify({ padding: 'x'.repeat(17 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it('counts nesting without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[[[[[[[[[["}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[[[[[[[[[","b":[{}]}')).toBe(3);
    expect(jsonDepth(nested(3))).toBe(4);
  });
});

describe('control characters', () => {
  const nul = '\u0000';
  it.each([
    ['the catalogue filter', 'GET', '/api/classes?location=%00', undefined, 'location'],
    ['the studios filter', 'GET', '/api/studios?location=ab%01', undefined, 'location'],
    [
      'the contact form',
      'POST',
      '/api/contact',
      { name: `A${nul}`, email: 'a@example.com', message: 'Hi' },
      'name',
    ],
    [
      'the waiting list',
      'POST',
      '/api/waitlist',
      { email: 'w@example.com', location: `x${nul}` },
      'location',
    ],
    ['sign-in', 'POST', '/api/auth/login', { email: `m${nul}@example.com`, password: 'whatever1' }, 'email'],
    [
      'sign-up',
      'POST',
      '/api/auth/register',
      { email: 'n@example.com', username: 'nul_user', password: `pass${nul}phrase` },
      'password',
    ],
  ])('are refused with a 400 naming the field: %s', async (_name, method, url, payload, field) => {
    const before = await writableState(t.database.db);
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: payload as object | undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${field} contains characters that are not allowed.`,
      code: 'VALIDATION',
    });
    expect(await writableState(t.database.db)).toEqual(before);
  });

  it('still allows line breaks in a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Line one\r\nLine two\tend' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('books normally with a plain body', async () => {
    const res = await post('/api/bookings', JSON.stringify({ sessionId, amountPaid: '18.00' }));
    expect(res.statusCode).toBe(201);
  });
});
