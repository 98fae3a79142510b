import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import { bearer, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [ada, bob] = (await createUsersWithTokens(t.database.db, 2)) as [TestUser, TestUser];
});
afterAll(() => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

/** Notifications as the outbox makes them; written directly here to test the list on its own. */
async function give(user: TestUser, n: number, from = Date.now() - n * 60_000) {
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        kind: 'booking-confirmed',
        title: `Booked: class ${i}`,
        body: 'Test Studio, Tue 1 Dec, 18:30.',
        href: `/booking/${crypto.randomUUID()}`,
        createdAt: new Date(from + i * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

describe('GET /api/user/notifications', () => {
  it('is for signed-in users only', async () => {
    expect((await get('/api/user/notifications')).statusCode).toBe(401);
    expect((await send('POST', '/api/user/notifications/read', undefined, { all: true })).statusCode).toBe(
      401,
    );
    expect((await get('/api/user/notification-preferences')).statusCode).toBe(401);
  });

  it('pages the caller own notifications newest first with the unread count', async () => {
    const ids = await give(ada, 25);
    await give(bob, 3);
    const first = await get('/api/user/notifications', ada.token);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(20);
    expect(page.unreadCount).toBe(25);
    expect(page.items[0]).toEqual({
      id: ids[24],
      kind: 'booking-confirmed',
      title: 'Booked: class 24',
      body: 'Test Studio, Tue 1 Dec, 18:30.',
      href: expect.stringMatching(/^\/booking\/[0-9a-f-]{36}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      readAt: null,
    });
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(`/api/user/notifications?limit=20&cursor=${encodeURIComponent(page.nextCursor)}`, ada.token)
    ).json();
    expect(second.items.map((n: { id: string }) => n.id)).toEqual(ids.slice(0, 5).reverse());
    expect(second.nextCursor).toBeNull();
    const small = (await get('/api/user/notifications?limit=1', ada.token)).json();
    expect(small.items).toHaveLength(1);
  });

  it('refuses a bad limit or cursor with a 400 naming the field', async () => {
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const res = await get(`/api/user/notifications?limit=${limit}`, ada.token);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toBe('limit must be a number from 1 to 50');
    }
    for (const cursor of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url')]) {
      const res = await get(`/api/user/notifications?cursor=${cursor}`, ada.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^cursor is not valid/);
    }
  });
});

describe('POST /api/user/notifications/read', () => {
  it('marks the ids given read, ignores anyone else’s, then all', async () => {
    const [carol] = await createUsersWithTokens(t.database.db, 1);
    if (!carol) throw new Error('no user');
    const mine = await give(carol, 3);
    const theirs = await give(bob, 1);
    const res = await send('POST', '/api/user/notifications/read', carol.token, {
      ids: [mine[0], ...theirs, 'not-a-uuid'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 2 });
    // Bob's stays unread: nobody marks another's notifications.
    const bobs = (await get('/api/user/notifications?limit=50', bob.token)).json();
    expect(bobs.items.find((n: { id: string }) => n.id === theirs[0]).readAt).toBeNull();
    const list = (await get('/api/user/notifications', carol.token)).json();
    expect(list.items.find((n: { id: string }) => n.id === mine[0]).readAt).toEqual(expect.any(String));
    expect((await send('POST', '/api/user/notifications/read', carol.token, { all: true })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await get('/api/user/notifications', carol.token)).json().unreadCount).toBe(0);
  });

  it('refuses a body with neither ids nor all', async () => {
    for (const body of [{}, { ids: [] }, { ids: 'x' }, { all: false }]) {
      const res = await send('POST', '/api/user/notifications/read', ada.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/ids|all/);
    }
  });
});

describe('notification preferences', () => {
  it('are both on by default, and change together', async () => {
    const initial = await get('/api/user/notification-preferences', ada.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ reminders: true, reviewInvites: true, digest: true });
    const put = await send('PUT', '/api/user/notification-preferences', ada.token, {
      reminders: false,
      reviewInvites: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ reminders: false, reviewInvites: true, digest: true });
    expect((await get('/api/user/notification-preferences', ada.token)).json()).toEqual({
      reminders: false,
      reviewInvites: true,
      digest: true,
    });
    // An owner's daily summary is switched on its own; a change that leaves it out keeps it.
    const digestOff = await send('PUT', '/api/user/notification-preferences', ada.token, {
      reminders: false,
      reviewInvites: true,
      digest: false,
    });
    expect(digestOff.json()).toEqual({ reminders: false, reviewInvites: true, digest: false });
    // Another account's are its own.
    expect((await get('/api/user/notification-preferences', bob.token)).json()).toEqual({
      reminders: true,
      reviewInvites: true,
      digest: true,
    });
  });

  it('refuses a missing or non-boolean field, naming it', async () => {
    const res = await send('PUT', '/api/user/notification-preferences', ada.token, { reminders: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/reminders/);
    const missing = await send('PUT', '/api/user/notification-preferences', ada.token, { reminders: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/reviewInvites/);
  });
});

describe('inbound mail (the unsubscribe mailto)', () => {
  it('is not there without INBOUND_MAIL_TOKEN (404), whatever is presented', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything-at-all-0123456789' },
      payload: 'Subject: unsubscribe\r\n\r\nhello\r\n',
    });
    expect(res.statusCode).toBe(404);
  });
});
