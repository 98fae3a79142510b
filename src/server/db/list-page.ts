import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { afterCursor, type Cursor, type SortKey } from '../lib/keyset';
import { planValue } from './catalogue-sql';
import type { DbOrTx } from './client';
import { jsonArrayText } from './json-text';
import { runSqlByShape } from './prepared';

/** What the one statement of a catalogue list is made of (listPage). */
export interface ListPageParts {
  /** The rows listed and what their filters join: `classes`, or `classes join studios on …`. */
  from: SQL;
  /** The listed row's id: the last key of every order, and what `itemJoins` joins the page on. */
  id: AnyColumn;
  /** The filters; the count reads the same rows. Its values as planValue writes them. */
  condition: SQL | undefined;
  key: SortKey;
  after?: Cursor;
  limit: number;
  /** Each row's distance from the `near` point (the page's column `distance_km`), when asked. */
  distance?: SQL;
  /**
   * One item of the answer as JSON text, read from the page's row (`page.id`, `page.distance_km`),
   * what `itemJoins` joins to it and the instant LIST_NOW. Code only, no value (fixedText): it is
   * written out once, not built again for each request.
   */
  item: SQL;
  itemJoins: SQL;
  /** The instant the list is answered at: LIST_NOW in `item`. */
  now: Date;
}

/** The list's instant in a listPage item (ListPageParts.now). */
export const LIST_NOW = sql.raw('(select list_now.at from list_now)');

/** A page of a list as its one statement answers it. */
export interface ListPageRows {
  /** The page's items as the answer's JSON array. */
  json: string;
  /** The number of matches. */
  total: number;
  /** The page's last row, when a row follows it: where the next page starts. */
  next?: Cursor;
}

/**
 * A page of a catalogue list in one statement (docs/decisions/0101): the page's ids in order,
 * `limit` + 1 of them so the one past the page says whether a next page exists; the number of
 * matches; and the page's items, written by PostgreSQL in the wire's shape (docs/decisions/0089).
 *
 * The ids are a range scan of the sort's partial index that stops after `limit` + 1 rows (from the
 * cursor on, docs/decisions/0087). The count is its own subquery: a count in the page's scan (a
 * window) would make every page read, key and sort every match before it could stop. As one
 * statement a list pays one round trip instead of three, and the page's ids never leave the
 * database. The statement is named for its text (runSqlByShape), so each connection parses each
 * shape of filters once.
 */
export async function listPage(db: DbOrTx, parts: ListPageParts): Promise<ListPageRows> {
  const { from, id, condition, key, after, limit } = parts;
  // The key by its output name: written once, so a computed key (the soonest sort's next session)
  // is computed once per row, not once for the select list and again for the order.
  const direction = sql.raw(key.direction);
  const { rows } = await runSqlByShape(
    db,
    sql`with list_now(at) as (select ${parts.now.toISOString()}::timestamptz),
      page as materialized (
        select id, sort_key::text as cursor_key, distance_km,
          row_number() over (order by sort_key ${direction}, id) as position
        from (select ${id} as id, ${key.expr} as sort_key, ${parts.distance ?? sql`null`} as distance_km
          from ${from}
          where ${and(condition, after ? afterCursor(key, id, after) : undefined) ?? sql`true`}
          order by sort_key ${direction}, id
          limit ${planValue(sql`${limit + 1}::int`)}) ranked)
      select (select count(*) from ${from} where ${condition ?? sql`true`})::int as total,
        (select ${jsonArrayText(parts.item, sql`page.position`)}
          from page ${parts.itemJoins}
          where page.position <= ${limit}) as items,
        last.id as last_id, last.cursor_key as last_key
      from (select 1) one
      left join page last on last.position = ${limit}
        and exists (select 1 from page beyond where beyond.position = ${limit + 1})`,
  );
  const row = rows[0] ?? {};
  return {
    // No match aggregates no item: string_agg's null, which concat leaves out ("[]").
    json: String(row.items ?? '[]'),
    total: Number(row.total ?? 0),
    next: row.last_id ? { id: String(row.last_id), key: String(row.last_key) } : undefined,
  };
}
