import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from '../../src/common/geo';
import type { ClassListItem } from '../../src/common/schemas/class';
import type { StudioListItem } from '../../src/common/schemas/studio';
import { studios } from '../../src/server/db/schema';
import { bearer, createOwnerWithToken, createSession } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { walkList } from '../helpers/walk-list';

// near, radiusKm and sort=distance on GET /api/classes and GET /api/studios (docs/decisions/0078),
// checked against studios placed at known points far from the seeded London ones, and against the
// whole seeded catalogue with the expected order worked out here from each studio's coordinates.

let t: TestApp;

/** The origin: on Shetland, so the radius filters see only the studios placed below. */
const ORIGIN: LatLng = { lat: 60, lng: -1 };
const NEAR = `near=${ORIGIN.lat},${ORIGIN.lng}`;
const POINTS = {
  a: { lat: 60.01, lng: -1 }, // 1.1 km
  b: { lat: 60, lng: -1.05 }, // 2.8 km
  c: { lat: 60.05, lng: -1.05 }, // 6.3 km
  d: { lat: 60.2, lng: -1 }, // 22.2 km
  e: { lat: 60.6, lng: -1 }, // 66.7 km: beyond the widest radius
};
type Name = keyof typeof POINTS;
const placed: Record<string, { studioId: string; classId: string }> = {};
/** An online class whose studio stands on the origin itself: it still has no distance. */
let online: { studioId: string; classId: string };
/** An in-person class whose studio has no coordinates. */
let unplaced: { studioId: string; classId: string };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const [name, point] of Object.entries(POINTS)) {
    const made = await createSession(db);
    await db
      .update(studios)
      .set({ latitude: point.lat, longitude: point.lng })
      .where(eq(studios.id, made.studioId));
    placed[name] = made;
  }
  online = await createSession(db, { deliveryMethod: 'online' });
  await db
    .update(studios)
    .set({ latitude: ORIGIN.lat, longitude: ORIGIN.lng })
    .where(eq(studios.id, online.studioId));
  unplaced = await createSession(db);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function list<T>(url: string): Promise<T[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T[];
}

const studioOf = (name: Name) => placed[name]?.studioId;
const classOf = (name: Name) => placed[name]?.classId;
const pointOf = (item: { latitude: number | null; longitude: number | null }): LatLng | undefined =>
  item.latitude === null || item.longitude === null ? undefined : { lat: item.latitude, lng: item.longitude };

/** Every page of a list, by following its Link headers. */
const walk = async <T>(first: string): Promise<T[][]> => (await walkList<T>(t.app, first)).pages;

