import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { perHandle } from './per-handle';

const statementsOf = perHandle(() => new Map<string, unknown>());

/**
 * A statement built and prepared once per database handle (or transaction), then only executed:
 * the hot read paths skip Drizzle's query building, and PostgreSQL reuses its parse and plan
 * (node-postgres keeps named statements per connection). `name` must be unique per statement.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  const statements = statementsOf(db);
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/** What a hand-written statement's `execute` resolves to: the driver's result, its rows plain objects. */
type RawResult = { execute: { rows: Array<Record<string, unknown>> }; all: unknown; values: unknown };

/**
 * A hand-written statement (sql`...` with sql.placeholder() values), prepared once per handle like
 * the query-builder ones; `execute` resolves to the driver's result, whose `rows` are plain objects.
 */
export function preparedSql(db: DbOrTx, name: string, statement: () => SQL) {
  return prepared(db, name, (d) =>
    d._.session.prepareQuery<RawResult>(dialect.sqlToQuery(statement()), undefined, name, false),
  );
}

/** How many statement names per process runSqlByShape hands out; it bounds what each connection keeps. */
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
 * Runs a hand-written statement built per request (a list's filters, sort and cursor, its values
 * inline) as a statement named for its SQL text. The same filters and sort give the same text
 * whatever their values, so each connection parses it once, then only binds the new values
 * (docs/decisions/0093); with its values out of the planner's sight (planValue), PostgreSQL keeps a
 * generic plan after five runs and stops planning it too (docs/decisions/0101). Past MAX_SHAPES
 * different texts a statement runs unnamed. Resolves to the driver's result, whose `rows` are plain
 * objects.
 */
export function runSqlByShape(db: DbOrTx, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return db._.session.prepareQuery<RawResult>(query, undefined, shapeName(query.sql), false).execute();
}
