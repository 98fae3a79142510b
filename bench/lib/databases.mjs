// Scratch databases for one benchmark run: a PostgreSQL database `attune_bench_*` (or
// `$BENCH_DATABASE_PREFIX_*`) created on the
// server DATABASE_URL points at (and dropped afterwards), or a PGlite folder in the temp directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(url) {
  try {
    await admin(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export async function createPostgresDatabase(adminUrl, scale) {
  // BENCH_DATABASE_PREFIX: where several people share one PostgreSQL server, each their own names.
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'attune_bench';
  const name = `${prefix}_s${scale}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  return {
    kind: 'postgres',
    connection: { databaseUrl: withDatabase(adminUrl, name) },
    drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export function createPgliteDirectory(scale) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `attune-bench-pglite-s${scale}-`));
  return {
    kind: 'pglite',
    connection: { pgliteDir: dir },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
