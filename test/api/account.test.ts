import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  balanceEntries,
  bookingRefunds,
  bookings,
  notifications,
  passes,
  passwordResetTokens,
  sessions,
  users,
} from '../../src/server/db/schema';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { hashToken } from '../../src/server/modules/auth/tokens';
import {
  bearer,
  createOwnerWithToken,
  createSession,
  createUsersWithTokens,
  insertBookings,
  payFor,
} from '../helpers/fixtures';
import { buy, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'a calm long walk';
let nextIp = 1;
const inject = (method: string, url: string, token?: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload,
    remoteAddress: `10.30.0.${nextIp++ % 250}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

async function signIn(email: string, password = PASSWORD, userAgent = 'Test Browser') {
  const res = await inject(
    'POST',
    '/api/auth/login',
    undefined,
    { email, password },
    { 'user-agent': userAgent },
  );
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

let n = 0;
async function newAccount() {
  n++;
  const email = `account-${n}@example.com`;
  const res = await inject(
    'POST',
    '/api/auth/register',
    undefined,
    { email, username: `account_${n}`, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    { 'user-agent': 'Test Browser' },
  );
  expect(res.statusCode).toBe(201);
  // Sign-up signs in: the account starts with this one device.
  return { email, id: res.json().user.id as string, token: res.json().token as string };
}

describe('idle timeout', () => {
  it('ends a token unused for 14 days, though its 30 days are not over', async () => {
    const { token } = await newAccount();
    const set = (days: number) =>
      t.database.db
        .update(authTokens)
        .set({ lastUsedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(authTokens.tokenHash, hashToken(token)));
    await set(13);
    expect((await inject('GET', '/api/user/profile', token)).statusCode).toBe(200);
    // Using it marked it used again.
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await set(15);
    expect((await inject('GET', '/api/user/profile', token)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/bookings', token)).statusCode).toBe(401);
    const { sessionId } = await createSession(t.database.db);
    const booking = await inject('POST', '/api/bookings', token, { sessionId, amountPaid: '18.00' });
    expect(booking.statusCode).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists them with this device marked, signs one out, then everywhere else', async () => {
    const { email, token: first } = await newAccount();
    const second = await signIn(email, PASSWORD, 'Phone Browser');
    const third = await signIn(email, PASSWORD, 'Tablet Browser');
    const list = await inject('GET', '/api/user/sessions', second);
    expect(list.statusCode).toBe(200);
    const devices = list.json();
    expect(devices).toHaveLength(3);
    expect(devices.filter((d: { current: boolean }) => d.current)).toEqual([
      expect.objectContaining({ userAgent: 'Phone Browser', current: true }),
    ]);
    expect(JSON.stringify(devices)).not.toContain(second);

    const tablet = devices.find((d: { userAgent: string }) => d.userAgent === 'Tablet Browser');
    expect((await inject('DELETE', `/api/user/sessions/${tablet.id}`, second)).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/profile', third)).statusCode).toBe(401);

    expect((await inject('DELETE', '/api/user/sessions', second)).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/profile', first)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/profile', second)).statusCode).toBe(200);
  });

  it("answers 404 for another person's device", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const [bDevice] = (await inject('GET', '/api/user/sessions', b.token)).json();
    expect((await inject('DELETE', `/api/user/sessions/${bDevice.id}`, a.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/user/profile', b.token)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password, refuses weak ones, and signs every other device out', async () => {
    const { email, token } = await newAccount();
    const other = await signIn(email);
    const change = (body: object) => inject('POST', '/api/user/password', token, body);
    expect(
      (await change({ currentPassword: 'not it at all', newPassword: 'a brand new phrase' })).json(),
    ).toEqual({
      message: 'Current password is incorrect.',
      code: 'PASSWORD_INCORRECT',
    });
    expect((await change({ currentPassword: PASSWORD, newPassword: 'short' })).json()).toEqual({
      message: 'New password must be at least 8 characters long',
      code: 'VALIDATION',
    });
    expect((await change({ currentPassword: PASSWORD, newPassword: 'password1' })).statusCode).toBe(400);
    const ok = await change({ currentPassword: PASSWORD, newPassword: 'a brand new phrase' });
    expect(ok.statusCode).toBe(200);
    expect((await inject('GET', '/api/user/profile', other)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/profile', token)).statusCode).toBe(200);
    expect(
      (await inject('POST', '/api/auth/login', undefined, { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(email, 'a brand new phrase');
  });
});

describe('password change and the other credentials', () => {
  it('voids reset links sent before it, and says whether a calendar feed still works', async () => {
    const { email, id, token } = await newAccount();
    expect((await inject('POST', '/api/auth/password-reset', undefined, { email })).statusCode).toBe(202);
    const links = () =>
      t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect((await links()).map((l) => l.usedAt)).toEqual([null]);
    const change = (body: object) => inject('POST', '/api/user/password', token, body);
    const first = await change({ currentPassword: PASSWORD, newPassword: 'a brand new phrase' });
    expect(first.statusCode).toBe(200);
    expect(first.json().calendarFeedActive).toBe(false);
    expect((await links()).every((l) => l.usedAt !== null)).toBe(true);

    expect((await inject('POST', '/api/user/calendar-feed', token)).statusCode).toBe(201);
    const second = await change({
      currentPassword: 'a brand new phrase',
      newPassword: 'another calm phrase',
    });
    expect(second.json()).toEqual({
      message: 'Your password has been changed. Other devices have been signed out.',
      calendarFeedActive: true,
    });
  });
});

describe('password re-checks', () => {
  const fixed = (method: string, url: string, token: string, payload: object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      remoteAddress: '10.31.0.1',
      headers: bearer(token),
    });

  it('are behind the sign-in throttle per account: the 11th wrong password is a 429, for either route and sign-in', async () => {
    const { email, token } = await newAccount();
    const wrong = { currentPassword: 'not it at all', newPassword: 'a brand new phrase' };
    for (let i = 0; i < 10; i++) {
      expect((await fixed('POST', '/api/user/password', token, wrong)).statusCode).toBe(400);
    }
    const refused = await fixed('POST', '/api/user/password', token, wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    // The same counter: deleting the account, and signing in, from there wait too.
    expect((await fixed('DELETE', '/api/user', token, { password: PASSWORD })).statusCode).toBe(429);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.31.0.1',
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe('PATCH /api/user/profile', () => {
  it('changes the fields sent and keeps the others', async () => {
    const { token } = await newAccount();
    const res = await inject('PATCH', '/api/user/profile', token, {
      firstName: 'Grace',
      phone: '+44 20 7946 0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace', phone: '+44 20 7946 0000' });
    expect((await inject('GET', '/api/user/profile', token)).json()).toMatchObject({ firstName: 'Grace' });
  });

  it.each([
    [
      { username: DEMO_ACCOUNTS.maya.username.toUpperCase() },
      409,
      'This username is already taken. Please choose another.',
      'USERNAME_TAKEN',
    ],
    [{ firstName: 'x'.repeat(51) }, 400, 'First name must be at most 50 characters', 'VALIDATION'],
    [{ lastName: '<b>' }, 400, 'Last name contains characters that are not allowed', 'VALIDATION'],
    [
      { username: 'no spaces allowed' },
      400,
      'Username may only contain letters, numbers, dots, dashes and underscores',
      'VALIDATION',
    ],
    [{ phone: 'call me' }, 400, 'Phone may only contain digits, spaces, +, ( ) and -', 'VALIDATION'],
  ])('refuses %o with %i', async (body, status, message, code) => {
    const { token } = await newAccount();
    const res = await inject('PATCH', '/api/user/profile', token, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, code });
  });

  it.each([[{}], [{ email: 'someone.else@example.com', userType: 'studio' }]])(
    'answers %o, which changes nothing, with the profile as it is',
    async (body) => {
      const { token } = await newAccount();
      const before = (await inject('GET', '/api/user/profile', token)).json();
      const res = await inject('PATCH', '/api/user/profile', token, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(before);
      expect((await inject('GET', '/api/user/profile', token)).json()).toEqual(before);
    },
  );

  it('lets a person keep their own username in another case', async () => {
    const { token } = await newAccount();
    const res = await inject('PATCH', '/api/user/profile', token, { username: `ACCOUNT_${n}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/user/export', () => {
  it('is a JSON download of what is held about the caller, without secrets', async () => {
    const { token, email } = await newAccount();
    const { sessionId } = await createSession(t.database.db);
    const booked = await inject('POST', '/api/bookings', token, { sessionId, amountPaid: '18.00' });
    expect(booked.statusCode).toBe(201);
    // Paid at checkout, so the export shows it confirmed.
    expect((await payFor(t.app, token, booked.json().id)).statusCode).toBe(200);
    const res = await inject('GET', '/api/user/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="attune-data.json"');
    const data = res.json();
    expect(data.account).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(data.bookings).toEqual([
      expect.objectContaining({ status: 'confirmed', classTitle: 'Test Flow' }),
    ]);
    expect(data.devices).toHaveLength(1);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(token);
  });
});

