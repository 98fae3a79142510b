import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_SORTS, STUDIO_SORTS } from '../../src/common/catalogue-query';
import type { ClassListItem, ClassWithDetails } from '../../src/common/schemas/class';
import type { Studio } from '../../src/common/schemas/studio';
import { LIST_SESSIONS_PER_CLASS } from '../../src/server/db/session-columns';
import { createSession } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { nextUrl, walkList } from '../helpers/walk-list';

// GET /api/classes and GET /api/studios a page at a time (docs/decisions/0024): following the Link
// header through a whole list gives every match once, in the sort's order, and X-Total-Count agrees.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** Every page of a list, by following its Link headers. */
const walk = <T>(first: string) => walkList<T>(t.app, first);

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('GET /api/classes, paged', () => {
  it('pages 24 at a time by default, with the total and a next link', async () => {
    const res = await get('/api/classes');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ClassListItem[];
    expect(list).toHaveLength(24);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(24);
    expect(res.headers.link).toMatch(/^<\/api\/classes\?[^>]*cursor=[\w-]+>; rel="next"$/);
    expect(res.headers['access-control-expose-headers']).toBe('Link, X-Total-Count');
    // In a list each class carries at most its next LIST_SESSIONS_PER_CLASS sessions, soonest first.
    for (const c of list) {
      expect(c.upcomingSessions.length).toBeLessThanOrEqual(LIST_SESSIONS_PER_CLASS);
      const starts = c.upcomingSessions.map((s) => s.startTime);
      expect(starts).toEqual([...starts].sort());
    }
  });

  it.each(CLASS_SORTS)('sort=%s: every match once, none missing, in order', async (sort) => {
    const everything = await get(`/api/classes?limit=100&sort=${sort}`);
    const all = everything.json() as ClassListItem[];
    const walked = await walk<ClassListItem>(`/api/classes?limit=5&sort=${sort}`);
    expect(walked.pages.length).toBe(Math.ceil(all.length / 5));
    expect(walked.pages.every((page) => page.length <= 5)).toBe(true);
    expect(new Set(ids(walked.items)).size).toBe(walked.items.length);
    expect(ids(walked.items)).toEqual(ids(all));
    expect(walked.totals).toEqual([String(all.length)]);

    const price = walked.items.map((c) => Number(c.price));
    if (sort === 'price-asc') expect(price).toEqual([...price].sort((a, b) => a - b));
    if (sort === 'price-desc') expect(price).toEqual([...price].sort((a, b) => b - a));
    const rating = walked.items.map((c) => Number(c.studio.rating));
    if (sort === 'rating') expect(rating).toEqual([...rating].sort((a, b) => b - a));
    if (sort === 'soonest') {
      const next = walked.items.map((c) => c.upcomingSessions[0]?.startTime ?? '9999');
      expect(next).toEqual([...next].sort());
    }
  });

  it.each(CLASS_SORTS)('sort=%s through a filtered list: the filter holds on every page', async (sort) => {
    const filter = 'serviceType=yoga&priceMax=30&availability=has-spots';
    const all = (await get(`/api/classes?limit=100&${filter}&sort=${sort}`)).json() as ClassListItem[];
    expect(all.length).toBeGreaterThan(3);
    const walked = await walk<ClassListItem>(`/api/classes?limit=3&${filter}&sort=${sort}`);
    expect(ids(walked.items)).toEqual(ids(all));
    expect(new Set(ids(walked.items)).size).toBe(all.length);
    for (const c of walked.items) {
      expect(c.serviceType).toBe('yoga');
      expect(Number(c.price)).toBeLessThanOrEqual(30);
      expect(c.upcomingSessions.some((s) => s.availableSpots > 0)).toBe(true);
    }
  });

  it('ranks "recommended" by a Bayesian average: many good reviews above a few perfect ones', async () => {
    const list = (await get('/api/classes?limit=100')).json() as ClassListItem[];
    const score = (s: Studio) => (10 * 4 + Number(s.rating) * s.reviewCount) / (10 + s.reviewCount);
    const scores = list.map((c) => score(c.studio));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds classes by stemmed full-text search over title, description and studio name', async () => {
    const meditate = (await get('/api/classes?limit=100&q=meditate')).json() as ClassListItem[];
    expect(meditate.some((c) => /meditation/i.test(c.title))).toBe(true);
    const byStudio = (await get('/api/classes?limit=100&q=stillwater')).json() as ClassListItem[];
    expect(byStudio.length).toBeGreaterThan(0);
    expect(byStudio.every((c) => c.studio.name.includes('Stillwater'))).toBe(true);
    // Operators and quotes are text, not syntax.
    for (const q of ['"sound', 'yoga & | ! (', "'; drop table classes; --", '-:* <->']) {
      const res = await get(`/api/classes?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('matches locations by words and postcode districts, ignoring London and UK', async () => {
    const count = async (location: string) =>
      Number((await get(`/api/classes?location=${encodeURIComponent(location)}`)).headers['x-total-count']);
    const shoreditch = await count('Shoreditch');
    expect(shoreditch).toBeGreaterThan(0);
    expect(await count('Shoreditch, London')).toBe(shoreditch);
    expect(await count('shoreditch, london, UK')).toBe(shoreditch);
    expect(await count('EC2A')).toBe(shoreditch);
    expect(await count('hackney, london')).toBeGreaterThan(0);
    expect(await count('Manchester')).toBe(0);
    expect(await count('London, UK')).toBe(await count(''));
  });

  it('filters by London day, time of day and difficulty', async () => {
    const all = (await get('/api/classes?limit=100&sort=soonest')).json() as ClassListItem[];
    const first = all[0]?.upcomingSessions[0];
    expect(first).toBeDefined();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(first?.startTime ?? ''),
    );
    const onDay = (await get(`/api/classes?limit=100&date=${day}`)).json() as ClassListItem[];
    expect(ids(onDay)).toContain(all[0]?.id);
    const londonDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso));
    for (const c of onDay) expect(c.upcomingSessions.some((s) => londonDay(s.startTime) === day)).toBe(true);

    const hour = (iso: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/London',
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(iso)),
      );
    const evening = (await get('/api/classes?limit=100&timeOfDay=evening')).json() as ClassListItem[];
    expect(evening.length).toBeGreaterThan(0);
    for (const c of evening) expect(c.upcomingSessions.some((s) => hour(s.startTime) >= 17)).toBe(true);

    const beginner = (await get('/api/classes?limit=100&difficulty=beginner')).json() as ClassListItem[];
    expect(beginner.length).toBeGreaterThan(0);
    expect(beginner.every((c) => c.difficulty === 'Beginner')).toBe(true);
  });

  it('reads the time of day on the London clock, in summer and in winter', async () => {
    // 16:30 UTC is 17:30 in July (BST: evening) and 16:30 in January (GMT: afternoon).
    const year = new Date().getUTCFullYear() + 1;
    const at = async (iso: string) =>
      (await createSession(t.database.db, { startsInMs: Date.parse(iso) - Date.now() })).classId;
    const summer = await at(`${year}-07-01T16:30:00Z`);
    const winter = await at(`${year}-01-15T16:30:00Z`);
    const ids = async (timeOfDay: string) =>
      (await walk<ClassListItem>(`/api/classes?limit=100&timeOfDay=${timeOfDay}&q=test`)).items.map(
        (c) => c.id,
      );
    expect(await ids('evening')).toContain(summer);
    expect(await ids('evening')).not.toContain(winter);
    expect(await ids('afternoon')).toContain(winter);
    expect(await ids('afternoon')).not.toContain(summer);
  });

  it('carries the next 90 days of sessions on a class page', async () => {
    const [c] = (await get('/api/classes?limit=1')).json() as ClassListItem[];
    const detail = (await get(`/api/classes/${c?.id}`)).json() as ClassWithDetails;
    const limit = Date.now() + 90 * 24 * 60 * 60 * 1000;
    expect(detail.upcomingSessions.every((s) => Date.parse(s.startTime) < limit)).toBe(true);
    expect(detail.upcomingSessions.length).toBeGreaterThanOrEqual(c?.upcomingSessions.length ?? 0);
  });
});

describe('GET /api/studios, paged', () => {
  it.each(STUDIO_SORTS)('sort=%s: every studio once, none missing', async (sort) => {
    const all = (await get(`/api/studios?limit=100&sort=${sort}`)).json() as Studio[];
    const walked = await walk<Studio>(`/api/studios?limit=4&sort=${sort}`);
    expect(ids(walked.items)).toEqual(ids(all));
    expect(new Set(ids(walked.items)).size).toBe(all.length);
    expect(walked.totals).toEqual([String(all.length)]);
    if (sort === 'name') {
      const names = all.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('searches and filters studios', async () => {
    const yoga = (await get('/api/studios?limit=100&q=yoga')).json() as Studio[];
    expect(yoga.length).toBeGreaterThan(0);
    expect(yoga.every((s) => /yoga/i.test(s.name))).toBe(true);
    const reiki = (await get('/api/studios?limit=100&serviceType=reiki')).json() as Studio[];
    expect(reiki.length).toBeGreaterThan(0);
    expect(reiki.every((s) => s.serviceTypes.includes('reiki'))).toBe(true);
    const hackney = (await get('/api/studios?location=Hackney%2C%20London')).json() as Studio[];
    expect(hackney.length).toBeGreaterThan(0);
  });
});

describe('bad paging and search input', () => {
  const cursorOf = async (url: string) =>
    new URL(nextUrl((await get(url)).headers.link) ?? '', 'http://x').searchParams.get('cursor') ?? '';

  it.each([
    ['/api/classes?limit=0', 'limit'],
    ['/api/classes?limit=1000', 'limit'],
    ['/api/classes?limit=abc', 'limit'],
    ['/api/classes?sort=cheapest', 'sort'],
    ['/api/classes?date=2026-02-30', 'date'],
    // Well formed, but PostgreSQL has no year 0.
    ['/api/classes?date=0000-01-01', 'date'],
    ['/api/classes?date=tomorrow', 'date'],
    ['/api/classes?timeOfDay=night', 'timeOfDay'],
    ['/api/classes?availability=maybe', 'availability'],
    [`/api/classes?q=${'a'.repeat(10_000)}`, 'q'],
    ['/api/classes?cursor=not-a-cursor', 'cursor'],
    [
      `/api/classes?cursor=${Buffer.from('["recommended","1; drop table x","00000000-0000-0000-0000-000000000000"]').toString('base64url')}`,
      'cursor',
    ],
    [`/api/classes?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
    ['/api/studios?limit=101', 'limit'],
    ['/api/studios?sort=rating', 'sort'],
    ['/api/studios?cursor=%7B%7D', 'cursor'],
    // A text key PostgreSQL cannot take: a NUL, a lone surrogate.
    [
      `/api/studios?sort=name&cursor=${Buffer.from('["name","a\\u0000b","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'cursor',
    ],
    [
      `/api/studios?sort=name&cursor=${Buffer.from('["name","a\\ud800","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'cursor',
    ],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(field);
  });

  it('refuses a cursor from another sort', async () => {
    const cursor = await cursorOf('/api/classes?limit=2&sort=price-asc');
    const res = await get(`/api/classes?limit=2&sort=rating&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('cursor');
  });

  // The input guard refuses control characters in any API input, naming the field.
  it.each([
    ['/api/classes?q=yoga%00', 'q'],
    ['/api/classes?location=%00', 'location'],
    ['/api/studios?x=%00', 'x'],
    ['/api/classes/%00', 'id'],
  ])('%s: a NUL byte is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${field} contains characters that are not allowed.`,
      code: 'VALIDATION',
    });
  });

  it('refuses a NUL byte in a page URL, whose render queries the catalogue', async () => {
    const res = await get('/browse?q=yoga%00');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/NUL byte/);
  });

  it('draws /browse unfiltered for a date in year 0, as for any date that does not exist', async () => {
    const res = await get('/browse?date=0000-01-01');
    expect(res.statusCode).toBe(200);
  });

  it('ignores unknown parameters and leaves them out of the next link', async () => {
    const res = await get('/api/classes?limit=2&utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.link)).not.toContain('utm_source');
  });
});
