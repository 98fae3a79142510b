// Vitest's global setup: migrate and seed a database once per run, not once per test file.
// Every file then starts from a copy: PostgreSQL's `CREATE DATABASE … TEMPLATE`, or a PGlite data
// directory loaded from a dump. A file used to spend about 3 s creating, migrating and seeding its
// own (docs/decisions/0058-one-migrated-database-per-run.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { testDatabaseKind } from './test-database';

/** Where a file finds the run's two starting points: migrated only, and migrated and seeded. */
export interface DatabaseSnapshots {
  /** PostgreSQL: the names of the two template databases. */
  postgres?: { migrated: string; seeded: string };
  /** PGlite: the paths of the two dumped data directories. */
  pglite?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function postgresTemplates(baseUrl: string) {
  const prefix = `attune_template_${process.pid}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  for (const [kind, name] of Object.entries(names)) {
    await adminQuery(baseUrl, `create database "${name}"`);
    const database = await createDatabase({ databaseUrl: withDatabaseName(baseUrl, name), poolMax: 2 });
    try {
      await migrate(database);
      if (kind === 'seeded') await seedIfEmpty(database, { now: new Date() });
    } finally {
      // A template must have no open connection when it is copied.
      await database.close();
    }
  }
  return {
    names,
    async drop() {
      for (const name of Object.values(names))
        await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function pgliteDumps() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-pglite-'));
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await createDatabase({ pgliteDir: 'memory://' });
  try {
    await migrate(database);
    const client = 'pglite' in database.queueConnection ? database.queueConnection.pglite : undefined;
    if (!client) throw new Error('a PGlite database has a PGlite client');
    fs.writeFileSync(files.migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedIfEmpty(database, { now: new Date() });
    fs.writeFileSync(files.seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { files, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  if (testDatabaseKind() === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const templates = await postgresTemplates(baseUrl);
    project.provide('databaseSnapshots', { postgres: templates.names });
    return () => templates.drop();
  }
  const dumps = await pgliteDumps();
  project.provide('databaseSnapshots', { pglite: dumps.files });
  return () => dumps.remove();
}