describe('DELETE /api/user', () => {
  it('cancels upcoming bookings, frees their places, keeps past ones without a name, revokes every token and deletes notifications', async () => {
    const { id, email, token } = await newAccount();
    const other = await signIn(email);
    const upcoming = await createSession(t.database.db, { maxParticipants: 3 });
    expect(
      (await inject('POST', '/api/bookings', token, { sessionId: upcoming.sessionId, amountPaid: '18.00' }))
        .statusCode,
    ).toBe(201);
    const past = await createSession(t.database.db, { startsInMs: -86_400_000 });
    await t.database.db
      .insert(bookings)
      .values({ userId: id, sessionId: past.sessionId, status: 'completed', amountPaid: '18.00' });

    await t.database.db
      .insert(notifications)
      .values({ userId: id, kind: 'booking-confirmed', title: 'Booked: Test Flow', body: 'Tomorrow.' });
    expect((await inject('POST', '/api/auth/password-reset', undefined, { email })).statusCode).toBe(202);
    expect(
      await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)),
    ).toHaveLength(1);

    const wrong = await inject('DELETE', '/api/user', token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Password is incorrect.', code: 'PASSWORD_INCORRECT' });

    const res = await inject('DELETE', '/api/user', token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);

    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, upcoming.sessionId));
    expect(session?.currentParticipants).toBe(0);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.userId, id));
    expect(rows.map((b) => [b.sessionId, b.status]).sort()).toEqual(
      [
        [upcoming.sessionId, 'cancelled'],
        [past.sessionId, 'completed'],
      ].sort(),
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ firstName: null, lastName: null, phone: null });
    expect(user?.email).not.toBe(email);
    expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, id))).toEqual([]);
    // Nothing that told this person anything is kept: the bell's entries and the unused reset link.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    expect(
      await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)),
    ).toEqual([]);
    for (const tk of [token, other])
      expect((await inject('GET', '/api/user/profile', tk)).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/auth/login', undefined, { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    // The e-mail is free for a new account.
    expect(
      (
        await inject('POST', '/api/auth/register', undefined, {
          email,
          username: `again_${n}`,
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(201);
  });

  // Issue 63: the deletion's full refund came on top of an operator's earlier partial refund.
  it("refunds a place paid from the gift balance only what an operator's refund left", async () => {
    const { id, token } = await newAccount();
    const [operator] = await createUsersWithTokens(t.database.db, 1);
    const { sessionId } = await createSession(t.database.db);
    const [bookingId] = await insertBookings(t.database.db, sessionId, [id], {
      paidAt: new Date(),
      paymentReference: 'balance_paid-before',
    });
    // As the app records it: a gift card's £18.00 credited, spent on the place, then the operator's
    // £13.50 given back to the balance (the ledger is what says a payment came from the balance,
    // docs/decisions/0127).
    const [refund] = await t.database.db
      .insert(bookingRefunds)
      .values({
        bookingId: bookingId as string,
        amount: '13.50',
        reason: 'The heating failed.',
        operatorId: operator?.id as string,
        createdAt: new Date(),
      })
      .returning({ id: bookingRefunds.id });
    await t.database.db.insert(balanceEntries).values([
      { userId: id, amount: '18.00', reference: 'gift-card:paid-before' },
      { userId: id, amount: '-18.00', reference: `booking:${bookingId}` },
      { userId: id, amount: '13.50', reference: `refund:booking:${bookingId}:${refund?.id}` },
    ]);

    expect((await inject('DELETE', '/api/user', token, { password: PASSWORD })).statusCode).toBe(200);

    const credited = await t.database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, id));
    expect(
      credited.filter((e) => e.reference === `refund:booking:${bookingId}`).map((e) => e.amount),
    ).toEqual(['4.50']);
  });

  // Issue 69: owners saw deleted-…@deleted.invalid, and the person's pass still counted as active.
  it('shows owners a "Former member", and ends their passes so no studio counts them active', async () => {
    const owner = await createOwnerWithToken(t.database.db);
    const visited = await sessionOf(t, owner);
    const pack = await sell(t, owner, visited.studioId);
    const student = await newAccount();
    await buy(t, student, pack.id);
    const yesterday = Date.now() - 86_400_000;
    const [past] = await t.database.db
      .insert(sessions)
      .values({
        classId: visited.classId,
        startTime: new Date(yesterday),
        endTime: new Date(yesterday + 3_600_000),
      })
      .returning({ id: sessions.id });
    await insertBookings(t.database.db, past?.id as string, [student.id], { status: 'completed' });
    const seen = async () => ({
      clients: (await inject('GET', '/api/owner/clients', owner.token)).json(),
      products: (await inject('GET', `/api/owner/products?studioId=${visited.studioId}`, owner.token)).json(),
      bookings: await inject('GET', '/api/owner/bookings', owner.token),
    });
    const before = await seen();
    expect(before.clients).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: student.email, activePasses: 1 }),
    ]);
    expect(before.products).toEqual([expect.objectContaining({ sold: 1, activePasses: 1 })]);

    expect((await inject('DELETE', '/api/user', student.token, { password: PASSWORD })).statusCode).toBe(200);

    const after = await seen();
    expect(after.clients).toEqual([
      expect.objectContaining({
        userId: student.id,
        name: 'Former member',
        email: '',
        activePasses: 0,
        visits: 1,
      }),
    ]);
    expect(after.products).toEqual([expect.objectContaining({ sold: 1, activePasses: 0 })]);
    expect(after.bookings.json().bookings ?? after.bookings.json()).toEqual([
      expect.objectContaining({
        student: expect.objectContaining({ firstName: 'Former member', email: '' }),
      }),
    ]);
    expect(after.bookings.body).not.toContain('deleted');
    // Nothing of theirs renews or can be booked with.
    const [pass] = await t.database.db.select().from(passes).where(eq(passes.userId, student.id));
    expect(pass).toMatchObject({ status: 'cancelled', renewsAt: null });
  });
});
