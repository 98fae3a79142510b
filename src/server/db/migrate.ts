import path from 'node:path';
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
