import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_SORTS, STUDIO_SORTS } from '../../src/common/catalogue-query';
import type { ClassListItem } from '../../src/common/schemas/class';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { LIST_SESSIONS_PER_CLASS } from '../../src/server/db/session-columns';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 15's budget: every list answer (`/api/classes` with any filters, `/api/studios`) at most
// 64 KB uncompressed, on the default page. The generated London catalogue gives every class far more
// than LIST_SESSIONS_PER_CLASS upcoming sessions, so its pages are the heaviest a list can be: 24
// classes, each with all the sessions a list carries (docs/decisions/0042).

const BUDGET_BYTES = 64 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedIfEmpty(t.database, { now: new Date(), scale: 3 });
});
afterAll(() => t?.close());

async function bodyOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

const CLASS_FILTERS = [
  '',
  'serviceType=yoga',
  'serviceType=sound-bath',
  'deliveryMethod=online',
  'deliveryMethod=in-person&priceMax=20',
  'availability=available',
  'timeOfDay=evening',
  'difficulty=beginner',
  'q=meditation',
  'location=Hackney',
];

describe('the size of a default list page', () => {
  it.each(CLASS_SORTS.flatMap((sort) => CLASS_FILTERS.map((filter) => `sort=${sort}&${filter}`)))(
    'GET /api/classes?%s is at most 64 KB',
    async (query) => {
      const body = await bodyOf(`/api/classes?${query}`);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  it('holds on every page of every sort, the heaviest being 24 classes with all their listed sessions', async () => {
    // The fullest page (the most sessions) is the one the budget was set for; with teachers' names on
    // the classes, the largest in bytes may be another page a few sessions short, so both are kept.
    let fullest = 0;
    for (const sort of CLASS_SORTS) {
      let url: string | undefined = `/api/classes?sort=${sort}`;
      while (url) {
        const res: LightMyRequestResponse = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'identity' },
        });
        expect(res.statusCode, url).toBe(200);
        const bytes = Buffer.byteLength(res.body);
        expect(bytes, url).toBeLessThanOrEqual(BUDGET_BYTES);
        const page = res.json() as ClassListItem[];
        fullest = Math.max(
          fullest,
          page.reduce((n, c) => n + c.upcomingSessions.length, 0),
        );
        url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      }
    }
    expect(fullest).toBe(24 * LIST_SESSIONS_PER_CLASS);
  });

  it.each(STUDIO_SORTS)('GET /api/studios?sort=%s is at most 64 KB', async (sort) => {
    const body = await bodyOf(`/api/studios?sort=${sort}`);
    expect(JSON.parse(body)).toHaveLength(24);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
