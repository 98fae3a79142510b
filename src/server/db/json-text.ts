import { type SQL, sql } from 'drizzle-orm';

/** One key of a JSON object built by PostgreSQL and its value. Keys are code, never input. */
export type JsonField = readonly [key: string, value: SQL];

/** The fields as a `json` value (json_build_object), for a statement whose rows Node reads. */
export function jsonBuildObject(fields: readonly JsonField[]): SQL {
  const pairs = fields.map(([key, value]) => sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
