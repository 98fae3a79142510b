import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../helpers/fixtures';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// Restarts the PostgreSQL server, so it runs alone, after every other PostgreSQL test
// (TEST_SUITE=resilience, a separate step of scripts/test.mjs).
const CLUSTER = (process.env.PG_CLUSTER ?? '15 main').split(' ');
const pgctl = (action: 'start' | 'stop' | 'restart') =>
  execFileSync('pg_ctlcluster', [...CLUSTER, action], { stdio: 'pipe', timeout: 60_000 });

function ensurePostgresRunning() {
  try {
    pgctl('start');
  } catch {
    // "already running" is the usual answer; anything else shows up in the next test run.
  }
}

interface Answer {
  status: number;
  body: unknown;
}

describe.skipIf(testDatabaseKind() !== 'postgres')('PostgreSQL restarting under a running server', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let token: string;

  const call = async (path: string, auth = false): Promise<Answer> => {
    const res = await fetch(`${server.url}${path}`, {
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: await res.json() };
  };

  /** Polls until the route answers 200; returns the milliseconds it took and every answer seen. */
  const untilOk = async (path: string, auth = false, limitMs = 10_000) => {
    const started = Date.now();
    const seen: Answer[] = [];
    while (Date.now() - started < limitMs) {
      const answer = await call(path, auth);
      seen.push(answer);
      if (answer.status === 200) return { ms: Date.now() - started, seen };
      await new Promise((r) => setTimeout(r, 250));
    }
    return { ms: Number.POSITIVE_INFINITY, seen };
  };

  const isCleanFailure = (a: Answer) =>
    a.status === 503 && typeof (a.body as { message?: unknown }).message === 'string';

  beforeAll(async () => {
    ensurePostgresRunning();
    db = await createTestDatabase();
    ({ token } = await createUserWithToken(db.database.db));
    // Every answer computed, so each request meets the database (the read cache would answer the
    // catalogue from memory for a second, docs/decisions/0044).
    server = await startServer({ databaseUrl: db.url, env: { CATALOGUE_CACHE_SECONDS: '0' } });
  });

  afterAll(async () => {
    // Whatever happened above, leave PostgreSQL running for everything after this file.
    ensurePostgresRunning();
    await server?.stop();
    await db?.close();
  });

  it('answers 503 {message} while PostgreSQL is down, then recovers by itself within 10 s', async () => {
    expect((await call('/api/classes')).status).toBe(200);
    expect((await call('/api/user/profile', true)).status).toBe(200);

    pgctl('stop');
    try {
      const down = await Promise.all([call('/api/classes'), call('/api/user/profile', true)]);
      // 503, not 401: a signed-in user must not be told their session is gone because the database is.
      for (const answer of down) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          message: expect.stringMatching(/temporarily unavailable/),
          code: 'UNAVAILABLE',
        });
      }
      const health = await call('/api/health');
      expect(health).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } });
      expect(server.alive()).toBe(true);
    } finally {
      pgctl('start');
    }

    const recovered = await untilOk('/api/user/profile', true);
    expect(recovered.ms).toBeLessThan(10_000);
    expect(recovered.seen.filter((a) => a.status !== 200).every(isCleanFailure)).toBe(true);
    expect((await call('/api/classes')).status).toBe(200);
    expect(server.alive()).toBe(true);
  });

  it('survives a restart while it holds pooled connections: failures are clean 503s, then 200 within 10 s', async () => {
    // Fill the pool with open connections, then restart PostgreSQL under them.
    await Promise.all(Array.from({ length: 8 }, () => call('/api/classes')));
    pgctl('restart');
    const recovered = await untilOk('/api/classes');
    expect(recovered.ms).toBeLessThan(10_000);
    expect(recovered.seen.filter((a) => a.status !== 200).every(isCleanFailure)).toBe(true);
    expect((await call('/api/user/profile', true)).status).toBe(200);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});
