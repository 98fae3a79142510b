import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const byHandle = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement built and prepared once per database handle (or transaction), then only executed:
 * the hot read paths skip Drizzle's query building, and PostgreSQL reuses its parse and plan
 * (node-postgres keeps named statements per connection). `name` must be unique per statement.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * A hand-written statement (sql`...` with sql.placeholder() values), prepared once per handle like
 * the query-builder ones; `execute` resolves to the driver's result, whose `rows` are plain objects.
 */
export function preparedSql(db: DbOrTx, name: string, statement: () => SQL) {
  return prepared(db, name, (d) =>
    d._.session.prepareQuery<{
      execute: { rows: Array<Record<string, unknown>> };
      all: unknown;
      values: unknown;
    }>(dialect.sqlToQuery(statement()), undefined, name, false),
  );
}

/** A query built per request by the query builder: its SQL text, and the means to run it named or not. */
interface ShapedQuery<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
  execute(): Promise<R>;
}

/** How many statement names per process runByShape hands out; it bounds what each connection keeps. */
const MAX_SHAPES = 256;
const shapeNames = new Map<string, string>();

/** The statement name of an SQL text, or undefined once MAX_SHAPES texts have one. */
function shapeName(text: string): string | undefined {
  let name = shapeNames.get(text);
  if (name === undefined && shapeNames.size < MAX_SHAPES) {
    name = `shape_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    shapeNames.set(text, name);
  }
  return name;
}

/**
 * Runs a query built per request (a list's filters, sort and cursor) as a statement named for its
 * SQL text. The same filters and sort give the same text whatever their values, so each connection
 * parses it once, then only binds the new values; after five runs PostgreSQL may keep a generic plan
 * and stop planning it too (the studio list's statements do; the class list's keep custom plans). The
 * class list's count in psql: planning 0.16 ms and execution 0.07 ms unnamed, against 0.002 and
 * 0.03 ms prepared (docs/decisions/0093). Past MAX_SHAPES different texts a query runs unnamed, as
 * every one did before.
 */
export function runByShape<R>(query: ShapedQuery<R>): Promise<R> {
  const name = shapeName(query.toSQL().sql);
  return name === undefined ? query.execute() : query.prepare(name).execute();
}

/**
 * runByShape for a hand-written statement built per request (sql`...`): its values inline, its
 * sql.placeholder()s filled from `placeholders`. Resolves to the driver's result, whose `rows` are
 * plain objects.
 */
export function runSqlByShape(db: DbOrTx, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return db._.session
    .prepareQuery<{
      execute: { rows: Array<Record<string, unknown>> };
      all: unknown;
      values: unknown;
    }>(query, undefined, shapeName(query.sql), false)
    .execute();
}
