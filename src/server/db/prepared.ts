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
