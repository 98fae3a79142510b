import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';
import { createTestApp, type TestApp } from '../helpers/test-app';

// SITE_LAUNCHED (docs/decisions/0085): unset, / is the spec's coming-soon page and the marketplace's
// home is /home; set, / is the home, /home redirects there and the coming-soon page is /coming-soon.
// The pages are drawn by the server entry from its sources, as `npm start` draws them.

const HOME_TEXT = 'Find your practice';
const COMING_SOON_TEXT = 'Join the waiting list and be the first to hear from us';
const LAUNCHED_MARK = '<html data-site-launched';

const withPages = (siteLaunched?: boolean) =>
  createTestApp({
    serverEntry: path.join(PROJECT_ROOT, 'src/client/entry-server.tsx'),
    clientDir: path.join(PROJECT_ROOT, 'src/client'),
    siteLaunched,
  });

let launched: TestApp;
let comingSoon: TestApp;

beforeAll(async () => {
  launched = await withPages(true);
  comingSoon = await withPages();
});
afterAll(async () => {
  await launched?.close();
  await comingSoon?.close();
});

const page = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('SITE_LAUNCHED=true', () => {
  it('serves the marketplace home at /, drawn by the server with its canonical link', async () => {
    const home = await page(launched, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(HOME_TEXT);
    expect(home.body).not.toContain(COMING_SOON_TEXT);
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:5000/">');
    // The browser learns the mode from the page, not from its build.
    expect(home.body).toContain(LAUNCHED_MARK);
  });

  it('redirects /home to /, keeping the query', async () => {
    const old = await page(launched, '/home');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/');
    const tagged = await page(launched, '/home?utm_source=mail');
    expect(tagged.statusCode).toBe(301);
    expect(tagged.headers.location).toBe('/?utm_source=mail');
  });

  it('serves the coming-soon page at /coming-soon', async () => {
    const soon = await page(launched, '/coming-soon');
    expect(soon.statusCode).toBe(200);
    expect(soon.body).toContain(COMING_SOON_TEXT);
    expect(soon.body).not.toContain(HOME_TEXT);
  });

  it('marks the pages the browser draws too', async () => {
    const dashboard = await page(launched, '/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(LAUNCHED_MARK);
  });

  it('lists / as the home in the sitemap, not /home', async () => {
    const sitemap = await launched.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:5000/</loc>');
    expect(sitemap.body).not.toContain('<loc>http://localhost:5000/home</loc>');
  });
});

describe('SITE_LAUNCHED unset: the spec behaviour', () => {
  it('serves the coming-soon page at / and the home at /home', async () => {
    const soon = await page(comingSoon, '/');
    expect(soon.statusCode).toBe(200);
    expect(soon.body).toContain(COMING_SOON_TEXT);
    expect(soon.body).not.toContain(HOME_TEXT);
    expect(soon.body).not.toContain(LAUNCHED_MARK);
    const home = await page(comingSoon, '/home');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(HOME_TEXT);
    expect(home.body).not.toContain(LAUNCHED_MARK);
  });

  it('has no /coming-soon: the not-found page answers 404', async () => {
    const soon = await page(comingSoon, '/coming-soon');
    expect(soon.statusCode).toBe(404);
    expect(soon.body).not.toContain(COMING_SOON_TEXT);
  });

  it('lists /home in the sitemap', async () => {
    const sitemap = await comingSoon.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:5000/home</loc>');
    expect(sitemap.body).not.toContain('<loc>http://localhost:5000/</loc>');
  });
});
