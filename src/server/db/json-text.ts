import { type SQL, sql } from 'drizzle-orm';

/**
 * How a value is written into JSON text built by PostgreSQL:
 * - `text`: any text, possibly null; escaped by `to_json`, null becomes `null`.
 * - `plain`: text that never needs escaping and is never null (a uuid, a number printed as a
 *   decimal string, a timestamp from `isoTimestamp`); only quoted.
 * - `json`: already JSON and never null (an integer, `to_json` of a boolean or an array, nested JSON
 *   text); written as is.
 */
export type JsonKind = 'text' | 'plain' | 'json';
export type JsonField = readonly [key: string, value: SQL, kind: JsonKind];

/**
 * The text of one JSON object, `{"key":value,...}` with the keys in the order given, written by
 * PostgreSQL with a single `concat`: no whitespace, so byte for byte what `JSON.stringify` or the
 * schema serializer writes for the same values. Keys are code, never input.
 */
export function jsonObjectText(fields: readonly JsonField[]): SQL {
  const parts: SQL[] = [];
  fields.forEach(([key, value, kind], i) => {
    const name = `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    if (kind === 'text') {
      parts.push(sql.raw(quoteLiteral(name)), sql`coalesce(to_json(${value})::text, 'null')`);
    } else if (kind === 'plain') {
      parts.push(sql.raw(quoteLiteral(`${name}"`)), value, sql.raw(`'"'`));
    } else {
      parts.push(sql.raw(quoteLiteral(name)), value);
    }
  });
  parts.push(sql.raw(`'}'`));
  return sql`concat(${sql.join(parts, sql`, `)})`;
}

/** A SQL string literal; only for constants written in code. */
function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A timestamp in Date#toISOString's format (UTC, milliseconds, `Z`), written by PostgreSQL. */
export const isoTimestampText = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
