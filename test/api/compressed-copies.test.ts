import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassListItem } from '../../src/common/schemas/class';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { bearer, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// An answer's compressed copy is kept by its ETag and the exact Accept-Encoding, and sent again for
// the same bytes (docs/decisions/0107): the answer is still computed every time; a changed answer is
// compressed afresh; a personal one is never kept. /metrics counts copies made and sent again.

const TOKEN = 'compressed-copies-metrics-token';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The copies made and sent again so far, as /metrics reports them. */
async function copies(): Promise<{ made: number; sent: number }> {
  const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
  const count = (outcome: string) =>
    Number(
      new RegExp(`^attune_compressed_copies_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1],
    );
  return { made: count('made'), sent: count('sent') };
}

const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
};

describe('compressed copies of public answers', () => {
  it('compresses a body once and sends the same bytes again for the same Accept-Encoding', async () => {
    const url = '/api/classes?limit=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const before = await copies();

    const first = await get(url, { 'accept-encoding': 'br' });
    const second = await get(url, { 'accept-encoding': 'br' });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decoded(res)).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await copies()).toEqual({ made: before.made + 1, sent: before.sent + 1 });
  });

  it("honours each client's Accept-Encoding as compression decided it", async () => {
    const url = '/api/classes?limit=21';
    const plain = await get(url);
    const headers = ['gzip', 'br;q=0, gzip', 'gzip, deflate, br', 'identity'];
    const encodings = ['gzip', 'gzip', 'br', undefined];
    for (const round of [1, 2]) {
      for (const [i, accept] of headers.entries()) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], `${accept}, round ${round}`).toBe(encodings[i]);
        expect(decoded(res)).toBe(plain.body);
      }
    }
  });

  it('compresses a changed answer afresh and never sends the old copy for it', async () => {
    const list = (await get('/api/classes?limit=1')).json() as ClassListItem[];
    const id = list[0]?.id as string;
    const url = `/api/classes/${id}`;
    const before = await get(url, { 'accept-encoding': 'br' });
    const title = JSON.parse(decoded(before)).title as string;

    await t.database.db.execute(sql`update classes set title = ${`${title} (renamed)`} where id = ${id}`);
    const after = await get(url, { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(decoded(after)).title).toBe(`${title} (renamed)`);

    await t.database.db.execute(sql`update classes set title = ${title} where id = ${id}`);
    const back = await get(url, { 'accept-encoding': 'br' });
    // The first body again: its copy is the first copy, byte for byte.
    expect(back.headers.etag).toBe(before.headers.etag);
    expect(back.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(JSON.parse(decoded(back)).title).toBe(title);
  });

  it('keeps no copy of an answer to a signed-in request', async () => {
    const token = await loginToken(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const before = await copies();
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/classes?limit=22', { ...bearer(token), 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect(await copies()).toEqual(before);
  });
});
