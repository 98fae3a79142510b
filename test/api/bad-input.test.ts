import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { bearer, createSession, createUserWithToken, writableState } from '../helpers/fixtures';
import { isRefusal } from '../helpers/refusal';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Malformed, hostile and refused requests across every writing route: each must get a 4xx JSON
// { message, code } and change nothing in the database.

let t: TestApp;
let token: string;
let open: string;
let full: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUserWithToken(t.database.db));
  open = (await createSession(t.database.db, { price: '18.00' })).sessionId;
  full = (await createSession(t.database.db, { maxParticipants: 2, currentParticipants: 2 })).sessionId;
});
afterAll(() => t?.close());

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** An object is sent as JSON; a string is sent as-is with `type`. */
  body?: unknown;
  type?: string;
  headers?: Record<string, string>;
  /** Send the test user's token (default for booking routes). */
  auth?: boolean;
  status?: number;
}

const validRegistration = {
  email: 'valid@example.com',
  username: 'valid_user',
  password: 'a good passphrase',
};
const register = (name: string, body: unknown, status = 400): Case => ({
  name: `register: ${name}`,
  url: '/api/auth/register',
  body,
  status,
});
const login = (name: string, body: unknown, status = 400): Case => ({
  name: `login: ${name}`,
  url: '/api/auth/login',
  body,
  status,
});
const bookingBody = () => ({ sessionId: open, amountPaid: '18.00' });
const booking = (name: string, body: unknown, status = 400, headers: Record<string, string> = {}): Case => ({
  name: `booking: ${name}`,
  url: '/api/bookings',
  body,
  status,
  auth: true,
  headers,
});

const account = (method: Case['method'], url: string, name: string, body: unknown, status = 400): Case => ({
  name,
  method,
  url,
  body,
  status,
  auth: true,
});

