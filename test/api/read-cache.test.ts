import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassWithDetails } from '../../src/common/schemas/class';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';
import { bearer, createSession, createUserWithToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The in-process cache of public catalogue answers (docs/decisions/0044), proven by what reaches the
// database: a hit asks it nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 60_000, maxEntries: 4 } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A place on the session at its £18 price: a write, which empties the cache. */
async function bookPlace(app: TestApp, token: string, sessionId: string) {
  const booked = await app.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: { sessionId, amountPaid: 18 },
  });
  expect(booked.statusCode).toBe(201);
}

/** The statements the database ran while `work` ran. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const before = t.database.stats.queries;
  await work();
  return t.database.stats.queries - before;
}

describe('the read cache of the public catalogue', () => {
  it('answers a repeated list from memory, with the same body and headers', async () => {
    const first = await get('/api/classes?serviceType=yoga&limit=3');
    expect(first.statusCode).toBe(200);
    let again: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await queriesDuring(async () => (again = await get('/api/classes?serviceType=yoga&limit=3'))),
    ).toBe(0);
    expect(again?.body).toBe(first.body);
    for (const name of ['content-type', 'etag', 'cache-control', 'link', 'x-total-count']) {
      expect(again?.headers[name], name).toBe(first.headers[name]);
    }
    // The validators still work on a hit.
    const revalidated = await get('/api/classes?serviceType=yoga&limit=3', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keys on the validated query: order, defaults and unknown parameters make no new entries', async () => {
    await get('/api/studios?limit=2&sort=name');
    const same = ['/api/studios?sort=name&limit=2', '/api/studios?sort=name&limit=2&utm_source=x&zz=1'];
    for (const url of same) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(await queriesDuring(() => get(url)), url).toBe(0);
    }
  });

  it('computes a cold key once for concurrent requests', async () => {
    const url = '/api/classes?sort=price-desc&limit=5';
    let bodies: string[] = [];
    const queries = await queriesDuring(async () => {
      bodies = (await Promise.all(Array.from({ length: 8 }, () => get(url)))).map((r) => r.body);
    });
    const alone = await queriesDuring(() => get('/api/classes?sort=price-asc&limit=5'));
    expect(alone).toBeGreaterThan(0);
    expect(queries).toBe(alone);
    expect(new Set(bodies).size).toBe(1);
  });

  it('is bounded in entries: the least recently used answer goes first', async () => {
    const urls = [1, 2, 3, 4, 5].map((n) => `/api/classes?limit=${n}`);
    for (const url of urls) await get(url);
    expect(await queriesDuring(() => get(urls[4] as string))).toBe(0);
    expect(await queriesDuring(() => get(urls[0] as string))).toBeGreaterThan(0);
  });

  it("keeps compression's choice per Accept-Encoding, q=0 included", async () => {
    const url = '/api/classes?limit=20';
    const plain = await get(url);
    const gzipFirst = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    // The copy made for this header is sent again, byte for byte, with the same validators.
    const gzipAgain = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(gzipAgain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzipAgain.headers['content-length'])).toBe(gzipAgain.rawPayload.length);
    expect(gunzipSync(gzipAgain.rawPayload).toString()).toBe(plain.body);
    expect(gzipAgain.headers.etag).toBe(plain.headers.etag);
    const notModified = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.body).toBe('');
    // Another header is compression's decision again, never a copy made for someone else.
    for (let i = 0; i < 2; i++) {
      const refused = await get(url, { 'accept-encoding': 'gzip;q=0, br;q=0, deflate;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
      const brOnly = await get(url, { 'accept-encoding': 'gzip;q=0, br' });
      expect(brOnly.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brOnly.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('counts compressed copies towards its byte bound', async () => {
    // Room for one body and its headers, not for its compressed copy as well.
    const body = (await get('/api/classes?limit=20')).body;
    const small = await createTestApp({ readCache: { ttlMs: 60_000, maxBytes: body.length + 1_000 } });
    try {
      const queries = async (headers: Record<string, string>) => {
        const before = small.database.stats.queries;
        await small.app.inject({ method: 'GET', url: '/api/classes?limit=20', headers });
        return small.database.stats.queries - before;
      };
      expect(await queries({})).toBeGreaterThan(0);
      expect(await queries({})).toBe(0);
      // Keeping the gzip copy would take the entry past the bound: it is dropped instead.
      await queries({ 'accept-encoding': 'gzip' });
      expect(await queries({})).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('never serves or keeps a signed-in request', async () => {
    const { token } = await createUserWithToken(t.database.db);
    const url = '/api/classes?limit=6';
    await get(url);
    const signedIn = await get(url, bearer(token));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(await queriesDuring(() => get(url, bearer(token)))).toBeGreaterThan(0);
  });

  it('is emptied by a write in this process, so a booking shows at once', async () => {
    const { sessionId, classId } = await createSession(t.database.db, { maxParticipants: 4 });
    const user = await createUserWithToken(t.database.db);
    const spots = async () =>
      ((await get(`/api/classes/${classId}`)).json() as ClassWithDetails).upcomingSessions.find(
        (s) => s.id === sessionId,
      )?.availableSpots;
    expect(await spots()).toBe(4);
    await bookPlace(t, user.token, sessionId);
    expect(await spots()).toBe(3);
  });

  it('keeps no error answers', async () => {
    const url = '/api/classes/00000000-0000-4000-8000-000000000000';
    expect((await get(url)).statusCode).toBe(404);
    expect(await queriesDuring(() => get(url))).toBeGreaterThan(0);
  });
});

describe('the read cache of drawn pages', () => {
  // Drawn by the server entry from its sources, so the pages are real whether or not a build exists.
  let p: TestApp;
  let renders: string[] = [];
  beforeAll(async () => {
    p = await createTestApp({
      readCache: { ttlMs: 60_000 },
      serverEntry: path.join(PROJECT_ROOT, 'src/client/entry-server.tsx'),
      clientDir: path.join(PROJECT_ROOT, 'src/client'),
    });
    // Every page drawn, by URL: a page served from the cache is not drawn again.
    const draw = p.app.renderPage;
    p.app.renderPage = (url) => {
      renders.push(url);
      return draw(url);
    };
  });
  afterAll(() => p?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    p.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  /** The URLs drawn while `work` ran. */
  async function drawnDuring(work: () => Promise<unknown>): Promise<string[]> {
    renders = [];
    await work();
    return renders;
  }

  it('draws a data page once and sends it again, tag and no-cache included', async () => {
    // The first request loads the server bundle; the second is the first the cache can key.
    await page('/browse?serviceType=yoga');
    const first = await page('/browse?serviceType=yoga');
    expect(first.statusCode).toBe(200);
    let again: Awaited<ReturnType<typeof page>> | undefined;
    expect(await drawnDuring(async () => (again = await page('/browse?serviceType=yoga')))).toEqual([]);
    expect(again?.body).toBe(first.body);
    for (const name of ['content-type', 'etag', 'cache-control']) {
      expect(again?.headers[name], name).toBe(first.headers[name]);
    }
    expect(again?.headers['cache-control']).toBe('no-cache');
    const revalidated = await page('/browse?serviceType=yoga', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keys on what the page reads of its URL: unknown parameters, values it ignores and order make no new entries', async () => {
    await page('/browse?serviceType=reiki&sort=price-asc');
    const same = [
      '/browse?sort=price-asc&serviceType=reiki',
      '/browse?serviceType=reiki&sort=price-asc&utm_source=x&zz=1',
      '/browse?serviceType=reiki&sort=price-asc&price=not-a-band',
    ];
    for (const url of same) expect(await drawnDuring(() => page(url)), url).toEqual([]);
    // Another view is another page.
    expect(await drawnDuring(() => page('/browse?serviceType=reiki&sort=price-desc'))).toHaveLength(1);
  });

  it('keys the map view apart from the list: /browse and /studios with view=map are their map pages', async () => {
    // Drawn within the cache's lifetime after the list, the map view must not be the list's page.
    const pressed = (body: string, label: string) =>
      new RegExp(`aria-pressed="true"[^>]*>(?:(?!</button>).)*${label}</button>`, 's').test(body);
    for (const path of ['/browse', '/studios']) {
      const list = await page(path);
      expect(pressed(list.body, 'List'), path).toBe(true);
      const map = await page(`${path}?view=map`);
      expect(map.statusCode).toBe(200);
      expect(pressed(map.body, 'Map'), `${path}?view=map`).toBe(true);
      expect(pressed(map.body, 'List'), `${path}?view=map`).toBe(false);
    }
  });

  it('keeps no page the server could not draw: the shell the browser draws is sent, and drawn again next time', async () => {
    // A location longer than the API accepts: the list's query fails, so the browser draws the page.
    const url = `/browse?location=${'x'.repeat(150)}`;
    const shell = await page(url);
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(await drawnDuring(() => page(url))).toEqual([url]);
  });

  it('keeps no page that is not found', async () => {
    const missing = `/classes/${'0'.repeat(8)}-0000-4000-8000-000000000000`;
    expect((await page(missing)).statusCode).toBe(404);
    expect(await drawnDuring(() => page(missing))).toEqual([missing]);
  });

  it('keeps a page without data once, whatever its query', async () => {
    await page('/our-story');
    expect(await drawnDuring(() => page('/our-story?utm_source=newsletter'))).toEqual([]);
  });

  it('is emptied by a write, so a booking shows on the class page at once', async () => {
    const { sessionId, classId } = await createSession(p.database.db, { maxParticipants: 4 });
    const user = await createUserWithToken(p.database.db);
    const url = `/classes/${classId}`;
    await page(url);
    const before = await page(url);
    expect(await drawnDuring(() => page(url))).toEqual([]);
    expect(await drawnDuring(() => page(`${url}?ref=mail`))).toEqual([]);
    await bookPlace(p, user.token, sessionId);
    let after: Awaited<ReturnType<typeof page>> | undefined;
    expect(await drawnDuring(async () => (after = await page(url)))).toEqual([url]);
    expect(after?.headers.etag).not.toBe(before.headers.etag);
  });
});
