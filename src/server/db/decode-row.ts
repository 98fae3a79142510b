import type { Column } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * A row of a hand-written statement (preparedSql) read as a Drizzle select of the same `fields`
 * would return it: each field is taken from the result column named like its database column
 * (or as `renamed` says, where two tables' columns share a name) and decoded by the column's own
 * type, so dates become Dates and numerics stay strings on either driver. The shape is the field
 * map's, written once; the statement only has to select those columns.
 */
export function decodeRow<F extends Record<string, Column>>(
  fields: F,
  row: Record<string, unknown>,
  renamed: Partial<Record<keyof F, string>> = {},
): SelectResultFields<F> {
  const decoded: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const value = row[renamed[key] ?? column.name];
    decoded[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return decoded as SelectResultFields<F>;
}
