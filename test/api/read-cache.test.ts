import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassWithDetails } from '../../src/common/schemas/class';
import { buildApp } from '../../src/server/app';
import { classes } from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let t: TestDatabase;
let app: FastifyInstance;
let classId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ database: t.database, readCacheTtlMs: 60_000, formsPerMinute: 1000 });
  await app.ready();
  classId = ((await app.inject({ method: 'GET', url: '/api/classes' })).json() as ClassWithDetails[])[0]
    ?.id as string;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const queriesDuring = async (work: () => Promise<unknown>) => {
  const before = t.database.stats.queries;
  await work();
  return t.database.stats.queries - before;
};

describe('micro-cache of the public catalogue', () => {
  it('answers a repeated GET from memory with the same body', async () => {
    const url = `/api/classes/${classId}`;
    const first = await app.inject({ method: 'GET', url });
    let second: Awaited<ReturnType<typeof app.inject>> | undefined;
    expect(await queriesDuring(async () => (second = await app.inject({ method: 'GET', url })))).toBe(0);
    expect(second?.statusCode).toBe(200);
    expect(second?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second?.body).toBe(first.body);
    // Served before the handler, yet after the hooks that add the security headers.
    expect(second?.headers['x-content-type-options']).toBe('nosniff');
    expect(second?.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('reads the database once for many simultaneous first requests', async () => {
    const url = '/api/classes?serviceType=reiki';
    const answers: Array<Awaited<ReturnType<typeof app.inject>>> = [];
    const queries = await queriesDuring(async () => {
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url })))),
      );
    });
    // One computation: a page is three statements (ADR 24).
    expect(queries).toBe(3);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('forgets everything after a successful write through the API', async () => {
    const url = `/api/classes/${classId}`;
    await app.inject({ method: 'GET', url });
    await t.database.db
      .update(classes)
      .set({ title: 'Renamed for the cache test' })
      .where(eq(classes.id, classId));
    expect((await app.inject({ method: 'GET', url })).json().title).not.toBe('Renamed for the cache test');

    const write = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
    expect(write.statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url })).json().title).toBe('Renamed for the cache test');
  });

  it('never keeps an error', async () => {
    const url = '/api/classes/00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await queriesDuring(() => app.inject({ method: 'GET', url }))).toBeGreaterThan(0);
  });

  it('compresses an answer once and serves that copy to every client that accepts it', async () => {
    const url = '/api/classes?deliveryMethod=in-person';
    const request = { method: 'GET' as const, url, headers: { 'accept-encoding': 'br' } };
    // Ten at once on a URL not yet cached: one computes the answer, and all of them wait for its one
    // compression rather than each being compressed again on the main thread (different bytes).
    const during = await Promise.all(Array.from({ length: 10 }, () => app.inject(request)));
    const after = await app.inject(request);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const answer of [...during, after]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.rawPayload.equals(after.rawPayload)).toBe(true);
    }
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(plain.body);
  });
});
