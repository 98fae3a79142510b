import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassListItem, classListItemSchema } from '../../src/common/schemas/class';
import { classes } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A page of GET /api/classes leaves the database as JSON text, past the serializer
// (docs/decisions/0089). test/api/class-list.test.ts holds its bytes to the schema serializer's and
// each card to the class page's answer; these cover what only the list carries or writes itself: the
// access features in the set's order, the distance with near, and an empty page.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The defaults the mappers fill in, on one listed studio and one listed class: access features
  // stored out of the set's order, no amenities, no rating, no creation time.
  const [studio] = await db
    .select({ id: classes.studioId })
    .from(classes)
    .where(eq(classes.listed, true))
    .orderBy(desc(classes.studioScore), asc(classes.id))
    .limit(1);
  await db.execute(sql`update studios set accessibility = array['quiet-space', 'lift', 'step-free-entrance'],
    amenities = null, rating = null, created_at = null where id = ${studio?.id}`);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a page of the class list, written by the database', () => {
  it('writes a studio’s access features in the set’s order and its missing amenities as none', async () => {
    const items = (await get('/api/classes?limit=50')).json() as ClassListItem[];
    const changed = items.filter((item) => item.studio.createdAt === new Date(0).toISOString());
    // The studio changed above is on the page, so its defaults were compared, not skipped.
    expect(changed.length).toBeGreaterThan(0);
    for (const item of changed) {
      expect(item.studio.accessibility).toEqual(['step-free-entrance', 'lift', 'quiet-space']);
      expect(item.studio.amenities).toEqual([]);
      expect(item.studio.rating).toBe('0.00');
    }
  });

  it('carries the distance with near, a number in kilometres or null for an online class, nearest first', async () => {
    const res = await get('/api/classes?near=51.5072,-0.1276&sort=distance&limit=50');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ distanceKm: number | null; deliveryMethod: string }>;
    expect(classListItemSchema.array().safeParse(items).success).toBe(true);
    expect(items.every((item) => 'distanceKm' in item)).toBe(true);
    const distances = items.map((item) => item.distanceKm).filter((d): d is number => d !== null);
    expect(distances.length).toBeGreaterThan(5);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(Math.round(d * 1000) / 1000).toBe(d);
    for (const item of items.filter((i) => i.deliveryMethod === 'online')) expect(item.distanceKm).toBeNull();
  });

  it('answers an empty page with an empty array', async () => {
    const res = await get('/api/classes?q=nothing-is-called-this-zzzz');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[]');
    expect(res.headers['x-total-count']).toBe('0');
  });
});
