import path from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root';
import type { Database } from './client';

/** The committed drizzle-kit migrations, shared by both drivers. */
const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');

export async function migrate(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
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
