import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The real application on a real, seeded database, driven through inject(). */
export async function createTestApp(
  options: { seed?: boolean; formsPerMinute?: number } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(options);
  const app = await buildApp({
    database: testDb.database,
    formsPerMinute: options.formsPerMinute ?? 1000,
  });
  await app.ready();
  return {
    ...testDb,
    app,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
