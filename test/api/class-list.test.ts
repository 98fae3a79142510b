import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClassListItem,
  type ClassWithDetails,
  classListItemSchema,
} from '../../src/common/schemas/class';
import { classes, sessions, studios, users } from '../../src/server/db/schema';
import { LIST_SESSIONS_PER_CLASS } from '../../src/server/db/session-columns';
import { listSerializer } from '../helpers/list-serializer';
import { createTestApp, type TestApp } from '../helpers/test-app';

// GET /api/classes leaves through the response schema's serializer. These tests hold a page of it to
// what the per-class route answers for the same data, and to the recommended order.

let t: TestApp;
const serialize = listSerializer(classListItemSchema, '/api/classes');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function listBody(query = '') {
  const separator = query ? '&' : '?';
  const res = await t.app.inject({ method: 'GET', url: `/api/classes${query}${separator}limit=100` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/**
 * Every class of the list equals what GET /api/classes/:id answers for it, key order included, but
 * for the sessions: a list carries the next LIST_SESSIONS_PER_CLASS in the spec's session shape
 * plus availableSpots (docs/decisions/0042), the class page the next 90 days with their special
 * instructions, createdAt and waiting counts too.
 */
async function expectSameAsDetail(list: ClassListItem[]) {
  for (const c of list) {
    const res = await t.app.inject({ method: 'GET', url: `/api/classes/${c.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ClassWithDetails;
    expect(c.upcomingSessions.length).toBeLessThanOrEqual(LIST_SESSIONS_PER_CLASS);
    expect(JSON.stringify(c)).toBe(
      JSON.stringify({
        ...detail,
        upcomingSessions: detail.upcomingSessions
          .slice(0, c.upcomingSessions.length)
          .map(({ id, classId, startTime, endTime, currentParticipants, status, availableSpots }) => ({
            id,
            classId,
            startTime,
            endTime,
            currentParticipants,
            status,
            availableSpots,
          })),
      }),
    );
    expect(c.upcomingSessions.length).toBe(Math.min(LIST_SESSIONS_PER_CLASS, detail.upcomingSessions.length));
  }
}

const QUERIES = [
  '',
  '?serviceType=yoga',
  '?serviceType=yoga&priceMax=20',
  '?deliveryMethod=online&priceMin=10',
  '?location=hackney',
  '?location=Manchester',
];

describe('GET /api/classes through the schema serializer', () => {
  it.each(QUERIES)(
    '%s: is byte for byte what the schema serializer writes for the same values',
    async (q) => {
      const body = await listBody(q);
      // Same properties, same order, same formats, nothing undeclared, no whitespace.
      expect(serialize(JSON.parse(body))).toBe(body);
    },
  );

  it('gives every class the content the per-class route gives it', async () => {
    const list: ClassListItem[] = JSON.parse(await listBody());
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.some((c) => c.upcomingSessions.length > 0)).toBe(true);
    await expectSameAsDetail(list);
  });

  it('keeps the recommended order: Bayesian studio rating first, then id', async () => {
    const list: ClassListItem[] = JSON.parse(await listBody());
    const score = sql`(10 * 4 + ${studios.rating} * ${studios.reviewCount}) / (10 + ${studios.reviewCount})`;
    const expected = await t.database.db
      .select({ id: classes.id })
      .from(classes)
      .innerJoin(studios, eq(studios.id, classes.studioId))
      .where(and(eq(classes.isActive, true), eq(studios.isActive, true)))
      .orderBy(desc(score), asc(classes.id));
    expect(list.map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it('escapes any text and fills defaults as the row mappers do', async () => {
    const [owner] = await t.database.db
      .insert(users)
      .values({ email: 'escape@example.com', username: 'escape', password: 'x', userType: 'studio' })
      .returning();
    // Nulls where the columns allow them (and the list can still show the row), so the mappers'
    // defaults are exercised.
    const [studio] = await t.database.db
      .insert(studios)
      .values({
        userId: owner?.id as string,
        name: 'Quote " backslash \\ studio',
        address: 'Line one\nline two\ttab',
        postcode: null,
        rating: null,
        reviewCount: null,
        amenities: null,
        createdAt: null,
      })
      .returning();
    const [tricky] = await t.database.db
      .insert(classes)
      .values({
        studioId: studio?.id as string,
        title: 'Zoë’s "flow" \\ \u0001 \u001f \u2028 😀 </script>',
        description: null,
        serviceType: 'yoga',
        deliveryMethod: 'online',
        duration: 45,
        price: '0.50',
        maxParticipants: 2,
        createdAt: null,
      })
      .returning();
    const start = Date.now() + 86_400_000;
    await t.database.db.insert(sessions).values([
      {
        classId: tricky?.id as string,
        startTime: new Date(start + 3_600_000),
        endTime: new Date(start + 7_200_000),
        currentParticipants: 5,
        specialInstructions: 'Bring "props" \\ \r\n',
        createdAt: null,
      },
      {
        classId: tricky?.id as string,
        startTime: new Date(start),
        endTime: new Date(start + 3_600_000),
      },
      // Past and cancelled sessions are not upcoming.
      {
        classId: tricky?.id as string,
        startTime: new Date(Date.now() - 3_600_000),
        endTime: new Date(Date.now() - 1_800_000),
      },
      {
        classId: tricky?.id as string,
        startTime: new Date(start + 10_800_000),
        endTime: new Date(start + 14_400_000),
        status: 'cancelled',
      },
    ]);

    for (const q of ['', '?deliveryMethod=online&priceMax=1']) {
      const body = await listBody(q);
      expect(serialize(JSON.parse(body))).toBe(body);
      const list: ClassListItem[] = JSON.parse(body);
      const found = list.find((c) => c.id === tricky?.id) as ClassListItem;
      expect(found.title).toBe('Zoë’s "flow" \\ \u0001 \u001f \u2028 😀 </script>');
      expect(found.createdAt).toBe(new Date(0).toISOString());
      expect(found.studio).toMatchObject({
        name: 'Quote " backslash \\ studio',
        address: 'Line one\nline two\ttab',
        rating: '0.00',
        reviewCount: 0,
        amenities: [],
        createdAt: new Date(0).toISOString(),
      });
      expect(found.upcomingSessions.map((s) => s.availableSpots)).toEqual([2, 0]);
      const detail = (await t.app.inject({ method: 'GET', url: `/api/classes/${found.id}` })).json();
      expect(
        detail.upcomingSessions.map(
          (s: ClassWithDetails['upcomingSessions'][number]) => s.currentParticipants,
        ),
      ).toEqual([0, 5]);
      expect(detail.upcomingSessions[1]?.specialInstructions).toBe('Bring "props" \\ \r\n');
      expect(detail.upcomingSessions[1]?.createdAt).toBe(detail.upcomingSessions[1]?.startTime);
      await expectSameAsDetail([found]);
    }
  });
});
