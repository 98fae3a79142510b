import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestUser } from '../helpers/fixtures';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Favourites (issue 34): PUT and DELETE are idempotent; GET answers the lists' shapes, and only what
// is still in the catalogue.

let t: TestApp;
let owner: TestUser;
let student: TestUser;
let studioId: string;
let classId: string;
let draftStudioId: string;

beforeAll(async () => {
  const world = await createOwnerWorld();
  ({ t, owner, student } = world);
  studioId = await addStudioAs(t, owner.token, {
    name: 'Saved Rooms',
    address: '1 Fournier Street',
    postcode: 'E1 6QE',
  });
  classId = (await addClassTo(t, owner.token, studioId, { title: 'Saved Flow' })).id;
  await scheduleAs(t, owner.token, classId);
  draftStudioId = await addStudioAs(t, owner.token, {
    name: 'Draft Rooms',
    address: '2 Elder Street',
    postcode: 'E1 6BT',
  });
});
afterAll(() => t?.close());

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token: string | undefined = student.token) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {} });
}

const favourites = async (token = student.token) => (await call('GET', '/api/user/favourites', token)).json();

describe('favourites', () => {
  it('starts empty', async () => {
    expect(await favourites()).toEqual({ studios: [], classes: [] });
  });

  it('saves a studio and a class, twice changing nothing, in the list shapes', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await call('PUT', `/api/user/favourites/studios/${studioId}`)).statusCode).toBe(204);
      expect((await call('PUT', `/api/user/favourites/classes/${classId}`)).statusCode).toBe(204);
    }
    const saved = await favourites();
    expect(saved.studios).toHaveLength(1);
    expect(saved.studios[0]).toMatchObject({ id: studioId, name: 'Saved Rooms', rating: expect.any(String) });
    expect(saved.classes).toHaveLength(1);
    const [cls] = saved.classes;
    const listed = (await call('GET', '/api/classes?q=saved', '')).json()[0];
    expect(cls).toEqual(listed);
  });

  it('forgets a save, and forgetting again is the same success', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/api/user/favourites/studios/${studioId}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/user/favourites/classes/${classId}`)).statusCode).toBe(204);
    }
    expect(await favourites()).toEqual({ studios: [], classes: [] });
  });

  it('keeps each student’s saves their own', async () => {
    await call('PUT', `/api/user/favourites/classes/${classId}`);
    expect((await favourites(owner.token)).classes).toEqual([]);
    expect((await favourites()).classes).toHaveLength(1);
  });

  it('is a 404 for what the public cannot see or does not exist, and 401 without a token', async () => {
    expect((await call('PUT', `/api/user/favourites/studios/${draftStudioId}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/user/favourites/classes/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const bad = await call('PUT', '/api/user/favourites/studios/not-a-uuid');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Studio not found' });
    expect((await call('DELETE', '/api/user/favourites/classes/nope')).statusCode).toBe(404);
    expect((await call('GET', '/api/user/favourites', '')).statusCode).toBe(401);
    expect((await call('PUT', `/api/user/favourites/classes/${classId}`, '')).statusCode).toBe(401);
  });

  it('leaves out a saved class once it is archived', async () => {
    await call('PUT', `/api/user/favourites/classes/${classId}`);
    await call('PUT', `/api/user/favourites/studios/${studioId}`);
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}?cancelSessions=true`,
      headers: bearer(owner.token),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const saved = await favourites();
    expect(saved.classes).toEqual([]);
    // Its studio has no class left to book: a draft again, out of the saved list too.
    expect(saved.studios).toEqual([]);
  });
});
