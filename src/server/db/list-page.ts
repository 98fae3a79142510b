import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { afterCursor, type Cursor, type SortKey } from '../lib/keyset';
import { planValue } from './catalogue-sql';
import type { DbOrTx } from './client';
import { jsonArrayText } from './json-text';
import { countStillHolds, type KnownCount, nextSessionStart, type TakenCount } from './kept-counts';
import { preparedSql, runSqlByShape } from './prepared';

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
  /**
   * The count may be kept (db/kept-counts.ts): `known` is given again if it still holds, else the
   * statement counts and says under which snapshot, and until which session's start (`now`).
   */
  keep?: { known: KnownCount; now: SQL };
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
  /** The count as this statement took it, when it counted and was asked to keep it. */
  taken?: TakenCount;
  /**
   * Asked to keep its count: the statement's snapshot, and the first scheduled session to start
   * after the list's `now` (nothing the list reads changes by the clock alone before it). What a
   * whole answer is kept under (db/kept-lists.ts).
   */
  read?: { snapshot: string; changesAt: Date | null };
}

/**
 * A page of a catalogue list, the number of matches and the next page's cursor, in one statement
 * (docs/decisions/0101): a materialized `page` of `limit` + 1 ids in order, so the one past the page
 * says whether a next page exists, and the count as its own subquery (a count in the page's scan, a
 * window, would make every page read, key and sort every match before it could stop). The ids are
 * a range scan of the sort's partial index that stops after `limit` + 1 rows, from the cursor on
 * (docs/decisions/0087).
 *
 * Asked to keep its count (`keep`), the count is given again while it still holds, and counted
 * otherwise (db/kept-counts.ts, docs/decisions/0108): the part of a page that read every match.
 *
 * Its values reach the planner through planValue, so each shape of filters, named for its text
 * (runSqlByShape), keeps one generic plan after its first runs. The page's items are a statement of
 * their own, the same for every shape and prepared once: inside this one, their SQL would be planned
 * again with every new shape of filters, which real traffic is full of.
 */
export async function listPage(db: DbOrTx, parts: ListPageParts): Promise<ListPageRows> {
  const { from, id, condition, key, after, limit, keep } = parts;
  // The key by its output name: written once, so a computed key (the soonest sort's next session)
  // is computed once per row, not once for the select list and again for the order.
  const direction = sql.raw(key.direction);
  const counted = sql`(select count(*) from ${from} where ${condition ?? sql`true`})`;
  // Kept: the count subquery is an initPlan, run only when the case reaches it.
  const holds = sql`(select holds from kept)`;
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
      ${keep ? sql`, kept as materialized (select ${countStillHolds(keep.known?.snapshot ?? null)} as holds)` : sql``}
      select ${keep ? sql`case when ${holds} then ${keep.known?.total ?? null}::bigint else ${counted} end` : counted}::int as total,
        array(select page.id::text from page where page.position <= ${limit} order by page.position) as ids,
        array(select page.distance_km::text from page where page.position <= ${limit} order by page.position)
          as distances,
        last.id as last_id, last.cursor_key as last_key
        ${
          keep
            ? sql`, ${holds} as count_held, pg_current_snapshot()::text as snapshot,
          ${nextSessionStart(keep.now)} as changes_at`
            : sql``
        }
      from (select 1) one
      left join page last on last.position = ${limit}
        and exists (select 1 from page beyond where beyond.position = ${limit + 1})`,
  );
  const row = rows[0] ?? {};
  const total = Number(row.total ?? 0);
  const read =
    typeof row.snapshot === 'string'
      ? { snapshot: row.snapshot, changesAt: row.changes_at ? new Date(row.changes_at as string) : null }
      : undefined;
  return {
    ids: (row.ids as string[] | undefined) ?? [],
    distances: (row.distances as Array<string | null> | undefined) ?? [],
    total,
    next: row.last_id ? { id: String(row.last_id), key: String(row.last_key) } : undefined,
    taken: read && row.count_held !== true ? { total, ...read } : undefined,
    read,
  };
}

/**
 * A list's items for a page as the answer's JSON array, `[]` with no row (without asking): one
 * statement per list, prepared once per handle (preparedSql) under `name`. It reads the page's rows
 * as `page(id, distance_km, position)` from its `ids` and `distances`, joined by `joins`, each row
 * written by `item` as JSON text, in the page's order; `values` fill the item's other placeholders.
 */
export async function listItemsJson(
  db: DbOrTx,
  name: string,
  statement: () => { item: SQL; joins: SQL },
  page: ListPageIds,
  values: Record<string, unknown> = {},
): Promise<string> {
  if (page.ids.length === 0) return '[]';
  const prepared = preparedSql(db, name, () => {
    const { item, joins } = statement();
    return sql`select ${jsonArrayText(item, sql`page.position`)} as items
      from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('distances')}::numeric[])
        with ordinality as page(id, distance_km, position)
      ${joins}`;
  });
  const { rows } = await prepared.execute({ ids: page.ids, distances: page.distances, ...values });
  return String(rows[0]?.items ?? '[]');
}
