import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, outboxEvents, users } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { hashToken } from '../../src/server/modules/auth/tokens';
import { bearer, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The real argon2, watched: the login tests count the verifications and read the hash each one is
// run against, which says what the timing would only suggest.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const maya = DEMO_ACCOUNTS.maya;
let nextIp = 1;
/** Each test signs in from its own address so per-IP failure counts do not leak between tests. */
const freshIp = () => `10.1.0.${nextIp++}`;

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (email: string, password: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('register, login, profile, logout', () => {
  it('round-trips: register (201, user + token, signed in), login (user + token), profile, logout, then 401', async () => {
    const reg = await register({
      email: '  Ada.Lovelace@Example.COM ',
      username: 'ada_l',
      password: 'analytical engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(reg.statusCode).toBe(201);
    const { user } = reg.json();
    expect(reg.json()).toEqual({
      user: expect.any(Object),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Sign-up signs in: the token it answers is a live session of the new account.
    const signedUp = await profile(reg.json().token);
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toEqual({ ...user, phone: null });
    expect(user).toEqual({
      id: expect.any(String),
      email: 'ada.lovelace@example.com',
      username: 'ada_l',
      firstName: 'Ada',
      lastName: 'Lovelace',
      userType: 'user',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const signIn = await login('ADA.LOVELACE@example.com', 'analytical engine');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ user, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const { token } = signIn.json();

    const me = await profile(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ...user, phone: null });
    expect(me.headers['cache-control']).toBe('private, no-store');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.stringMatching(/sign in again/), code: 'INVALID_TOKEN' });
  });

  it('registers a studio owner when asked, and turns empty names into null', async () => {
    const res = await register({
      email: 'owner@example.com',
      username: 'owner1',
      password: 'my studio is lovely',
      firstName: '',
      userType: 'studio',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ userType: 'studio', firstName: null, lastName: null });
  });

  it('stores only the SHA-256 of a token, and gives a new token for every login', async () => {
    const first = await loginToken(t.app, maya.email, DEMO_PASSWORD);
    const second = await loginToken(t.app, maya.email, DEMO_PASSWORD);
    expect(first).not.toBe(second);
    const rows = await t.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === first || r.tokenHash === second)).toBe(false);
    const row = rows.find((r) => r.tokenHash === hashToken(first));
    expect(row).toBeDefined();
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Logging out one device leaves the other signed in.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('answers 401 for an expired token', async () => {
    const token = await loginToken(t.app, maya.email, DEMO_PASSWORD);
    expect((await profile(token)).statusCode).toBe(200);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['no header', {}, 'UNAUTHORIZED'],
    ['an unknown token', bearer('A'.repeat(43)), 'INVALID_TOKEN'],
    ['a malformed token', bearer('not a token'), 'INVALID_TOKEN'],
    ['another scheme', { authorization: 'Basic bWF5YTphdHR1bmUtZGVtbw==' }, 'INVALID_TOKEN'],
    ['an empty bearer', { authorization: 'Bearer ' }, 'INVALID_TOKEN'],
  ])('answers 401 {message, code} for %s', async (_label, headers, code) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code });
  });
});

describe('registration rules', () => {
  it('answers a registered e-mail exactly as a new one, in any case, and creates nothing', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.email, maya.email));
    const res = await register({
      email: 'MAYA@attune.london',
      username: 'someone_new',
      password: 'a fine password',
    });
    const fresh = await register({
      email: 'brand.new@example.com',
      username: 'brand_new',
      password: 'a fine password',
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token has the form of a real one but was never stored: it signs nobody in, least of all
    // the holder of the e-mail (docs/decisions/0074).
    expect((await profile(res.json().token)).statusCode).toBe(401);
    expect(res.json().user).toMatchObject({ email: 'maya@attune.london', username: 'someone_new' });
    expect(res.json().user.id).not.toBe(before[0]?.id);
    // Nothing was made or changed: the holder keeps their account, and the username stays free.
    expect(await t.database.db.select().from(users).where(eq(users.email, maya.email))).toEqual(before);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'someone_new'))).toEqual([]);
    // Instead the holder is told, once an hour at most.
    await register({ email: maya.email, username: 'someone_newer', password: 'a fine password' });
    const told = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, 'account.exists'));
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toEqual({ kind: 'account.exists', userId: before[0]?.id });
  });

  it('answers 409 naming the username when it is taken, in any case', async () => {
    const res = await register({ email: 'fresh@example.com', username: 'MAYA', password: 'a fine password' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/username is already taken/);
  });

  it('names only the username when both are taken: usernames are public, e-mails are not', async () => {
    const res = await register({ email: maya.email, username: maya.username, password: 'a fine password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This username is already taken. Please choose another.',
      code: 'USERNAME_TAKEN',
    });
  });

  it.each(['password', 'Password1', 'qwerty123', '12345678', 'iloveyou', 'sunflower', 'Liverpool1'])(
    'refuses the common password %s',
    async (password) => {
      const res = await register({ email: `c-${password}@example.com`, username: `c_${password}`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/most common/);
    },
  );

  it("refuses a short password with the client's wording", async () => {
    const res = await register({ email: 'short@example.com', username: 'shorty', password: 'abc1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Password must be at least 8 characters long',
      code: 'VALIDATION',
    });
  });

  it('accepts a 64-character passphrase with no composition rules', async () => {
    const password = 'all lower case words and spaces are fine for a long passphrase k';
    expect(password).toHaveLength(64);
    const res = await register({ email: 'long@example.com', username: 'long_pass', password });
    expect(res.statusCode).toBe(201);
    expect((await login('long@example.com', password)).statusCode).toBe(200);
  });
});

describe('enumeration-safe login', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login('nobody@attune.london', 'whatever-it-is');
    const wrong = await login(maya.email, 'whatever-it-is');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('does the same argon2 work for an unknown e-mail as for a wrong password', async () => {
    const verify = vi.mocked(argon2.verify);
    const costOf = async (email: string) => {
      verify.mockClear();
      await login(email, 'definitely-wrong');
      // One verification per attempt, against a hash whose parameters set its cost.
      expect(verify).toHaveBeenCalledTimes(1);
      return String(verify.mock.calls[0]?.[0]).split('$').slice(1, 4).join('$');
    };
    const unknown = await costOf('ghost@attune.london');
    const wrong = await costOf(DEMO_ACCOUNTS.tom.email);
    expect(unknown).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(unknown).toBe(wrong);
  });
});

describe('failed-login limits', () => {
  it('refuses an attacker after 10 failures from one address, while the owner elsewhere signs in first time', async () => {
    const owner = 'target@example.com';
    const password = 'only the owner knows';
    expect((await register({ email: owner, username: 'target', password })).statusCode).toBe(201);
    const attacker = '10.7.7.7';
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push((await login(owner, `wrong-${i}`, attacker)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(40).fill(429));
    const blocked = await login(owner, password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts\. Please wait 15 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The owner, from their own address, is let in at the first try.
    expect((await login(owner, password, '10.7.7.8')).statusCode).toBe(200);
  });

  it('answers 429 to an address after 30 failures across accounts, and only to that address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      expect((await login(`sprayed${i}@example.com`, 'letmein-now', ip)).statusCode).toBe(401);
    }
    const blocked = await login(maya.email, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(/Too many failed sign-in attempts/),
      code: 'RATE_LIMITED',
    });
    expect((await login(maya.email, DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 35; i++) {
      expect((await login(DEMO_ACCOUNTS.tom.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
  });
});
