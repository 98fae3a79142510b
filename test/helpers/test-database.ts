import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
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

/** What the run's global setup prepared (test/helpers/database-snapshots.ts), if it ran. */
function snapshots() {
  try {
    return inject('databaseSnapshots');
  } catch {
    // Outside a Vitest worker (a script importing these helpers): nothing was prepared.
    return undefined;
  }
}

/**
 * A fresh PostgreSQL database for one test file, dropped afterwards: empty, or a copy of one of the
 * run's templates. Copies of one template may be asked for at the same moment; PostgreSQL refuses a
 * copy while another session is connected to the template, so a refused copy is tried again.
 */
export async function createScratchPostgres(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `attune_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        break;
      } catch (err) {
        const busy = (err as { code?: string }).code === '55006'; // object_in_use: the template is being copied
        if (!busy || attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
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

/**
 * A database of its own with nothing in it, not even migrations: for tests of migrating itself. On
 * PostgreSQL a scratch database, dropped by `close`; on PGlite one in memory.
 */
export async function createEmptyDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgres();
    const database = await createDatabase({ databaseUrl: scratch.url, poolMax: 2 });
    return {
      database,
      async close() {
        try {
          await database.close();
        } finally {
          await scratch.drop();
        }
      },
    };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  return { database, close: () => database.close() };
}

/** A migrated database, seeded with the London demo data unless `seed: false`. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  const seeded = options.seed !== false;
  const prepared = snapshots();
  if (kind === 'postgres') {
    const template = prepared?.postgres?.[seeded ? 'seeded' : 'migrated'];
    const scratch = await createScratchPostgres(template);
    const database = await createDatabase({ databaseUrl: scratch.url, poolMax: 20 });
    if (!template) {
      await migrate(database);
      if (seeded) await seedIfEmpty(database, { now: new Date() });
    }
    return {
      database,
      kind,
      url: scratch.url,
      // A test that closed the database itself (to see the app answer without one) makes this
      // close throw: the scratch database is dropped all the same, or it would outlive the run.
      async close() {
        try {
          await database.close();
        } finally {
          await scratch.drop();
        }
      },
    };
  }
  const dump = prepared?.pglite?.[seeded ? 'seeded' : 'migrated'];
  if (dump) {
    const database = await createDatabase({ pgliteSnapshot: new Blob([fs.readFileSync(dump)]) });
    return { database, kind, close: () => database.close() };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(database);
  if (seeded) await seedIfEmpty(database, { now: new Date() });
  return { database, kind, close: () => database.close() };
}
