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
