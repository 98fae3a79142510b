import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Studio } from '../../src/common/schemas/studio';
import { bearer, type TestUser } from '../helpers/fixtures';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Issue 30: a studio without an active class that has an upcoming session is a draft. It is in no
// public list, its page is a 404 to everyone but its owner, and it becomes public by itself once a
// class has a session to come. The clock is the test's, so "upcoming" can pass.

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let now = new Date();

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld({ clock: () => now }));
});
afterAll(() => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const ids = async (url: string) => ((await get(url)).json() as Array<{ id: string }>).map((row) => row.id);
const studioNamed = (name: string) =>
  addStudioAs(t, owner.token, { name, address: '3 Draft Lane', postcode: 'E2 7RG', serviceTypes: ['yoga'] });

/** Every public list a studio or its classes could show in: studios, search, home, catalogue. */
async function expectListed(studioId: string, classId: string | undefined, listed: boolean) {
  const studios = [
    ...(await ids('/api/studios?limit=100')),
    ...(await ids('/api/studios?q=Lantern&limit=100')),
    ...(await ids('/api/studios?location=E2&limit=100')),
    ...(await ids('/api/studios?limit=3')),
  ];
  expect(studios.includes(studioId)).toBe(listed);
  const total = (await get('/api/studios?q=Lantern')).headers['x-total-count'];
  expect(total).toBe(listed ? '1' : '0');
  if (!classId) return;
  const classes = [
    ...(await ids('/api/classes?limit=100')),
    ...(await ids('/api/classes?q=Lantern&limit=100')),
    ...(await ids('/api/classes?sort=soonest&limit=100')),
    ...(await ids('/api/classes?limit=3')),
  ];
  expect(classes.includes(classId)).toBe(listed);
}

describe('a draft studio', () => {
  it('is in no public list and a 404 to the public, another owner and a student; its owner sees it with isPublic false', async () => {
    const studioId = await studioNamed('Lantern Yoga');
    await expectListed(studioId, undefined, false);
    for (const token of [undefined, otherOwner.token, student.token, 'not-a-live-token']) {
      const res = await get(`/api/studios/${studioId}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
    }
    const own = await get(`/api/studios/${studioId}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: studioId, isPublic: false, classes: [] });
    expect(own.headers['cache-control']).toBe('private, no-store');
    const mine = (await get('/api/owner/studios', owner.token)).json() as Array<
      Studio & { isPublic: boolean }
    >;
    expect(mine.find((s) => s.id === studioId)?.isPublic).toBe(false);
  });

  it('stays a draft with a class but no session, becomes public with an upcoming one, and a draft again once it has passed', async () => {
    const studioId = await studioNamed('Lantern Yoga Two');
    const cls = await addClassTo(t, owner.token, studioId, { title: 'Lantern Flow' });
    await expectListed(studioId, cls.id, false);
    expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(404);

    await scheduleAs(t, owner.token, cls.id, 2);
    await expectListed(studioId, cls.id, true);
    const page = await get(`/api/studios/${studioId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ isPublic: true, classes: [{ id: cls.id }] });
    const mine = (await get('/api/owner/studios', owner.token)).json() as Array<{
      id: string;
      isPublic: boolean;
    }>;
    expect(mine.find((s) => s.id === studioId)?.isPublic).toBe(true);

    // Three hours on, the only session has started: nothing to book, so a draft again.
    const before = now;
    now = new Date(before.getTime() + 3 * 3_600_000);
    try {
      await expectListed(studioId, cls.id, false);
      expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(404);
      expect((await get(`/api/studios/${studioId}`, owner.token)).json().isPublic).toBe(false);
    } finally {
      now = before;
    }
  });

  it('stays public once its next session has started, while a later one is still to come, and with the clock behind the database', async () => {
    // The catalogue reads each class's stored next session (docs/decisions/0046); when that has
    // passed, or the app's clock is behind the instant it was taken, the sessions themselves answer.
    const studioId = await studioNamed('Lantern Yoga Four');
    const cls = await addClassTo(t, owner.token, studioId, { title: 'Lantern Later' });
    await scheduleAs(t, owner.token, cls.id, 2);
    await scheduleAs(t, owner.token, cls.id, 50);
    /** In the studio list, in the class list, and its page answered: all three, or none. */
    const shown = async () => [
      (await ids('/api/studios?limit=100')).includes(studioId),
      (await ids('/api/classes?limit=100')).includes(cls.id),
      (await get(`/api/studios/${studioId}`)).statusCode === 200,
    ];
    expect(await shown()).toEqual([true, true, true]);
    const before = now;
    try {
      // Three hours on: the stored next session has started, the one two days later has not.
      now = new Date(before.getTime() + 3 * 3_600_000);
      expect(await shown()).toEqual([true, true, true]);
      // A day behind the database's clock: both sessions are still to come.
      now = new Date(before.getTime() - 24 * 3_600_000);
      expect(await shown()).toEqual([true, true, true]);
      // Three days on, both have passed: a draft.
      now = new Date(before.getTime() + 72 * 3_600_000);
      expect(await shown()).toEqual([false, false, false]);
    } finally {
      now = before;
    }
  });

  it('an archived class or a cancelled session does not make it public', async () => {
    const studioId = await studioNamed('Lantern Yoga Three');
    const archived = await addClassTo(t, owner.token, studioId, { title: 'Lantern Archive' });
    await scheduleAs(t, owner.token, archived.id, 30);
    expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(200);
    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${archived.id}`,
      headers: bearer(owner.token),
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(404);

    const cls = await addClassTo(t, owner.token, studioId, { title: 'Lantern Cancel' });
    const sessionId = await scheduleAs(t, owner.token, cls.id, 30);
    expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(owner.token),
      payload: { reason: 'Teacher unwell' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await get(`/api/studios/${studioId}`)).statusCode).toBe(404);
  });
});