const cases = (): Case[] => [
  register('empty object', {}),
  register('no email', { ...validRegistration, email: undefined }),
  register('no username', { ...validRegistration, username: undefined }),
  register('no password', { ...validRegistration, password: undefined }),
  register('email not an address', { ...validRegistration, email: 'not-an-email' }),
  register('email a number', { ...validRegistration, email: 42 }),
  register('email 10,000 characters', { ...validRegistration, email: `${'a'.repeat(10_000)}@example.com` }),
  register('email with SQL', { ...validRegistration, email: "x@example.com' OR '1'='1" }),
  register('username with a script', { ...validRegistration, username: '<script>alert(1)</script>' }),
  register('username with SQL', { ...validRegistration, username: "maya'; DROP TABLE users;--" }),
  register('username too long', { ...validRegistration, username: 'u'.repeat(31) }),
  register('username too short', { ...validRegistration, username: 'ab' }),
  register('username an array', { ...validRegistration, username: ['valid_user'] }),
  register('password too short', { ...validRegistration, password: 'abc1234' }),
  register('password with a NUL', { ...validRegistration, password: 'a good\u0000passphrase' }),
  register('password 129 characters', { ...validRegistration, password: 'p'.repeat(129) }),
  register('password 100,000 characters', { ...validRegistration, password: 'p'.repeat(100_000) }, 413),
  register('password a number', { ...validRegistration, password: 12_345_678 }),
  register('common password', { ...validRegistration, password: 'password123' }),
  register('userType admin', { ...validRegistration, userType: 'admin' }),
  register('first name with markup', { ...validRegistration, firstName: '<img src=x onerror=alert(1)>' }),
  register('first name an object', { ...validRegistration, firstName: { $ne: null } }),
  register('last name 101 characters', { ...validRegistration, lastName: 'x'.repeat(101) }),
  register('username already taken', { ...validRegistration, username: 'MAYA' }, 409),
  register('body an array', [validRegistration]),
  {
    name: 'register: body JSON null',
    url: '/api/auth/register',
    body: 'null',
    type: 'application/json',
    status: 400,
  },
  {
    name: 'register: broken JSON',
    url: '/api/auth/register',
    body: '{"email":',
    type: 'application/json',
    status: 400,
  },
  {
    name: 'register: empty JSON body',
    url: '/api/auth/register',
    body: '',
    type: 'application/json',
    status: 400,
  },
  {
    name: 'register: text/plain',
    url: '/api/auth/register',
    body: 'email=a',
    type: 'text/plain',
    status: 415,
  },
  {
    name: 'register: form-encoded',
    url: '/api/auth/register',
    body: 'email=a%40b.com&username=abc&password=abcdefgh',
    type: 'application/x-www-form-urlencoded',
    status: 415,
  },
  {
    name: 'register: __proto__ pollution',
    url: '/api/auth/register',
    body: JSON.stringify({ ...validRegistration, __proto__: { userType: 'admin' } }).replace(
      '{',
      '{"__proto__":{"isAdmin":true},',
    ),
    type: 'application/json',
    status: 400,
  },
  {
    name: 'register: 2 MB body',
    url: '/api/auth/register',
    body: JSON.stringify({ ...validRegistration, firstName: 'x'.repeat(2 * 1024 * 1024) }),
    type: 'application/json',
    status: 413,
  },

  login('empty object', {}),
  login('email a number', { email: 42, password: 'whatever1' }),
  login('no password', { email: DEMO_ACCOUNTS.maya.email }),
  login('password 129 characters', { email: DEMO_ACCOUNTS.maya.email, password: 'p'.repeat(129) }),
  login('email 255 characters', { email: `${'a'.repeat(243)}@example.com`, password: 'whatever1' }),
  login('wrong password', { email: DEMO_ACCOUNTS.maya.email, password: 'not-her-password' }, 401),
  login('SQL in the e-mail', { email: "' OR '1'='1' --", password: "' OR '1'='1" }, 401),
  login('unknown e-mail', { email: 'nobody@example.com', password: 'whatever1' }, 401),

  { ...booking('no token', bookingBody(), 401), auth: false },
  { ...booking('a garbage token', bookingBody(), 401), auth: false, headers: bearer('x'.repeat(10_000)) },
  booking('empty object', {}),
  booking('no sessionId', { amountPaid: '18.00' }),
  booking('no amountPaid', { sessionId: open }),
  booking('sessionId not a uuid', { sessionId: 'not-a-uuid', amountPaid: '18.00' }),
  booking('sessionId a number', { sessionId: 123, amountPaid: '18.00' }),
  booking('sessionId with SQL', { sessionId: "' OR 1=1 --", amountPaid: '18.00' }),
  booking('sessionId null', { sessionId: null, amountPaid: '18.00' }),
  booking('sessionId an array', { sessionId: [open], amountPaid: '18.00' }),
  booking('negative amount', { sessionId: open, amountPaid: -18 }),
  booking('absurd amount', { sessionId: open, amountPaid: 1e308 }),
  booking('fraction of a penny', { sessionId: open, amountPaid: 18.005 }),
  booking('amount with SQL', { sessionId: open, amountPaid: '18.00; DROP TABLE bookings' }),
  booking('amount words', { sessionId: open, amountPaid: 'eighteen' }),
  booking('amount a boolean', { sessionId: open, amountPaid: true }),
  booking('amount an object', { sessionId: open, amountPaid: { $gt: 0 } }),
  booking('amount empty', { sessionId: open, amountPaid: '' }),
  booking('amount not the price', { sessionId: open, amountPaid: '0.01' }),
  booking('unknown session', { sessionId: '00000000-0000-4000-8000-000000000000', amountPaid: '18.00' }, 404),
  booking('full session', { sessionId: full, amountPaid: '18.00' }, 409),
  booking('Idempotency-Key 300 characters', bookingBody(), 400, { 'idempotency-key': 'k'.repeat(300) }),
  booking('Idempotency-Key with a space', bookingBody(), 400, { 'idempotency-key': 'a b' }),
  { ...booking('broken JSON', '{"sessionId": "'), type: 'application/json' },
  { ...booking('text/plain', 'sessionId=x'), type: 'text/plain', status: 415 },

  { name: 'logout: no token', url: '/api/auth/logout', status: 401 },
  { name: 'profile: no token', method: 'GET', url: '/api/user/profile', status: 401 },
  {
    name: 'my bookings: revoked-looking token',
    method: 'GET',
    url: '/api/user/bookings',
    status: 401,
    headers: bearer('A'.repeat(43)),
  },
  {
    name: 'booking by id: not a uuid',
    method: 'GET',
    url: '/api/bookings/not-a-uuid',
    auth: true,
    status: 404,
  },
  {
    name: 'booking by id: 65 characters',
    method: 'GET',
    url: `/api/bookings/${'x'.repeat(65)}`,
    auth: true,
    status: 400,
  },
  {
    name: 'session by id: SQL',
    method: 'GET',
    url: `/api/sessions/${encodeURIComponent("' OR 1=1 --")}`,
    auth: true,
    status: 404,
  },
  {
    name: 'session by id: script',
    method: 'GET',
    url: `/api/sessions/${encodeURIComponent('<script>alert(1)</script>')}`,
    auth: true,
    status: 404,
  },
  { name: 'classes: negative price', method: 'GET', url: '/api/classes?priceMin=-1', status: 400 },
  {
    name: 'classes: script as service type',
    method: 'GET',
    url: '/api/classes?serviceType=%3Cscript%3E',
    status: 400,
  },
  {
    name: 'waitlist: script as e-mail',
    url: '/api/waitlist',
    body: { email: '<script>alert(1)</script>' },
    status: 400,
  },
  {
    name: 'contact: message 5001 characters',
    url: '/api/contact',
    body: { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) },
    status: 400,
  },
  {
    name: 'contact: SQL as e-mail',
    url: '/api/contact',
    body: { name: 'Ada', email: "a@b.com'; DELETE FROM contact_messages; --", message: 'hi' },
    status: 400,
  },

  account('PATCH', '/api/user/profile', 'profile: first name 51 characters', { firstName: 'x'.repeat(51) }),
  account('PATCH', '/api/user/profile', 'profile: username taken', { username: 'Maya' }, 409),
  account('PATCH', '/api/user/profile', 'profile: username an object', { username: { $ne: '' } }),
  account('PATCH', '/api/user/profile', 'profile: phone with letters', { phone: 'call me' }),
  account('PATCH', '/api/user/profile', 'profile: NUL in a name', { lastName: 'a\u0000b' }),
  { ...account('PATCH', '/api/user/profile', 'profile: no token', { firstName: 'A' }, 401), auth: false },
  account('POST', '/api/user/password', 'password: wrong current', {
    currentPassword: 'not the password',
    newPassword: 'a fine new phrase',
  }),
  account('POST', '/api/user/password', 'password: new too short', {
    currentPassword: 'x',
    newPassword: 'short',
  }),
  account('POST', '/api/user/password', 'password: empty body', {}),
  account('DELETE', '/api/user/sessions/not-a-uuid', 'sessions: not a uuid', undefined, 404),
  account(
    'DELETE',
    '/api/user/sessions/00000000-0000-4000-8000-000000000000',
    'sessions: unknown',
    undefined,
    404,
  ),
  account('DELETE', '/api/user', 'delete account: wrong password', { password: 'not the password' }),
  account('DELETE', '/api/user', 'delete account: no password', {}),
  { ...account('DELETE', '/api/user', 'delete account: no token', { password: 'x' }, 401), auth: false },
  { ...account('GET', '/api/user/export', 'export: no token', undefined, 401), auth: false },
];

describe('malformed and refused requests', () => {
  it('has at least 50 cases', () => {
    expect(cases().length).toBeGreaterThanOrEqual(50);
  });

  it('answers every one with a 4xx JSON { message, code } and writes nothing', async () => {
    const before = await writableState(t.database.db);
    const failures: string[] = [];
    for (const c of cases()) {
      const headers: Record<string, string> = { ...(c.auth ? bearer(token) : {}), ...c.headers };
      const raw = typeof c.body === 'string';
      if (raw) headers['content-type'] = c.type ?? 'application/json';
      const res = await t.app.inject({
        method: c.method ?? 'POST',
        url: c.url,
        headers,
        ...(c.body === undefined ? {} : { payload: raw ? (c.body as string) : (c.body as object) }),
      });
      const ok = isRefusal(res, c.status ?? 400);
      if (!ok)
        failures.push(`${c.name}: expected ${c.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await writableState(t.database.db)).toEqual(before);
  });
});
