import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studios } from '../../src/server/db/schema';
import { SITEMAP_FILE_SIZE } from '../../src/server/modules/seo/seo.routes';
import { createOwnerWithToken, createSession } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// /robots.txt and the sitemaps (docs/decisions/0075): what is public, from PUBLIC_URL, in files of
// SITEMAP_FILE_SIZE URLs that a catalogue of any size splits into.

const ORIGIN = 'https://attune.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ notifications: { publicUrl: ORIGIN } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');

/** Every id the public studio list answers, through its pages. */
async function publicStudioIds(): Promise<string[]> {
  const ids: string[] = [];
  let url: string | undefined = '/api/studios?limit=100';
  while (url) {
    const page = await get(url);
    ids.push(...page.json().map((studio: { id: string }) => studio.id));
    url = /<([^>]+)>;\s*rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
  }
  return ids;
}

describe('robots.txt and sitemaps', () => {
  it('robots.txt keeps crawlers out of the API and names the sitemap on PUBLIC_URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists exactly the public studios, not a draft, each with a lastmod', async () => {
    const owner = await createOwnerWithToken(t.database.db);
    const [draft] = await t.database.db
      .insert(studios)
      .values({ userId: owner.id, name: 'Draft Studio', address: '2 Quiet Lane' })
      .returning({ id: studios.id });
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/studios-1.xml`,
      `${ORIGIN}/sitemaps/classes-1.xml`,
    ]);
    const file = await get('/sitemaps/studios-1.xml');
    const listed = locs(file.body);
    expect(listed.sort()).toEqual((await publicStudioIds()).map((id) => `${ORIGIN}/studios/${id}`).sort());
    expect(listed).not.toContain(`${ORIGIN}/studios/${draft?.id}`);
    const dates = lastmods(file.body);
    expect(dates).toHaveLength(listed.length);
    for (const date of dates) expect(new Date(date).toISOString()).toBe(date);

    const classes = locs((await get('/sitemaps/classes-1.xml')).body);
    expect(classes.length).toBeGreaterThan(0);
    for (const loc of classes) expect(loc).toMatch(new RegExp(`^${ORIGIN}/classes/[0-9a-f-]{36}$`));
    expect(locs((await get('/sitemaps/pages.xml')).body)).toContain(`${ORIGIN}/browse`);
  });

  it('a class page appears once its studio is public', async () => {
    const { classId, studioId } = await createSession(t.database.db);
    expect((await get('/sitemaps/classes-1.xml')).body).toContain(`${ORIGIN}/classes/${classId}`);
    expect((await get('/sitemaps/studios-1.xml')).body).toContain(`${ORIGIN}/studios/${studioId}`);
  });

  it(`splits a large catalogue into files of ${SITEMAP_FILE_SIZE}, and a page past the end is a 404`, async () => {
    const before = (await publicStudioIds()).length;
    // Enough public studios (each with a class and an upcoming session) to need a second file.
    const extra = SITEMAP_FILE_SIZE + 10 - before;
    const owner = await createOwnerWithToken(t.database.db);
    // Five thousand studios, classes and sessions with their triggers in one statement: on a slow,
    // busy machine that is past the app's statement timeout, which is not what this test is about.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
      with new_studios as (
        insert into studios (user_id, name, address)
        select ${owner.id}, 'Bulk Studio ' || n, n || ' Long Road' from generate_series(1, ${extra}) n
        returning id
      ), new_classes as (
        insert into classes (studio_id, title, service_type, delivery_method, duration, price, max_participants)
        select id, 'Bulk Flow', 'yoga', 'in-person', 60, 10, 10 from new_studios
        returning id
      )
      insert into sessions (class_id, start_time, end_time)
      select id, now() + interval '2 days', now() + interval '2 days 1 hour' from new_classes`);
    });

    const index = locs((await get('/sitemap.xml')).body);
    expect(index).toContain(`${ORIGIN}/sitemaps/studios-2.xml`);
    expect(index).toContain(`${ORIGIN}/sitemaps/classes-2.xml`);
    expect(index).not.toContain(`${ORIGIN}/sitemaps/studios-3.xml`);
    const first = locs((await get('/sitemaps/studios-1.xml')).body);
    const second = locs((await get('/sitemaps/studios-2.xml')).body);
    expect(first).toHaveLength(SITEMAP_FILE_SIZE);
    expect(second).toHaveLength(SITEMAP_FILE_SIZE + 10 - SITEMAP_FILE_SIZE);
    expect(new Set([...first, ...second]).size).toBe(SITEMAP_FILE_SIZE + 10);
    expect((await get('/sitemaps/studios-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nonsense.xml')).statusCode).toBe(404);
    // Writing five thousand studios is the slowest setup in the suite: on a busy 2-core CI machine it
    // has taken 32 s, past the default 30.
  }, 120_000);
});
