import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

type TestAppOptions = Partial<Omit<AppOptions, 'database'>>;

/**
 * The real application with the tests' settings on `database`, ready. The request, booking and
 * gift-card purchase limits are lifted (tests send many requests from one address, with fresh
 * accounts); the failed-login and wrong-code limits are real. Tests of the limits set them explicitly.
 */
export async function buildTestApp(database: Database, options: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    formsPerMinute: 1000,
    authPerMinute: 1000,
    bookingLimits: { perMinutePerSource: 10_000, newAccountUpcoming: 10_000, perAccountPerHour: 10_000 },
    giftCardLimits: { perRecipientPerDay: 10_000, perAccountPerDay: 10_000, perIpPerDay: 10_000 },
    // The notification worker runs only in the tests that watch it deliver (they pass their own settings).
    notifications: { inProcessWorker: false },
    ...options,
    database,
  });
  await app.ready();
  return app;
}

/** The real application on a real, seeded database, driven through inject() (see buildTestApp). */
export async function createTestApp(options: { seed?: boolean } & TestAppOptions = {}): Promise<TestApp> {
  const { seed, ...appOptions } = options;
  const testDb = await createTestDatabase({ seed });
  // Uploaded photos go to a folder of this test's own, removed with it.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-media-'));
  const app = await buildTestApp(testDb.database, { mediaDir, ...appOptions });
  return {
    ...testDb,
    app,
    async close() {
      await app.close();
      await testDb.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
