import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED,
} from '../../src/common/schemas/password-reset';
import { outboxEvents, passwordResetTokens } from '../../src/server/db/schema';
import { daysFromToday } from '../helpers/dates';
import { bearer } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let now = new Date(daysFromToday(2, '10:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
});
afterAll(() => t?.close());

const PASSWORD = 'a calm long walk';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

let n = 0;
async function newAccount() {
  n++;
  const email = `reset-${n}@example.com`;
  const reg = await post('/api/auth/register', { email, username: `reset_${n}`, password: PASSWORD });
  expect(reg.statusCode).toBe(201);
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  return { email, id: reg.json().user.id as string, token: login.json().token as string };
}

/** The token the e-mail carries, read from the outbox event the request wrote. */
async function latestToken(userId: string): Promise<string> {
  const rows = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.kind, 'password.reset'));
  const mine = rows
    .filter((r) => (r.payload as { userId: string }).userId === userId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const last = mine.at(-1);
  if (!last) throw new Error('no reset e-mail was recorded');
  return (last.payload as { token: string }).token;
}

describe('password reset', () => {
  it('answers the same for an unknown address, and records nothing for it', async () => {
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const malformed = await post('/api/auth/password-reset', { email: 'not an address' });
    expect(malformed.statusCode).toBe(202);
    expect(malformed.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const { email } = await newAccount();
    const known = await post('/api/auth/password-reset', { email: email.toUpperCase() });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await t.database.db.select().from(passwordResetTokens)).toHaveLength(1);
    const missing = await post('/api/auth/password-reset', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Email is required');
  });

  it('stores only a hash, resets once, and ends every session', async () => {
    const user = await newAccount();
    await post('/api/auth/password-reset', { email: user.email });
    const token = await latestToken(user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(now.getTime() + 30 * 60_000);

    const weak = await post('/api/auth/password-reset/confirm', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters long');
    const done = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'a new quiet morning',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(user.token),
    });
    expect(profile.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'a new quiet morning' })).statusCode,
    ).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'another long phrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
  });

  it('refuses an expired or unknown token', async () => {
    const user = await newAccount();
    await post('/api/auth/password-reset', { email: user.email });
    const token = await latestToken(user.id);
    const issued = now;
    now = new Date(issued.getTime() + 30 * 60_000 + 1000);
    try {
      const late = await post('/api/auth/password-reset/confirm', {
        token,
        newPassword: 'a new quiet morning',
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
    } finally {
      now = issued;
    }
    const unknown = await post('/api/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      newPassword: 'a new quiet morning',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
    // The old password still works: nothing was changed.
    expect((await post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('tells whether a link still works before it is used, and uses nothing up by asking', async () => {
    const user = await newAccount();
    await post('/api/auth/password-reset', { email: user.email });
    const token = await latestToken(user.id);
    const check = (value: string) => post('/api/auth/password-reset/check', { token: value });

    const live = await check(token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ valid: true });
    // Asking twice is harmless: the link still sets the password afterwards.
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check('x'.repeat(43))).json()).toEqual({ valid: false });

    const issued = now;
    now = new Date(issued.getTime() + 30 * 60_000 + 1000);
    try {
      expect((await check(token)).json()).toEqual({ valid: false });
    } finally {
      now = issued;
    }
    const done = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'a new quiet morning',
    });
    expect(done.statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ valid: false });

    const missing = await post('/api/auth/password-reset/check', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token is required/);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const user = await newAccount();
    const time = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/password-reset', { email });
      return performance.now() - started;
    };
    const known = await time(user.email);
    const unknown = await time('nobody-at-all@example.com');
    expect(unknown).toBeGreaterThanOrEqual(240);
    expect(known).toBeGreaterThanOrEqual(240);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
  });
});
