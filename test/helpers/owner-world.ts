import { expect } from 'vitest';
import { bearer, createOwnerWithToken, createUserWithToken, type TestUser } from './fixtures';
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

export async function createOwnerWorld(): Promise<OwnerWorld> {
  const t = await createTestApp({ seed: false });
  return {
    t,
    owner: await createOwnerWithToken(t.database.db),
    otherOwner: await createOwnerWithToken(t.database.db),
    student: await createUserWithToken(t.database.db),
  };
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
