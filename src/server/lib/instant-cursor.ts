import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { isStorableInstant } from '../../common/calendar-date';
import { badRequest } from './http-errors';
import { isUuid } from './uuid';

/**
 * A keyset cursor for lists ordered newest first by (created_at desc, id desc): the last row's exact
 * creation instant (microseconds) and id, base64url-encoded, so the next page starts exactly after it.
 */
export interface InstantCursor {
  createdAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant in the cursor's form: 2026-02-30, hour 25 or year 0 have the shape but are not. */
function isInstant(text: string): boolean {
  if (!INSTANT.test(text)) return false;
  const parsed = new Date(`${text.slice(0, 23)}Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    isStorableInstant(parsed) &&
    parsed.toISOString().slice(0, 23) === text.slice(0, 23)
  );
}
const INVALID_CURSOR = 'cursor is not valid: pass the nextCursor of the previous page';

export function encodeInstantCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

/** The cursor's position, or a 400 naming the field when it was tampered with. */
export function decodeInstantCursor(cursor: string | undefined): InstantCursor | undefined {
  if (cursor === undefined) return undefined;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !isInstant(createdAt) || !isUuid(id)) {
    throw badRequest(INVALID_CURSOR);
  }
  return { createdAt, id };
}

/** The exact stored instant as the cursor carries it; select it next to the row. */
export const cursorInstant = (createdAt: AnyColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows older than the cursor in (created_at desc, id desc) order. */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, cursor: InstantCursor): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

/** Rows after the cursor in (instant asc, id asc) order: the same cursor, for a list read oldest first. */
export const laterThan = (instant: AnyColumn, id: AnyColumn, cursor: InstantCursor): SQL =>
  sql`(${instant}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
