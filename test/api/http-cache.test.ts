import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassListItem } from '../../src/common/schemas/class';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';
import { bearer, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Public catalogue answers are cached the way the web does it (docs/decisions/0026): Cache-Control,
// a strong ETag, and 304 for a matching If-None-Match. Private answers are never stored.

let t: TestApp;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  classId = (
    (await t.app.inject({ method: 'GET', url: '/api/classes?limit=1' })).json() as ClassListItem[]
  )[0]?.id as string;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of the public catalogue', () => {
  it.each(['/api/classes', '/api/classes?serviceType=yoga&limit=5', '/api/studios', `/api/studios?limit=2`])(
    '%s: Cache-Control, a strong ETag, and 304 on If-None-Match',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      );
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      // Same bytes, same tag; compressed or not, the tag names the content.
      const again = await get(url, { 'accept-encoding': 'br' });
      expect(again.headers.etag).toBe(etag);

      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    },
  );

  it('covers class and studio pages, and a changed answer gets a new tag', async () => {
    const url = `/api/classes/${classId}`;
    const first = await get(url);
    expect(first.headers['cache-control']).toMatch(/^public/);
    const page2 = await get('/api/classes?limit=1&sort=price-asc');
    expect(page2.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps errors and private answers out of caches', async () => {
    const missing = await get('/api/classes/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public/);
    const bad = await get('/api/classes?limit=0');
    expect(bad.headers['cache-control']).toBeUndefined();

    const token = await loginToken(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const mine = await get('/api/user/bookings', bearer(token));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    // With a token, even a public list is not stored by a shared cache.
    const signedIn = await get('/api/classes?limit=2', bearer(token));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('pages carry a strong ETag and are revalidated on every visit: unchanged, a 304 with no body', async () => {
    // Drawn by the server entry from its sources, so the pages are real whether or not a build exists.
    const withPages = await createTestApp({
      serverEntry: path.join(PROJECT_ROOT, 'src/client/entry-server.tsx'),
      clientDir: path.join(PROJECT_ROOT, 'src/client'),
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      withPages.app.inject({ method: 'GET', url, headers });
    const browse = await get('/browse', { accept: 'text/html' });
    expect(browse.statusCode).toBe(200);
    expect(browse.headers['content-type']).toMatch(/^text\/html/);
    expect(browse.headers['cache-control']).toBe('no-cache');
    const etag = String(browse.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await get('/browse', { accept: 'text/html', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    // Another view of the catalogue is another page, with another tag.
    const reiki = await get('/browse?serviceType=reiki', { accept: 'text/html', 'if-none-match': etag });
    expect(reiki.statusCode).toBe(200);
    expect(reiki.headers.etag).not.toBe(etag);
    // A page nobody has is a 404, never tagged.
    const nowhere = await get('/no-such-page', { accept: 'text/html' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.headers.etag).toBeUndefined();
    await withPages.close();
  });
});
