import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../helpers/dates';
import { bearer, bookPlace, createUserWithToken } from '../helpers/fixtures';
import {
  HOUR,
  keptWorld,
  outcomeCounts,
  publicClass,
  restorePlaces,
  takePlacesUnnoted,
  withFloorPastNow,
} from '../helpers/kept-world';

// Lists kept by snapshot (docs/decisions/0113): a page of the class or studio list is given again for
// the same query while no transaction has changed the catalogue or what is noted for one of its
// classes, and no scheduled session has started; it is computed afresh otherwise. Each test first
// shows an answer kept (a change the triggers are kept from noting is not seen), then that a noted
// change or the clock has it computed again, and that the answer then given, headers too, is the one
// computed afresh. "With places" and a list near a place are never kept. A page of classes is sent as
// its kept cards' bytes, tagged by their digests (docs/decisions/0115): the same tag whether the page
// was kept or computed, and a new one when a card changes.

const world = keptWorld(daysFromToday(3));

/** The list answers given again and computed so far, as /metrics reports them. */
const listCounts = () => outcomeCounts(world, 'attune_kept_lists_total', ['kept', 'computed'] as const);

interface Answer {
  body: string;
  etag: string | undefined;
  total: string | undefined;
  link: string | undefined;
}

async function answer(url: string): Promise<Answer> {
  const res = await world.t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return {
    body: res.body,
    etag: res.headers.etag as string | undefined,
    total: res.headers['x-total-count'] as string | undefined,
    link: res.headers.link as string | undefined,
  };
}

/** The status of a revalidation of `url` with `etag`. */
const revalidated = async (url: string, etag: string | undefined) =>
  (await world.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } })).statusCode;

/** The places taken of each listed session of `classId`, as the list at `url` shows them. */
async function placesIn(url: string, classId: string): Promise<number[] | undefined> {
  const cards = JSON.parse((await answer(url)).body) as Array<{
    id: string;
    upcomingSessions: Array<{ currentParticipants: number }>;
  }>;
  return cards.find((c) => c.id === classId)?.upcomingSessions.map((s) => s.currentParticipants);
}

/** The answer given now is the one computed afresh: the floor raised has it computed again. */
async function expectComputedAlike(url: string) {
  const given = await answer(url);
  await withFloorPastNow(world, async () => {
    const before = await listCounts();
    expect(await answer(url)).toEqual(given);
    expect((await listCounts()).computed).toBe(before.computed + 1);
  });
}

const owned = (url: string, payload: object) =>
  world.t.app.inject({ method: 'PATCH', url, headers: bearer(world.owner.token), payload });

describe('kept lists', () => {
  it('gives a page of classes again until one of its classes’ places, or the catalogue, changes', async () => {
    await publicClass(world, 'Kept List Cheaper', [30]);
    const { classId, sessionIds } = await publicClass(world, 'Kept List Yoga', [30], { price: '90.00' });
    const [sessionId] = sessionIds as [string];
    // The dearest class, one a page: a next page follows.
    const url = '/api/classes?limit=1&sort=price-desc';
    const first = await answer(url);
    expect(first.link).toContain('cursor=');
    expect(await placesIn(url, classId)).toEqual([0]);

    // Unnoted, a place taken does not show: the answer is given again whole, its headers too.
    await takePlacesUnnoted(world, sessionId, 2);
    const counted = await listCounts();
    expect(await answer(url)).toEqual(first);
    expect(await listCounts()).toEqual({ kept: counted.kept + 1, computed: counted.computed });
    // Another query is its own answer, computed now (its cards kept, docs/decisions/0109).
    await answer('/api/classes?limit=2&sort=price-desc');
    expect(await listCounts()).toEqual({ kept: counted.kept + 1, computed: counted.computed + 1 });
    await restorePlaces(world, sessionId, 0);

    // A booking of a listed class: computed again, with its place taken.
    const student = await createUserWithToken(world.t.database.db);
    expect((await bookPlace(world.t.app, student.token, sessionId, '90.00')).statusCode).toBe(201);
    expect(await placesIn(url, classId)).toEqual([1]);
    // Its card changed, so its tag did: the old one no longer validates, the new one does.
    const booked = await answer(url);
    expect(booked.etag).toMatch(/^"[\w-]{27}"$/);
    expect(booked.etag).not.toBe(first.etag);
    expect(await revalidated(url, first.etag)).toBe(200);
    expect(await revalidated(url, booked.etag)).toBe(304);

    // A catalogue change elsewhere: a new class dearer than every other tops the list.
    const dearer = await publicClass(world, 'Kept List Dearest', [30], { price: '95.00' });
    const cards = JSON.parse((await answer(url)).body) as Array<{ id: string }>;
    expect(cards.map((c) => c.id)).toEqual([dearer.classId]);
    await expectComputedAlike(url);
  });

  it('computes a page again once a scheduled session has started, and never keeps "with places"', async () => {
    const { classId, sessionIds } = await publicClass(world, 'Starting List Yoga', [2, 40]);
    const [, second] = sessionIds as [string, string];
    const url = '/api/classes?limit=100&serviceType=yoga';
    expect(await placesIn(url, classId)).toEqual([0, 0]);

    await takePlacesUnnoted(world, second, 3);
    world.now = new Date(world.now.getTime() + HOUR);
    expect(await placesIn(url, classId)).toEqual([0, 0]);
    // With places: computed every time it is asked (its cards may be kept, docs/decisions/0109).
    const withPlaces = await listCounts();
    await answer(`${url}&availability=available`);
    await answer(`${url}&availability=available`);
    expect(await listCounts()).toEqual({ kept: withPlaces.kept, computed: withPlaces.computed + 2 });
    // Only the clock passes the first session's start: computed again.
    world.now = new Date(world.now.getTime() + 2 * HOUR);
    expect(await placesIn(url, classId)).toEqual([3]);
    // A clock set back is never given an answer computed later.
    world.now = new Date(world.now.getTime() - 2 * HOUR);
    expect(await placesIn(url, classId)).toEqual([0, 3]);
    world.now = new Date(world.now.getTime() + 2 * HOUR);
    await restorePlaces(world, second, 0);
    await expectComputedAlike(url);
  });

  it('gives a page of studios again until the catalogue changes', async () => {
    const { studioId } = await publicClass(world, 'Kept List Studio', [30]);
    const url = '/api/studios?limit=100&sort=name';
    const names = async () =>
      (JSON.parse((await answer(url)).body) as Array<{ name: string }>).map((s) => s.name);
    expect(await names()).toContain('Kept List Studio');
    expect((await owned(`/api/studios/${studioId}`, { name: 'Kept List Studio Renamed' })).statusCode).toBe(
      200,
    );
    expect(await names()).toContain('Kept List Studio Renamed');
    await expectComputedAlike(url);
  });
});
