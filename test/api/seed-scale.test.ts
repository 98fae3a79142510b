import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../../src/common/constants';
import { classes, sessions, studios, users } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await seedIfEmpty(t.database, { now: new Date(), scale: 3 });
});
afterAll(() => t?.close());

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('SEED_SCALE grows the London catalogue for load tests', () => {
  it('reaches 10×N studios, 30×N classes, 600×N sessions and 100×N users', async () => {
    const counts = await Promise.all(
      [studios, classes, sessions, users].map(async (table) => {
        const [row] = await t.database.db.select({ n: count() }).from(table);
        return row?.n;
      }),
    );
    expect(counts).toEqual([30, 90, 1800, 300]);
  });

  it('keeps the hand-written demo studios and adds London ones with every service type', async () => {
    const names = (await t.database.db.select({ name: studios.name }).from(studios)).map((s) => s.name);
    expect(names).toContain('Stillwater Yoga Shoreditch');
    const types = await t.database.db.selectDistinct({ type: classes.serviceType }).from(classes);
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(SERVICE_TYPES));
  });

  it('backs every taken place with a booking, never over capacity', async () => {
    const mismatched = await t.database.db.execute(sql`
      select s.id from sessions s
      join classes c on c.id = s.class_id
      left join bookings b on b.session_id = s.id and b.status in ('confirmed', 'completed')
      group by s.id, s.current_participants, c.max_participants
      having count(b.id) <> s.current_participants or s.current_participants > c.max_participants`);
    expect(rowsOf(mismatched)).toEqual([]);
  });

  it('gives generated studios a modest number of real reviews, their rating the exact mean', async () => {
    const rows = rowsOf(
      await t.database.db.execute(sql`
        select s.rating::text as rating, s.review_count as count,
               (select count(*)::int from reviews r where r.studio_id = s.id) as stored,
               (select coalesce(round(avg(r.rating), 2), 0)::numeric(3, 2)::text from reviews r where r.studio_id = s.id) as mean
        from studios s`),
    );
    for (const r of rows) {
      expect(r.stored).toBe(r.count);
      expect(r.mean).toBe(r.rating);
      expect(r.count as number).toBeLessThanOrEqual(302);
    }
  });

  it('generates the same ids on every machine', async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from studios where id = md5('attune-scale-studio-1')::uuid`,
    );
    expect(rowsOf(result)[0]?.n).toBe(1);
  });
});

describe('SEED_SCALE places its studios on the map', () => {
  it('gives every generated studio coordinates in London, spread over its neighbourhood', async () => {
    const rows = rowsOf(
      await t.database.db.execute(sql`
        select name, latitude, longitude from studios where name ~ ' [0-9]+$'`),
    ) as Array<{ name: string; latitude: number | null; longitude: number | null }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      // Greater London's box: every generated neighbourhood lies inside it.
      expect(r.latitude).toBeGreaterThan(51.38);
      expect(r.latitude).toBeLessThan(51.62);
      expect(r.longitude).toBeGreaterThan(-0.36);
      expect(r.longitude).toBeLessThan(0.02);
    }
    // Studios of one neighbourhood are near each other but not on one spot.
    const angel = rows.filter((r) => r.name.startsWith('Angel '));
    expect(new Set(angel.map((r) => `${r.latitude},${r.longitude}`)).size).toBe(angel.length);
  });
});
