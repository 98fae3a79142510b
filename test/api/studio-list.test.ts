import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDetail } from '../../src/common/schemas/class';
import { type StudioListItem, studioListItemSchema } from '../../src/common/schemas/studio';
import { studios } from '../../src/server/db/schema';
import { listSerializer } from '../helpers/list-serializer';
import { createTestApp, type TestApp } from '../helpers/test-app';

// GET /api/studios is written by the database as the answer's JSON, each studio its stored card
// (docs/decisions/0097, 0101). These tests hold it to what the response schema's serializer writes
// for the same values, and each studio to what the studio's own page answers for it.

let t: TestApp;
const serialize = listSerializer(studioListItemSchema, '/api/studios');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function listBody(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/studios${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: res.body, total: Number(res.headers['x-total-count']), link: res.headers.link };
}

/** The studio's own page as a list item: its fields without its classes and draft flag. */
async function detailOf(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/studios/${id}` });
  expect(res.statusCode).toBe(200);
  const {
    classes: _classes,
    isPublic: _isPublic,
    ...studio
  } = res.json() as StudioDetail & { isPublic: boolean };
  return studio;
}

const QUERIES = [
  '?limit=100',
  '?serviceType=yoga&limit=100',
  '?sort=name&limit=100',
  '?q=yoga&limit=100',
  '?near=51.5246,-0.0784&sort=distance&limit=100',
  '?near=51.5246,-0.0784&radiusKm=5&limit=100',
];

describe('GET /api/studios written by the database', () => {
  it.each(QUERIES)(
    '%s: is byte for byte what the schema serializer writes for the same values',
    async (q) => {
      const { body, total } = await listBody(q);
      const items = JSON.parse(body) as StudioListItem[];
      expect(items.length).toBeGreaterThan(0);
      // Same properties, same order, same formats, nothing undeclared, no whitespace.
      expect(serialize(items)).toBe(body);
      // limit=100 holds every match: the count is the page's length.
      expect(total).toBe(items.length);
      expect(items.every((s) => 'distanceKm' in s === q.includes('near='))).toBe(true);
    },
  );

  it('gives every studio the content its own page gives it', async () => {
    const items = JSON.parse((await listBody('?limit=100')).body) as StudioListItem[];
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) expect(JSON.stringify(item)).toBe(JSON.stringify(await detailOf(item.id)));
  });

  it('pages by cursor without repeating or skipping, the count on every page', async () => {
    const all = JSON.parse((await listBody('?sort=name&limit=100')).body) as StudioListItem[];
    const seen: string[] = [];
    let url: string | undefined = '/api/studios?sort=name&limit=4';
    while (url) {
      const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBe(all.length);
      const page = res.json() as StudioListItem[];
      expect(page.length).toBeLessThanOrEqual(4);
      seen.push(...page.map((s) => s.id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      // The last page has no next link, even when it is full.
      if (!url) expect(seen.length).toBe(all.length);
    }
    expect(seen).toEqual(all.map((s) => s.id));
  });

  it('answers an empty page with an empty array and a count of 0', async () => {
    const { body, total, link } = await listBody('?q=nothing-is-called-this');
    expect(body).toBe('[]');
    expect(total).toBe(0);
    expect(link).toBeUndefined();
  });

  it('escapes any text of a studio as the serializer does', async () => {
    const items = JSON.parse((await listBody('?limit=100')).body) as StudioListItem[];
    const id = items[0]?.id as string;
    await t.database.db
      .update(studios)
      .set({ name: 'Zoë’s "studio" \\ \u0001 \u2028 😀 </script>', address: 'Line one\nline two\ttab' })
      .where(eq(studios.id, id));
    const { body } = await listBody('?limit=100');
    expect(serialize(JSON.parse(body))).toBe(body);
    const changed = (JSON.parse(body) as StudioListItem[]).find((s) => s.id === id);
    expect(changed?.name).toBe('Zoë’s "studio" \\ \u0001 \u2028 😀 </script>');
    expect(JSON.stringify(changed)).toBe(JSON.stringify(await detailOf(id)));
  });
});
