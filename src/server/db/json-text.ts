import { type SQL, sql } from 'drizzle-orm';

/**
 * How a value is written into JSON text built by PostgreSQL:
 * - `value`: any value, possibly null, written by `to_json` (text escaped as JSON.stringify escapes
 *   it, numbers, booleans and arrays as they are); null becomes `null`.
 * - `plain`: text that never needs escaping and is never null (a uuid, a number printed as a decimal
 *   string, a timestamp from `isoTimestamp`); only quoted.
 * - `json`: JSON text already, never null (a nested object or array from this module); written as is.
 */
export type JsonKind = 'value' | 'plain' | 'json';
export type JsonField = readonly [key: string, value: SQL, kind: JsonKind];

/** Each field's `"key":value` text, the first opened with `{` when `opens`, every other after a comma. */
function fieldParts(fields: readonly JsonField[], opens: boolean): SQL[] {
  const parts: SQL[] = [];
  fields.forEach(([key, value, kind], i) => {
    const name = `${i === 0 && opens ? '{' : ','}${JSON.stringify(key)}:`;
    if (kind === 'value') {
      parts.push(sql.raw(quoteLiteral(name)), sql`coalesce(to_json(${value})::text, 'null')`);
    } else if (kind === 'plain') {
      parts.push(sql.raw(quoteLiteral(`${name}"`)), value, sql.raw(`'"'`));
    } else {
      parts.push(sql.raw(quoteLiteral(name)), value);
    }
  });
  return parts;
}

/**
 * The text of one JSON object, `{"key":value,...}` with the keys in the order given, written by
 * PostgreSQL with a single `concat`: no whitespace (json_build_object writes `"key" : value, `), so
 * byte for byte what the schema serializer writes for the same values (docs/decisions/0013, 0089).
 * Keys are code, never input.
 */
export function jsonObjectText(fields: readonly JsonField[]): SQL {
  const parts = fieldParts(fields, true);
  if (fields.length === 0) parts.push(sql.raw(`'{'`));
  parts.push(sql.raw(`'}'`));
  return sql`concat(${sql.join(parts, sql`, `)})`;
}

/**
 * An object's opening and first fields, `{"key":value,...`, left open: the text of an object whose
 * other fields another part of a statement writes (jsonObjectRestText). At least one field.
 */
export function jsonObjectStartText(fields: readonly JsonField[]): SQL {
  return sql`concat(${sql.join(fieldParts(fields, true), sql`, `)})`;
}

/** The fields after an object's start, `,"key":value,...}`, closing it. At least one field. */
export function jsonObjectRestText(fields: readonly JsonField[]): SQL {
  return sql`concat(${sql.join([...fieldParts(fields, false), sql.raw(`'}'`)], sql`, `)})`;
}

/** The same fields as a `json` value (json_build_object), for a statement whose rows Node reads. */
export function jsonBuildObject(fields: readonly JsonField[]): SQL {
  const pairs = fields.map(([key, value]) => sql`${sql.raw(quoteLiteral(key))}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The text of a JSON array of the rows' `element` texts in `order` (an aggregate: use it where the
 * rows are grouped, or in a subquery of its own); `[]` when there are none.
 */
export const jsonArrayText = (element: SQL, order: SQL) =>
  sql`concat('[', string_agg(${element}, ',' order by ${order}), ']')`;

/** A SQL string literal; only for constants written in code. */
function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
