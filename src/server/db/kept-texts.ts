import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client';
import { unchangedSince } from './kept-counts';
import { perHandle } from './per-handle';
import { preparedSql } from './prepared';

/**
 * Texts kept by snapshot: what a class's card (docs/decisions/0109), the class and studio pages
 * (docs/decisions/0112) and the pages of the lists (docs/decisions/0113) share. A text written from the database under one snapshot is given again
 * under a later one while nothing it reads has changed: no catalogue change (migration 0029) and no
 * change noted for its class (place_changes, migrations 0030 and 0031) is visible to the later
 * snapshot that was not to the first, and the clock has not reached the instant its text would move
 * on (a listed session starting, a hold running out). The statement that would write the text answers
 * whether the kept one holds; only the clock is checked here.
 */

/**
 * A text as its statement wrote it, and what it holds for. `Body` is how it is kept: a string, or the
 * UTF-8 bytes of one when it is sent as parts of larger answers (a card, docs/decisions/0115).
 */
export interface KeptText<Body extends string | Buffer = string> {
  text: Body;
  /** The snapshot it was written under, or last found still to hold under (pg_snapshot as text). */
  snapshot: string;
  /** The clock when it was written: it is given again only at that instant or later. */
  takenAt: number;
  /** The instant (epoch ms) its text moves on with no transaction, or null for never. */
  until: number | null;
}

/** A kept text, however its body is kept. */
type AnyKeptText = KeptText<string | Buffer>;

/**
 * How many texts a store keeps, and how many characters (or bytes, for texts kept as bytes) in all;
 * the least recently given goes first.
 */
export interface KeptLimits {
  max: number;
  maxChars: number;
}

/**
 * A store of kept texts by id (or key), one per database handle (a transaction's starts empty);
 * `size` counts what a text carries beside its text and snapshot.
 */
export function keptTexts<T extends AnyKeptText = KeptText>(
  { max, maxChars }: KeptLimits,
  size: (kept: T) => number = () => 0,
): (db: DbOrTx) => LRUCache<string, T> {
  return perHandle(
    () =>
      new LRUCache<string, T>({
        max,
        maxSize: maxChars,
        sizeCalculation: (kept) => kept.text.length + kept.snapshot.length + size(kept),
      }),
  );
}

/** The text kept for `id` that the clock `at` has not moved past, to ask the database about. */
export function askable<T extends AnyKeptText>(
  kept: LRUCache<string, T>,
  id: string,
  at: number,
): T | undefined {
  const text = kept.get(id);
  // A clock set back (in tests) could list a session the text saw start.
  return text && at >= text.takenAt && (text.until === null || at < text.until) ? text : undefined;
}

/**
 * A kept text found to hold under a newer snapshot moves on to it, so the next check reads fewer
 * notes. Another request may have kept a newer text meanwhile: only this one is moved on.
 */
export function heldUnder<T extends AnyKeptText>(
  kept: LRUCache<string, T>,
  id: string,
  text: T,
  snapshot: string,
) {
  if (kept.peek(id) === text) text.snapshot = snapshot;
}

/**
 * The one way a kept text is given again (pages, docs/decisions/0112; lists, 0113): the text kept for
 * `key` (none when undefined), if the clock `at` has not moved it on and `give` can give it, is asked
 * about; when `stillHolds` answers that it holds, it is given and moves on to the check's snapshot.
 * Otherwise `fresh` answers, and what it says to keep is kept from now on. `kept` says which it was.
 */
export async function keptOrFresh<T extends AnyKeptText, R>(
  store: LRUCache<string, T>,
  key: string | undefined,
  at: number,
  steps: {
    give: (text: T) => R | undefined;
    stillHolds: (text: T) => Promise<{ holds: boolean; snapshot: string }>;
    fresh: () => Promise<{ answer: R; keep?: T }>;
  },
): Promise<{ answer: R; kept: boolean }> {
  const asked = key === undefined ? undefined : askable(store, key, at);
  const given = asked && steps.give(asked);
  if (key !== undefined && asked && given !== undefined) {
    const check = await steps.stillHolds(asked);
    if (check.holds) {
      heldUnder(store, key, asked, check.snapshot);
      return { answer: given, kept: true };
    }
  }
  const { answer, keep } = await steps.fresh();
  if (key !== undefined && keep) store.set(key, keep);
  return { answer, kept: false };
}

/**
 * True when nothing a text of the class `classId` written under the snapshot `taken` (null: none
 * kept) reads has changed: no catalogue change and no change noted for the class is visible now that
 * was not then.
 */
export function classUnchangedSince(classId: SQL, taken: SQL): SQL {
  return unchangedSince(
    taken,
    sql`not exists (select 1 from place_changes place
    where place.class_id = ${classId} and ${notedSince(taken)})`,
  );
}

/**
 * As classUnchangedSince, for every class of the list `classIds` (a page of classes,
 * docs/decisions/0113).
 */
export function classesUnchangedSince(classIds: SQL, taken: SQL): SQL {
  return unchangedSince(
    taken,
    sql`not exists (select 1 from place_changes place
    where place.class_id = any(${classIds}) and ${notedSince(taken)})`,
  );
}

/** As classUnchangedSince, for every class of the studio `studioId` (its page, docs/decisions/0112). */
export function studioUnchangedSince(studioId: SQL, taken: SQL): SQL {
  return unchangedSince(
    taken,
    sql`not exists (select 1 from classes studio_class
    join place_changes place on place.class_id = studio_class.id
    where studio_class.studio_id = ${studioId} and ${notedSince(taken)})`,
  );
}

/** A note of place_changes (as `place`) visible now that was not to the snapshot `taken`. */
const notedSince = (taken: SQL) =>
  sql`place.xid >= pg_snapshot_xmin(${taken}) and not pg_visible_in_snapshot(place.xid, ${taken})`;

/**
 * A check of kept texts as one prepared statement named `name`: `unchanged(key, taken)` (above) for
 * the key the text was kept for (`uuid`: a page's id; `uuid[]`: a list's rows) and its snapshot,
 * and the statement's own snapshot, under which a text that holds is kept from then on. A few index
 * probes, where reading a page or a list is a dozen.
 */
export function keptCheck<K extends string | string[]>(
  name: string,
  type: K extends string ? 'uuid' : 'uuid[]',
  unchanged: (key: SQL, taken: SQL) => SQL,
) {
  return async (db: DbOrTx, key: K, snapshot: string): Promise<{ holds: boolean; snapshot: string }> => {
    const statement = preparedSql(
      db,
      name,
      () => sql`select ${unchanged(sql`${sql.placeholder('key')}::${sql.raw(type)}`, sql`${sql.placeholder('snapshot')}::pg_snapshot`)} as holds,
        pg_current_snapshot()::text as snapshot`,
    );
    const [row] = (await statement.execute({ key, snapshot })).rows;
    return { holds: row?.holds === true, snapshot: String(row?.snapshot) };
  };
}
