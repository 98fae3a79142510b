import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../src/common/statuses';
import { classes, sessions, studios } from '../../src/server/db/schema';
import { addDays, nextYear, weekdayOnOrAfter } from '../helpers/dates';
import { createOwnerWithToken, createUserWithToken, insertBookings } from '../helpers/fixtures';
import { addClassTo, addStudioAs } from '../helpers/owner-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The embeddable booking widget (issue 30): a studio's next 14 days as a page any site may frame.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The app's clock: a Monday in early June next year, 10:00 in London (BST). */
const MONDAY = weekdayOnOrAfter(nextYear('06-03'), 'MO');
const NOW = new Date(`${MONDAY}T09:00:00Z`);
/** A day of the fortnight as the widget heads it, e.g. "Monday 3 June" (June's days only). */
const heading = (daysLater: number, weekday: string) =>
  `${weekday} ${Number(addDays(MONDAY, daysLater).slice(8))} June`;
const ORIGIN = 'http://localhost:5000';

let t: TestApp;
let studioId: string;
let emptyStudio: string;
let draftStudio: string;
let inactiveStudio: string;
type Named = 'soon' | 'full' | 'cancelled' | 'lastDay' | 'tooLate' | 'started' | 'hidden';
const ids = {} as Record<Named, string>;

