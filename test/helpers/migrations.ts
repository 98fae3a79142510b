import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createEmptyDatabase } from './test-database';

/**
 * A database of its own migrated up to, not including, migration `tag` ("0014"): a test writes rows
 * as they were before it, then runs `migrate(database)` for the rest and reads what it made of them.
 */
export async function databaseBefore(tag: string): Promise<{ database: Database; close(): Promise<void> }> {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-migrations-'));
  const all = path.resolve('drizzle');
  const journal = JSON.parse(fs.readFileSync(path.join(all, 'meta/_journal.json'), 'utf8'));
  const earlier = journal.entries.filter((e: { tag: string }) => e.tag < tag);
  fs.mkdirSync(path.join(before, 'meta'));
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const e of earlier) fs.copyFileSync(path.join(all, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
  const { database, close } = await createEmptyDatabase();
  await migrate(database, before);
  return {
    database,
    async close() {
      await close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}
