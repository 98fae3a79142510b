import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ClientBase, Pool } from 'pg';
import { claimPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle, whichever driver is behind it (PGlite and node-postgres share this API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction, so services decide the boundary. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Counts every SQL statement sent; tests use it to prove query counts stay constant. */
  stats: { queries: number };
  /** The connection pool's use, for the metrics (PostgreSQL only: PGlite is one connection). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** What the job queue (pg-boss) connects with: the same PGlite instance, or the PostgreSQL URL. */
  queueConnection: { pglite: PGlite } | { connectionString: string };
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (only committed ones arrive); resolves to a stop
   * function. PostgreSQL gets a dedicated connection for it.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A dumped PGlite data directory to start the in-memory database from (the tests' snapshot). */
  pgliteSnapshot?: Blob;
  /** Pool size for node-postgres. */
  poolMax?: number;
  onPoolError?: (err: Error) => void;
}

function countingLogger(stats: { queries: number }) {
  return {
    logQuery() {
      stats.queries++;
    },
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const stats = { queries: 0 };
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool: Pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // A hung query must not hold a connection forever.
      statement_timeout: 10_000,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // No JIT: every statement here is a request's, answered in milliseconds. A catalogue filter
      // whose per-class probes the planner costs high (a few thousand index probes of 2 µs each)
      // passed jit_above_cost, and compiling it took 60 ms for a statement that runs in 9
      // (docs/decisions/0102). Set on each new connection before the pool hands it out: a SET
      // rather than a startup option, which some poolers refuse.
      onConnect: async (client: ClientBase) => {
        await client.query('set jit = off');
      },
    });
    // Without this handler an idle client's error (e.g. PostgreSQL restarting) crashes the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzle({ client: pool, schema, logger: countingLogger(stats) }) as unknown as Db;
    const connectionString = options.databaseUrl;
    return {
      db,
      driver: 'pg',
      stats,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      queueConnection: { connectionString },
      async listen(channel, onNotify) {
        const client = new pg.Client({ connectionString });
        // A lost listener only delays delivery: the queue's minute sweep relays what it missed.
        client.on('error', (err) => options.onPoolError?.(err));
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        await client.connect();
        await client.query(`listen "${channel.replaceAll('"', '')}"`);
        return async () => {
          await client.end().catch(() => undefined);
        };
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  let release = () => {};
  if (!dir.startsWith('memory://') && !options.pgliteSnapshot) {
    const fs = await import('node:fs');
    fs.mkdirSync(dir, { recursive: true });
    // A folder is one process's database: a second opener is refused, not silently overwritten.
    release = claimPgliteDir(dir);
  }
  let client: PGlite;
  try {
    client = options.pgliteSnapshot
      ? await PGlite.create({ loadDataDir: options.pgliteSnapshot })
      : await PGlite.create(dir);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzle({ client, schema, logger: countingLogger(stats) }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    stats,
    queueConnection: { pglite: client },
    async listen(channel, onNotify) {
      return client.listen(channel, () => onNotify());
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