async function addSession(classId: string, startsIn: number, status: SessionStatus = 'scheduled') {
  const start = new Date(NOW.getTime() + startsIn);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + HOUR), status })
    .returning({ id: sessions.id });
  return row?.id as string;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => NOW });
  const owner = await createOwnerWithToken(t.database.db);
  const studio = { address: '1 Brixton Road', postcode: 'SW9 6DE' };
  studioId = await addStudioAs(t, owner.token, { ...studio, name: 'Brixton Room' });
  emptyStudio = await addStudioAs(t, owner.token, { ...studio, name: 'Quiet Place' });
  inactiveStudio = await addStudioAs(t, owner.token, { ...studio, name: 'Closed Place' });
  // A draft: a class, but nothing scheduled (docs/decisions/0065).
  draftStudio = await addStudioAs(t, owner.token, { ...studio, name: 'Draft Place' });
  await addClassTo(t, owner.token, draftStudio, { title: 'Not Yet' });
  // Names are the owner's input: written straight to the rows, past any form's rules.
  await t.database.db
    .update(studios)
    .set({ name: 'Brixton <script>alert(1)</script> & "Co"' })
    .where(eq(studios.id, studioId));
  const flow = (await addClassTo(t, owner.token, studioId, { title: 'Morning Flow', price: '9.50' })).id;
  const gong = (await addClassTo(t, owner.token, studioId, { title: 'Gong Bath', maxParticipants: 2 })).id;
  const hidden = (await addClassTo(t, owner.token, inactiveStudio, { title: 'Hidden' })).id;
  await t.database.db
    .update(classes)
    .set({ title: '<img src=x onerror=alert(2)>' })
    .where(eq(classes.id, gong));
  ids.soon = await addSession(flow, 2 * HOUR);
  ids.full = await addSession(gong, DAY + 8 * HOUR);
  ids.cancelled = await addSession(flow, 2 * DAY, 'cancelled');
  ids.lastDay = await addSession(flow, 14 * DAY - HOUR);
  ids.tooLate = await addSession(flow, 14 * DAY + HOUR);
  ids.started = await addSession(flow, -HOUR);
  ids.hidden = await addSession(hidden, 2 * HOUR);
  // Public (a session to come), but nothing within the widget's two weeks.
  const later = (await addClassTo(t, owner.token, emptyStudio, { title: 'Later' })).id;
  await addSession(later, 20 * DAY);
  const [a, b] = [await createUserWithToken(t.database.db), await createUserWithToken(t.database.db)];
  await insertBookings(t.database.db, ids.full, [a.id, b.id]);
  await t.app.inject({
    method: 'DELETE',
    url: `/api/studios/${inactiveStudio}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
});
afterAll(() => t?.close());

describe('GET /embed/studios/:id', () => {
  it('answers the studio’s sessions of the next 14 days as HTML, by London day, with prices', async () => {
    const res = await get(`/embed/studios/${studioId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    for (const inside of [ids.soon, ids.full, ids.cancelled, ids.lastDay]) {
      expect(html).toContain(`data-session="${inside}"`);
    }
    for (const outside of [ids.tooLate, ids.started, ids.hidden]) expect(html).not.toContain(outside);
    // One heading per London day, in order: Monday (today), Tuesday, Wednesday, and the Monday a
    // fortnight on (an hour before the fortnight ends).
    const days = [...html.matchAll(/<h2 id="d([\d-]+)">([^<]+)<\/h2>/g)].map((m) => m[2]);
    expect(days).toEqual([
      heading(0, 'Monday'),
      heading(1, 'Tuesday'),
      heading(2, 'Wednesday'),
      heading(14, 'Monday'),
    ]);
    expect(html).toContain('12:00–13:00');
    expect(html).toContain('£9.50');
    expect(html).toContain('£15.00');
  });

  it('links each bookable session to Attune’s booking page in a new tab; full and cancelled ones are marked, not bookable', async () => {
    const html = (await get(`/embed/studios/${studioId}`)).body;
    const links = [...html.matchAll(/<a class="book" href="([^"]+)" target="_blank" rel="noopener">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual([`${ORIGIN}/booking/${ids.soon}`, `${ORIGIN}/booking/${ids.lastDay}`]);
    const item = (id: string) => new RegExp(`<li[^>]*data-session="${id}">.*?</li>`).exec(html)?.[0] ?? '';
    expect(item(ids.full)).toContain('>Full<');
    expect(item(ids.full)).not.toContain('/booking/');
    expect(item(ids.cancelled)).toContain('>Cancelled<');
    expect(item(ids.cancelled)).not.toContain('/booking/');
    // Every link leaves the frame for a new tab.
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors.length).toBeGreaterThan(2);
    for (const a of anchors) expect(a).toMatch(/target="_blank" rel="noopener"/);
  });

  it('escapes names the owner typed', async () => {
    const html = (await get(`/embed/studios/${studioId}`)).body;
    expect(html).toContain('<h1>Brixton &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</h1>');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    // The one script on the page is the widget's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('may be framed by any site; every other route keeps its framing protections', async () => {
    const res = await get(`/embed/studios/${studioId}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/api/health', `/api/studios/${studioId}`, '/', `/studios/${studioId}`, '/embed.js']) {
      const other = await get(url);
      expect(other.headers['x-frame-options'], url).toBe('DENY');
      expect(String(other.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(String(other.headers['content-security-policy']), url).not.toContain('frame-ancestors *');
    }
  });

  it('sets no cookie and uses no storage, and is cached briefly', async () => {
    const res = await get(`/embed/studios/${studioId}`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toMatch(/localStorage|sessionStorage|document\.cookie/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const again = await t.app.inject({
      method: 'GET',
      url: `/embed/studios/${studioId}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('carries at most 30 KB of JavaScript: its inline script, and /embed.js', async () => {
    const html = (await get(`/embed/studios/${studioId}`)).body;
    expect(html).not.toMatch(/<script[^>]+src=/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
    const resizer = await get('/embed.js');
    expect(resizer.statusCode).toBe(200);
    expect(resizer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(resizer.body).toContain('event.origin !== origin');
    const bytes = Buffer.byteLength(inline) + Buffer.byteLength(resizer.body);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(30 * 1024);
  });

  it('shows an empty state for a studio with no sessions in the next two weeks', async () => {
    const res = await get(`/embed/studios/${emptyStudio}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No sessions in the next two weeks.');
    expect(res.body).not.toContain('class="book"');
  });

  it('answers a 404 page for an unknown, malformed, inactive or draft studio, still frameable and not cached', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', inactiveStudio, draftStudio]) {
      const res = await get(`/embed/studios/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Studio not found</h1>');
      expect(res.body).not.toContain('Hidden');
      expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
