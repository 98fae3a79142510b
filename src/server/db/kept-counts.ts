import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { perHandle } from './per-handle';

/**
 * Counts kept by snapshot (docs/decisions/0108). A list's count of matches reads every match, so it
 * was the part of each page that grew with the catalogue. It changes only when a transaction changes
 * what it reads, or when a scheduled session starts (a class or studio stops being public, a
 * session filter loses a session). Triggers note every such transaction's id (migration 0029), so a
 * count taken under one snapshot is given again under a later one when no noted transaction is
 * visible to the later snapshot that was not to the first, and no scheduled session has started
 * since: PostgreSQL answers that in the list's own statement, and counts again otherwise.
 */

/** A count as a list's statement took it. */
export interface TakenCount {
  total: number;
  /** The statement's snapshot (pg_snapshot as text). */
  snapshot: string;
  /** The first scheduled session to start after it was taken, if any: the count holds until then. */
  changesAt: Date | null;
}

interface KeptCount extends TakenCount {
  /** The list's `now` when it was taken: a count is given again only at that instant or later. */
  takenAt: number;
}

/** A kept count to give again if it still holds, or none: what a list's statement is asked. */
export type KnownCount = Pick<TakenCount, 'total' | 'snapshot'> | undefined;

/** Counts per filters kept per database handle, at most this many (a few hundred bytes each). */
const MAX_KEPT = 4096;
const keptOf = perHandle(() => new Map<string, KeptCount>());

/** The count kept for `key` if the clock has not passed it; the statement checks the rest. */
export function knownCount(db: DbOrTx, key: string, now: Date): KnownCount {
  const kept = keptOf(db).get(key);
  if (!kept) return undefined;
  const at = now.getTime();
  // A clock set back (in tests) could see a session as still to come that the count saw started.
  if (at < kept.takenAt || (kept.changesAt && at >= kept.changesAt.getTime())) return undefined;
  return kept;
}

/** Keeps a count the statement took, the most recent last (the oldest goes first past MAX_KEPT). */
export function keepCount(db: DbOrTx, key: string, taken: TakenCount, now: Date): void {
  const kept = keptOf(db);
  kept.delete(key);
  kept.set(key, { ...taken, takenAt: now.getTime() });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}

/**
 * True when nothing a count or card reads has changed between the snapshot `taken` (a pg_snapshot;
 * null: never) and this statement's: the floor of pruned ids is not above the taken snapshot's
 * oldest running transaction, and no catalogue change noted since is visible now that was not then.
 * Rows noted by transactions this snapshot cannot see are not read, and neither are their changes.
 * `alsoUnchanged` adds a condition of the same form (db/kept-cards.ts: the class's places).
 */
export function unchangedSince(taken: SQL, alsoUnchanged?: SQL): SQL {
  return sql`coalesce((select ${taken} is not null
      and pg_snapshot_xmin(${taken}) >= floor.below
      and not exists (select 1 from catalogue_changes change
        where change.xid >= pg_snapshot_xmin(${taken})
          and not pg_visible_in_snapshot(change.xid, ${taken}))
      ${alsoUnchanged ? sql`and ${alsoUnchanged}` : sql``}
    from catalogue_changes_floor floor), false)`;
}

/** True when a count taken under `snapshot` still holds under this statement's snapshot. */
export const countStillHolds = (snapshot: string | null): SQL =>
  unchangedSince(sql`${snapshot}::pg_snapshot`);

/** The first scheduled session to start after `now`: until then the clock changes no count. */
export const nextSessionStart = (now: SQL) =>
  sql`(select min(start_time) from sessions where status = 'scheduled' and start_time > ${now})`;

/** How often the floor is raised and the notes below it pruned; older counts and cards are then taken again. */
const NOTED_FOR = '1 hour';

/** Raises the floor and prunes the notes below it, once per NOTED_FOR (the hold timer's chore). */
export async function pruneCatalogueChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`select prune_catalogue_changes(${NOTED_FOR}::interval)`);
}

/** What a list's count depends on: its query without the sort and the page (and the clock). */
export function listCountKey(
  list: string,
  query: { sort?: unknown; limit?: unknown; cursor?: unknown },
): string {
  const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = query;
  return `${list} ${JSON.stringify(filters)}`;
}

/**
 * Runs a list's statement with the count kept for `key` (none: it always counts), and keeps the count
 * it took.
 */
export async function withKeptCount<T extends { taken?: TakenCount }>(
  db: DbOrTx,
  key: string | undefined,
  now: Date,
  run: (keep: { known: KnownCount } | undefined) => Promise<T>,
): Promise<T> {
  if (key === undefined) return run(undefined);
  const page = await run({ known: knownCount(db, key, now) });
  if (page.taken) keepCount(db, key, page.taken, now);
  return page;
}
