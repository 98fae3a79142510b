import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PROJECT_ROOT } from '../lib/project-root';
import type { Database } from './client';

/** The committed drizzle-kit migrations, shared by both drivers. */
const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');

/** Applies the migrations not yet applied; a test may name a folder holding the first few only. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.driver === 'pg') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's concrete type
    await run(database.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's concrete type
    await run(database.db as any, { migrationsFolder });
  }
}

/** When the newest migration this build carries was made: drizzle records it as `created_at`. */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/**
 * Whether the database has every migration this build carries: false while they run (or before they
 * have), and while an older instance's database awaits a newer build's. Throws when the database
 * cannot be reached.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const exists = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as { rows: Array<{ exists: boolean }> };
  if (!exists.rows[0]?.exists) return false;
  const applied = (await database.db.execute(
    sql`select coalesce(max(created_at), 0)::text as "newest" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ newest: string }> };
  return Number(applied.rows[0]?.newest ?? 0) >= newestMigrationMillis();
}
