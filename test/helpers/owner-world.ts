import { expect } from 'vitest';
import type { AppOptions } from '../../src/server/app';
import { sessions } from '../../src/server/db/schema';
import { bearer, createOwnerWithToken, createUserWithToken, payFor, type TestUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * What every owner test starts from: the app on an empty database, a studio owner, a second owner
 * (whose records the first may not touch, and the other way round) and a student.
 */
interface OwnerWorld {
  t: TestApp;
  owner: TestUser;
  otherOwner: TestUser;
  student: TestUser;
}

export async function createOwnerWorld(
  options: Pick<AppOptions, 'clock' | 'metricsToken' | 'serverEntry' | 'clientDir'> = {},
): Promise<OwnerWorld> {
  const t = await createTestApp({ seed: false, ...options });
  return {
    t,
    owner: await createOwnerWithToken(t.database.db),
    otherOwner: await createOwnerWithToken(t.database.db),
    student: await createUserWithToken(t.database.db),
  };
}

/** The owner world with a studio of the owner's (`studio`) and a class in it (`cls`). */
export async function createOwnerWorldWithClass(studio: object, cls: object) {
  const world = await createOwnerWorld();
  const studioId = await addStudioAs(world.t, world.owner.token, studio);
  const classId = await addClassAs(world.t, world.owner.token, studioId, cls);
  return { ...world, studioId, classId };
}

async function created(t: TestApp, token: string, url: string, payload: object): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** POST /api/studios as the owner of `token`: the new studio's id. */
export function addStudioAs(t: TestApp, token: string, studio: object): Promise<string> {
  return created(t, token, '/api/studios', studio);
}

/** POST /api/studios/:id/classes as the owner of `token`: the new class's id. */
export function addClassAs(t: TestApp, token: string, studioId: string, cls: object): Promise<string> {
  return created(t, token, `/api/studios/${studioId}/classes`, cls);
}

/** A class any owner test can add: an hour of yoga in person, £15, ten places. */
export const A_CLASS = {
  title: 'Slow Flow',
  serviceType: 'yoga',
  deliveryMethod: 'in-person',
  duration: 60,
  price: '15.00',
  maxParticipants: 10,
};

/** POST /api/studios/:id/classes with A_CLASS and `changes`, as the owner of `token`: the class as answered. */
export async function addClassTo(t: TestApp, token: string, studioId: string, changes: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/studios/${studioId}/classes`,
    headers: bearer(token),
    payload: { ...A_CLASS, ...changes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * POST /api/classes/:id/sessions as the owner of `token`: one session `hoursAhead` from the app's
 * clock (the owner's route, so the public lists' cache hears of it as it would in use).
 */
export async function scheduleAs(t: TestApp, token: string, classId: string, hoursAhead = 48) {
  const startTime = new Date(t.app.clock().getTime() + hoursAhead * 3_600_000).toISOString();
  return created(t, token, `/api/classes/${classId}/sessions`, { startTime });
}

let sessionsMade = 0;

/**
 * A session of `classId` two days ahead with `students` booked through the real booking route: held
 * (pending) bookings, or confirmed ones when `paid`. Each session starts an hour after the previous
 * one, so two never share a start.
 */
export async function bookedSession(
  t: TestApp,
  classId: string,
  students: number,
  { paid = false, price = '15.00' } = {},
): Promise<string> {
  const start = new Date(Date.now() + 2 * 86_400_000 + sessionsMade++ * 3_600_000);
  const [session] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning();
  for (let i = 0; i < students; i++) {
    const s = await createUserWithToken(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(s.token),
      payload: { sessionId: session?.id, amountPaid: price },
    });
    expect(res.statusCode, res.body).toBe(201);
    if (paid) expect((await payFor(t.app, s.token, res.json().id)).statusCode).toBe(200);
  }
  return session?.id as string;
}

/** The ETag of the public list at `url` as it is now: what a browser's cached copy carries. */
export async function currentEtag(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag as string;
  expect(etag).toBeTruthy();
  return etag;
}

/** Revalidating that copy after an owner's change gets the new list (a 200 that has `id`), not a 304. */
export async function expectRevalidatedListHas(t: TestApp, url: string, etag: string, id: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
  expect(res.statusCode).toBe(200);
  expect(res.json().map((item: { id: string }) => item.id)).toContain(id);
}
