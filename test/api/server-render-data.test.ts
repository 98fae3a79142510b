import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedPage, renderPage, setApiTransport } from '../../src/client/entry-server';
import type { ClassListItem } from '../../src/common/schemas/class';
import type { Studio } from '../../src/common/schemas/studio';
import { injectTransport } from '../../src/server/plugins/server-render';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The server draws a public page with the data it shows fetched first (src/client/app/route-data.ts),
// so a page costs one React render, not one to find its queries and another to draw them. These
// render through the real server entry, its queries answered by the real app, as `npm start` does.

let t: TestApp;
let cls: ClassListItem;
let studio: Studio;

beforeAll(async () => {
  t = await createTestApp();
  setApiTransport(injectTransport(t.app));
  [cls] = (await t.app.inject({ method: 'GET', url: '/api/classes?limit=1' })).json();
  [studio] = (await t.app.inject({ method: 'GET', url: '/api/studios?limit=1' })).json();
});
afterAll(() => t?.close());

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** The page drawn by the server; the first call also loads the page's code, so the second is measured. */
async function render(url: string): Promise<RenderedPage> {
  await renderPage(url);
  const page = await renderPage(url);
  if (!page || page.html === null) throw new Error(`${url} was not drawn by the server`);
  return page;
}

describe('server rendering draws each data page in one pass', () => {
  it.each([
    ['/home', () => 'Find your practice'],
    ['/browse', () => 'classes found in London'],
    ['/browse?serviceType=reiki&sort=price-asc&timeOfDay=evening', () => 'Browse All Classes'],
    ['/studios', () => "London's wellbeing studios"],
    ['/studios?q=yoga', () => "London's wellbeing studios"],
    ['/classes/:id', () => cls.title],
    ['/studios/:id', () => studio.name],
  ])('%s', async (path, text) => {
    const url = path
      .replace('/classes/:id', `/classes/${cls.id}`)
      .replace('/studios/:id', `/studios/${studio.id}`);
    const page = await render(url);
    expect(page.status).toBe(200);
    expect(page.html.toString()).toContain(escapeHtml(text()));
    expect(page.passes).toBe(1);
  });

  it('answers 404 for a class that does not exist, without drawing twice', async () => {
    const page = await renderPage('/classes/00000000-0000-4000-8000-000000000000');
    expect(page).toEqual({ html: null, status: 404 });
  });

  it('draws a page that asks for no data in one pass, with none fetched', async () => {
    const page = await render('/our-story');
    expect(page.passes).toBe(1);
    expect(JSON.parse(page.state)).toMatchObject({ queries: [] });
  });
});