/** The expected order: nearest first, then the items with no distance; ties by id. */
function byDistance<T extends { id: string }>(
  items: T[],
  distance: (item: T) => number | undefined,
): string[] {
  const key = (item: T) => distance(item) ?? Number.POSITIVE_INFINITY;
  return [...items]
    .sort((x, y) => key(x) - key(y) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .map((item) => item.id);
}

const classDistance = (c: ClassListItem) => {
  const point = pointOf(c.studio);
  return c.deliveryMethod === 'online' || !point ? undefined : haversineKm(ORIGIN, point);
};

describe('GET /api/studios with near', () => {
  it('radiusKm keeps the studios within it, nearest first, each with its distance', async () => {
    const within10 = await list<StudioListItem>(`/api/studios?${NEAR}&radiusKm=10&sort=distance`);
    // The online class's studio stands on the origin: as a studio it is a place like any other.
    expect(within10.map((s) => s.id)).toEqual([online.studioId, studioOf('a'), studioOf('b'), studioOf('c')]);
    for (const studio of within10) {
      const point = pointOf(studio);
      expect(point).toBeDefined();
      expect(studio.distanceKm).toBeCloseTo(haversineKm(ORIGIN, point as LatLng), 1);
      expect(Math.abs((studio.distanceKm as number) - haversineKm(ORIGIN, point as LatLng))).toBeLessThan(
        0.05,
      );
    }
    expect(within10[1]?.distanceKm).toBeCloseTo(1.112, 1);

    const within50 = await list<StudioListItem>(`/api/studios?${NEAR}&radiusKm=50&sort=distance`);
    expect(within50.map((s) => s.id)).toEqual([
      online.studioId,
      studioOf('a'),
      studioOf('b'),
      studioOf('c'),
      studioOf('d'),
    ]);
    const within1 = await list<StudioListItem>(`/api/studios?${NEAR}&radiusKm=0.5`);
    expect(within1.map((s) => s.id)).toEqual([online.studioId]);
  });

  it('sort=distance orders the whole catalogue nearest first, unplaced studios last, across pages', async () => {
    const all = await list<StudioListItem>(`/api/studios?near=51.5246,-0.0784&sort=distance&limit=100`);
    const from: LatLng = { lat: 51.5246, lng: -0.0784 };
    expect(all.map((s) => s.id)).toEqual(
      byDistance(all, (s) => {
        const point = pointOf(s);
        return point && haversineKm(from, point);
      }),
    );
    // Shoreditch is nearest to a point on Old Street; the studio with no place comes after all.
    expect(all[0]?.name).toBe('Stillwater Yoga Shoreditch');
    expect(all.at(-1)?.id).toBe(unplaced.studioId);
    expect(all.at(-1)?.distanceKm).toBeNull();
    for (const studio of all) {
      const point = pointOf(studio);
      if (point)
        expect(Math.abs((studio.distanceKm as number) - haversineKm(from, point))).toBeLessThan(0.05);
    }
    const pages = await walk<StudioListItem>(`/api/studios?near=51.5246,-0.0784&sort=distance&limit=4`);
    expect(pages.length).toBe(Math.ceil(all.length / 4));
    expect(pages.flat().map((s) => s.id)).toEqual(all.map((s) => s.id));
  });

  it('without near, a studio carries its coordinates and no distance', async () => {
    const all = await list<StudioListItem>('/api/studios?limit=100');
    const shoreditch = all.find((s) => s.name === 'Stillwater Yoga Shoreditch');
    expect(shoreditch?.latitude).toBeCloseTo(51.526, 2);
    expect(shoreditch?.longitude).toBeCloseTo(-0.0795, 2);
    expect(all.every((s) => !('distanceKm' in s))).toBe(true);
    expect(all.find((s) => s.id === unplaced.studioId)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('GET /api/classes with near', () => {
  it('radiusKm keeps in-person classes within it, nearest first; online classes are left out', async () => {
    const within5 = await list<ClassListItem>(`/api/classes?${NEAR}&radiusKm=5&sort=distance`);
    expect(within5.map((c) => c.id)).toEqual([classOf('a'), classOf('b')]);
    expect(within5[0]?.distanceKm).toBeCloseTo(haversineKm(ORIGIN, POINTS.a), 1);
    expect(Math.abs((within5[1]?.distanceKm as number) - haversineKm(ORIGIN, POINTS.b))).toBeLessThan(0.05);

    const within50 = await list<ClassListItem>(`/api/classes?${NEAR}&radiusKm=50`);
    expect(new Set(within50.map((c) => c.id))).toEqual(
      new Set([classOf('a'), classOf('b'), classOf('c'), classOf('d')]),
    );
  });

  it('sort=distance pages through every class once, in the order the coordinates give', async () => {
    const all = await list<ClassListItem>(`/api/classes?${NEAR}&sort=distance&limit=100`);
    expect(all.length).toBeGreaterThan(20);
    expect(all.map((c) => c.id)).toEqual(byDistance(all, classDistance));
    expect(all.slice(0, 4).map((c) => c.id)).toEqual([
      classOf('a'),
      classOf('b'),
      classOf('c'),
      classOf('d'),
    ]);
    for (const c of all) {
      const expected = classDistance(c);
      if (expected === undefined) expect(c.distanceKm).toBeNull();
      else expect(Math.abs((c.distanceKm as number) - expected)).toBeLessThan(0.05);
    }
    // The online class and the class of the unplaced studio have no distance: after every placed one.
    const tail = all.filter((c) => c.distanceKm === null).map((c) => c.id);
    expect(tail).toContain(online.classId);
    expect(tail).toContain(unplaced.classId);
    expect(all.slice(-tail.length).map((c) => c.id)).toEqual(tail);

    const pages = await walk<ClassListItem>(`/api/classes?${NEAR}&sort=distance&limit=7`);
    expect(pages.length).toBe(Math.ceil(all.length / 7));
    const walked = pages.flat().map((c) => c.id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(all.map((c) => c.id));
  });

  it('near with another sort keeps that sort and adds the distance; in-person classes of unplaced studios still list', async () => {
    const all = await list<ClassListItem>(`/api/classes?${NEAR}&sort=price-asc&limit=100`);
    const prices = all.map((c) => Number(c.price));
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(all.every((c) => 'distanceKm' in c)).toBe(true);
    const plain = await list<ClassListItem>('/api/classes?limit=100');
    expect(plain.map((c) => c.id)).toContain(unplaced.classId);
    expect(plain.every((c) => !('distanceKm' in c))).toBe(true);
  });

  it('answers each point for itself (the read cache keys on near and radiusKm)', async () => {
    const here = await list<ClassListItem>(`/api/classes?${NEAR}&radiusKm=2&sort=distance`);
    const there = await list<ClassListItem>('/api/classes?near=60.6,-1&radiusKm=2&sort=distance');
    const wider = await list<ClassListItem>(`/api/classes?${NEAR}&radiusKm=3&sort=distance`);
    expect(here.map((c) => c.id)).toEqual([classOf('a')]);
    expect(there.map((c) => c.id)).toEqual([classOf('e')]);
    expect(wider.map((c) => c.id)).toEqual([classOf('a'), classOf('b')]);
  });
});

describe('near, radiusKm and sort=distance: bad input', () => {
  it.each([
    ['/api/classes?near=abc', /near/],
    ['/api/classes?near=91,0', /near/],
    ['/api/classes?near=51.5,-181', /near/],
    ['/api/classes?near=51.5', /near/],
    ['/api/studios?near=51.5,0,1', /near/],
    [`/api/classes?${NEAR}&radiusKm=0.4`, /radiusKm/],
    [`/api/studios?${NEAR}&radiusKm=51`, /radiusKm/],
    [`/api/classes?${NEAR}&radiusKm=far`, /radiusKm/],
    ['/api/classes?sort=distance', /near/],
    ['/api/studios?sort=distance', /near/],
    ['/api/studios?radiusKm=5', /near/],
    ['/api/classes?radiusKm=5', /near/],
  ])('%s is a 400 naming the parameter', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(field);
  });

  it('a distance cursor taken near one point is refused near another', async () => {
    const first = await get(`/api/classes?${NEAR}&sort=distance&limit=2`);
    const cursor = /cursor=([\w-]+)/.exec(String(first.headers.link))?.[1];
    expect(cursor).toBeDefined();
    const elsewhere = await get(`/api/classes?near=51.5,-0.1&sort=distance&limit=2&cursor=${cursor}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/cursor/);
  });
});

describe("a studio's coordinates, set by its owner", () => {
  const body = { name: 'Pin Point Yoga', address: '12 Columbia Road', postcode: 'E2 7RG' };

  it('are stored both or neither, in range, and carried by the answers', async () => {
    const owner = await createOwnerWithToken(t.database.db);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/studios', headers: bearer(owner.token), payload });
    for (const [payload, field] of [
      [{ ...body, latitude: 51.53 }, /longitude/],
      [{ ...body, longitude: -0.07 }, /latitude/],
      [{ ...body, latitude: 95, longitude: -0.07 }, /latitude/],
      [{ ...body, latitude: 51.53, longitude: 181 }, /longitude/],
      [{ ...body, latitude: '51.5', longitude: -0.07 }, /latitude/],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(field);
    }
    const created = await post({ ...body, latitude: 51.5303, longitude: -0.0697 });
    expect(created.statusCode, created.body).toBe(201);
    const studio = created.json();
    expect(studio).toMatchObject({ latitude: 51.5303, longitude: -0.0697 });

    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/studios/${studio.id}`,
        headers: bearer(owner.token),
        payload,
      });
    const half = await patch({ latitude: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/longitude/);
    const moved = await patch({ latitude: 51.5, longitude: -0.1 });
    expect(moved.json()).toMatchObject({ latitude: 51.5, longitude: -0.1 });
    const cleared = await patch({ latitude: null, longitude: null });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
    const renamed = await patch({ name: 'Pin Point Yoga Loft' });
    expect(renamed.json()).toMatchObject({ latitude: null, longitude: null });
  });
});
