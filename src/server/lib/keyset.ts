import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './http-errors';

/**
 * Keyset paging (docs/decisions/0024): a list is ordered by one sort key and then the id, and the
 * next page starts after the last row's (key, id), so page 50 costs what page 1 does and a page
 * never repeats or skips a row. The cursor is that pair, with the sort it belongs to, as base64url
 * JSON: opaque to clients, checked before it comes near SQL.
 */
export interface SortKey {
  /** The key's SQL expression; never null (coalesce it). */
  expr: SQL;
  direction: 'asc' | 'desc';
  /** What the key is as text: a number (compared as numeric) or any text (compared as text). */
  kind: 'numeric' | 'text';
}

const NUMERIC = /^-?\d{1,20}(\.\d{1,20})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVALID = 'cursor is not valid: take it from the previous page';

export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(sort: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor's position, or a 400 when it was tampered with or belongs to another sort. */
export function decodeCursor(text: string, sort: string, key: SortKey): Cursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw badRequest(INVALID);
  const [forSort, value, id] = decoded;
  if (forSort !== sort) throw badRequest('cursor belongs to another sort: start again from the first page');
  if (typeof value !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw badRequest(INVALID);
  // A text key is compared by PostgreSQL, which stores no NUL character (nor lone surrogates, which
  // become U+FFFD on the way in and would no longer match the row they came from).
  const badText = value.length > 500 || value.includes('\u0000') || /\p{Cs}/u.test(value);
  if (key.kind === 'numeric' ? !NUMERIC.test(value) : badText) throw badRequest(INVALID);
  return { key: value, id };
}

/** Rows after the cursor in the list's order: (key, id) past (cursor.key, cursor.id). */
export function afterCursor(key: SortKey, id: AnyColumn, cursor: Cursor): SQL {
  const value = key.kind === 'numeric' ? sql`${cursor.key}::numeric` : sql`${cursor.key}::text`;
  const beyond = key.direction === 'asc' ? sql`${key.expr} > ${value}` : sql`${key.expr} < ${value}`;
  // The bound alone first: an index on (key, id) starts its scan there, instead of reading every
  // row before the cursor and dropping them (the rest of the condition then skips the ties before it).
  const from = key.direction === 'asc' ? sql`${key.expr} >= ${value}` : sql`${key.expr} <= ${value}`;
  return sql`(${from} and (${beyond} or (${key.expr} = ${value} and ${id} > ${cursor.id}::uuid)))`;
}

export function orderBy(key: SortKey, id: AnyColumn): SQL[] {
  return [key.direction === 'asc' ? asc(key.expr) : desc(key.expr), asc(id)];
}

/**
 * The key as text for the next cursor: selected next to the row so the cursor matches exactly. It has
 * a name of its own: unnamed, PostgreSQL would name it after the key's column, and an ORDER BY of that
 * name would then sort the text ("9.00" after "65.00") instead of the key.
 */
export const keyText = (key: SortKey) => sql<string>`(${key.expr})::text`.as('cursor_key');
