import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the suite runs on: `TEST_DATABASE=postgres` needs DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  kind: TestDatabaseKind;
  /** Connection string of the fresh PostgreSQL database (postgres kind only). */
  url?: string;
  close(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh PostgreSQL database for one test file, dropped afterwards. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `attune_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: withDatabaseName(baseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** A migrated database, seeded with the London demo data unless `seed: false`. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  if (kind === 'postgres') {
    const scratch = await createScratchPostgres();
    const database = await createDatabase({ databaseUrl: scratch.url, poolMax: 20 });
    await migrate(database);
    if (options.seed !== false) await seedIfEmpty(database);
    return {
      database,
      kind,
      url: scratch.url,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(database);
  if (options.seed !== false) await seedIfEmpty(database);
  return { database, kind, close: () => database.close() };
}
