import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_KINDS, SERVICE_TYPES } from '../../src/common/constants';
import {
  bookings,
  classes,
  outboxEvents,
  products,
  sessions,
  studios,
  users,
} from '../../src/server/db/schema';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { LONDON_STUDIOS } from '../../src/server/db/seed/london-studios';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { runSchedule } from '../../src/server/modules/notifications/schedule';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

describe('London demo data', () => {
  it('has at least 10 studios with London postcodes, owned by at least 2 studio owners', async () => {
    const rows = await t.database.db.select().from(studios);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(
      rows.every((s) => s.city === 'London' && /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(s.postcode ?? '')),
    ).toBe(true);
    const owners = await t.database.db.select().from(users).where(eq(users.userType, 'studio'));
    expect(owners.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((s) => s.userId)).size).toBeGreaterThanOrEqual(2);
  });

  it('has at least 30 classes over all service types, both formats and a wide price range', async () => {
    const rows = await t.database.db.select().from(classes).where(eq(classes.isActive, true));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((c) => c.serviceType))).toEqual(new Set(SERVICE_TYPES));
    expect(new Set(rows.map((c) => c.deliveryMethod))).toEqual(new Set(['online', 'in-person']));
    expect(rows.some((c) => Number(c.price) < 20)).toBe(true);
    expect(rows.some((c) => Number(c.price) > 50)).toBe(true);
    expect(rows.every((c) => c.description && c.requirements && c.difficulty)).toBe(true);
  });

  it('gives every active class sessions over the next 4 weeks, some full, some nearly full, some past', async () => {
    const now = new Date();
    const inFourWeeks = new Date(now.getTime() + 29 * 86_400_000);
    const perClass = await t.database.db
      .select({ classId: classes.id, n: count(sessions.id) })
      .from(classes)
      .leftJoin(
        sessions,
        and(
          eq(sessions.classId, classes.id),
          gt(sessions.startTime, now),
          lt(sessions.startTime, inFourWeeks),
        ),
      )
      .where(eq(classes.isActive, true))
      .groupBy(classes.id);
    expect(perClass.every((r) => r.n >= 4)).toBe(true);

    const upcoming = await t.database.db
      .select({ taken: sessions.currentParticipants, max: classes.maxParticipants })
      .from(sessions)
      .innerJoin(classes, eq(classes.id, sessions.classId))
      .where(gt(sessions.startTime, now));
    expect(upcoming.some((s) => s.taken === s.max)).toBe(true);
    expect(upcoming.some((s) => s.max - (s.taken ?? 0) > 0 && s.max - (s.taken ?? 0) <= 3)).toBe(true);
    const [past] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(lt(sessions.startTime, now));
    expect(past?.n).toBeGreaterThan(0);
  });

  it('keeps every session’s participant count equal to its booking rows', async () => {
    const mismatched = await t.database.db.execute(sql`
      select s.id from sessions s
      left join bookings b on b.session_id = s.id and b.status in ('confirmed', 'completed')
      group by s.id, s.current_participants
      having count(b.id) <> s.current_participants`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('gives the demo student a confirmed upcoming booking and a completed past one', async () => {
    const [maya] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.maya.email));
    expect(maya?.userType).toBe('user');
    expect(maya?.password).toMatch(/^\$argon2id\$/);
    const rows = await t.database.db
      .select({ status: bookings.status, start: sessions.startTime })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(eq(bookings.userId, maya?.id as string));
    const now = Date.now();
    expect(rows.some((b) => b.status === 'confirmed' && b.start.getTime() > now)).toBe(true);
    expect(rows.some((b) => b.status === 'completed' && b.start.getTime() < now)).toBe(true);
  });

  it('turns every studio review count into readable reviews whose exact mean is the rating', async () => {
    const rows = (
      (await t.database.db.execute(sql`
        select s.name, s.rating::text as rating, s.review_count as count,
               (select count(*)::int from reviews r where r.studio_id = s.id) as stored,
               (select coalesce(round(avg(r.rating), 2), 0)::numeric(3, 2)::text from reviews r where r.studio_id = s.id) as mean
        from studios s`)) as unknown as { rows: unknown[] }
    ).rows as Array<{ name: string; rating: string; count: number; stored: number; mean: string }>;
    for (const r of rows) {
      expect(r.stored, r.name).toBe(r.count);
      expect(r.mean, r.name).toBe(r.rating);
    }
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    const spec = LONDON_STUDIOS.find((s) => s.reviewCount === 302);
    expect(byName[spec?.name as string]).toMatchObject({ count: 302, rating: spec?.rating });
    // A studio without reviews stays recognisably new.
    expect(rows.some((r) => r.count === 0 && r.rating === '0.00')).toBe(true);
  });

  it('gives a few studios a class pack, an intro offer and a membership to sell, and the others none', async () => {
    const rows = await t.database.db
      .select({ studio: studios.name, kind: products.kind, isActive: products.isActive })
      .from(products)
      .innerJoin(studios, eq(studios.id, products.studioId));
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(PRODUCT_KINDS));
    expect(rows.every((r) => r.isActive)).toBe(true);
    const selling = new Set(rows.map((r) => r.studio));
    expect(selling.size).toBeGreaterThanOrEqual(2);
    expect(selling.size).toBeLessThan(LONDON_STUDIOS.length);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const countAll = async () =>
      Promise.all(
        [users, studios, classes, sessions, bookings, products].map(async (table) => {
          const [row] = await t.database.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    const before = await countAll();
    expect(await seedIfEmpty(t.database, { now: new Date() })).toBe(false);
    expect(await countAll()).toEqual(before);
  });
});

describe('a fresh demo', () => {
  it('mails nobody: its bookings are already reminded and invited, before and after their classes', async () => {
    const pending = async () =>
      (await t.database.db.select().from(outboxEvents)).filter((e) => e.processedAt === null).length;
    const start = new Date();
    // A start now, the reminders' window a day on, the review invitations' window after the past classes.
    for (const hours of [0, 3, 23, 47]) {
      await runSchedule(t.database.db, new Date(start.getTime() + hours * 3_600_000));
    }
    expect(await pending()).toBe(0);
    const [seeded] = await t.database.db.select({ n: count() }).from(bookings);
    const marked = await t.database.db.select({ n: count() }).from(outboxEvents);
    // Two handled notices per seeded booking, nothing else.
    expect(marked[0]?.n).toBe(2 * (seeded?.n ?? 0));
  });
});
