import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { afterCursor, type Cursor, type SortKey } from '../lib/keyset';
import { planValue } from './catalogue-sql';
import type { DbOrTx } from './client';
import { runSqlByShape } from './prepared';

/** What the page statement of a catalogue list is made of (listPage). */
export interface ListPageParts {
  /** The rows listed and what their filters join: `classes`, or `classes join studios on …`. */
  from: SQL;
  /** The listed row's id: the last key of every order. */
  id: AnyColumn;
  /** The filters; the count reads the same rows. Their values as planValue writes them. */
  condition: SQL | undefined;
  key: SortKey;
  after?: Cursor;
  limit: number;
  /** Each row's distance from the `near` point, when asked. */
  distance?: SQL;
}

/** The page's rows in order: what its items statement reads (unnest … with ordinality). */
export interface ListPageIds {
  ids: string[];
  /** Each row's distance as numeric text, or null (none asked, or no place). */
  distances: Array<string | null>;
}

/** A page of a list: its rows, the number of matches, and where the next page starts. */
export interface ListPageRows extends ListPageIds {
  total: number;
  /** The page's last row, when a row follows it. */
  next?: Cursor;
}

/**
 * A page of a catalogue list, the number of matches and the next page's cursor, in one statement
 * (docs/decisions/0101): a materialized `page` of `limit` + 1 ids in order, so the one past the page
 * says whether a next page exists, and the count as its own subquery (a count in the page's scan, a
 * window, would make every page read, key and sort every match before it could stop). The ids are
 * a range scan of the sort's partial index that stops after `limit` + 1 rows, from the cursor on
 * (docs/decisions/0087).
 *
 * Its values reach the planner through planValue, so each shape of filters, named for its text
 * (runSqlByShape), keeps one generic plan after its first runs. The page's items are a statement of
 * their own: inside this one, their SQL would be planned again with every new shape of filters, which
 * real traffic is full of.
 */
export async function listPage(db: DbOrTx, parts: ListPageParts): Promise<ListPageRows> {
  const { from, id, condition, key, after, limit } = parts;
  // The key by its output name: written once, so a computed key (the soonest sort's next session)
  // is computed once per row, not once for the select list and again for the order.
  const direction = sql.raw(key.direction);
  const counted = sql`(select count(*) from ${from} where ${condition ?? sql`true`})`;
  const { rows } = await runSqlByShape(
    db,
    sql`with page as materialized (
        select id, sort_key::text as cursor_key, distance_km,
          row_number() over (order by sort_key ${direction}, id) as position
        from (select ${id} as id, ${key.expr} as sort_key, ${parts.distance ?? sql`null::numeric`} as distance_km
          from ${from}
          where ${and(condition, after ? afterCursor(key, id, after) : undefined) ?? sql`true`}
          order by sort_key ${direction}, id
          limit ${planValue(sql`${limit + 1}::int`)}) ranked)
      select ${counted}::int as total,
        array(select page.id::text from page where page.position <= ${limit} order by page.position) as ids,
        array(select page.distance_km::text from page where page.position <= ${limit} order by page.position)
          as distances,
        last.id as last_id, last.cursor_key as last_key
      from (select 1) one
      left join page last on last.position = ${limit}
        and exists (select 1 from page beyond where beyond.position = ${limit + 1})`,
  );
  const row = rows[0] ?? {};
  return {
    ids: (row.ids as string[] | undefined) ?? [],
    distances: (row.distances as Array<string | null> | undefined) ?? [],
    total: Number(row.total ?? 0),
    next: row.last_id ? { id: String(row.last_id), key: String(row.last_key) } : undefined,
  };
}
