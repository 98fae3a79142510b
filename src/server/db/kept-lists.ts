import type { JsonPage } from '../lib/page-headers';
import type { DbOrTx } from './client';
import { type KeptText, keptOrFresh, keptTexts } from './kept-texts';
import type { ListPageRows } from './list-page';

/**
 * Lists kept by snapshot (docs/decisions/0113): a page of a catalogue list (its items' JSON, the
 * number of matches and the next page's cursor) given again for the same query while nothing it was
 * computed from has changed. Its rows, their order and its count change only with a catalogue change
 * (migration 0029) or when a scheduled session starts (db/kept-counts.ts); its items also with what
 * is noted for a listed class (its places). So an answer computed under one snapshot is given again
 * under a later one while no such note is visible to the later one that was not to the first, and
 * the clock has not reached the first session to start after it was computed. "With places" reads
 * every class's places, and a list near a place is the page's own figures: neither is kept.
 */

interface KeptList extends KeptText<string | Buffer> {
  total: number;
  next?: string;
  /** The page's rows: their notes since the snapshot are what the check reads. */
  ids: string[];
}

/**
 * Answers kept per database handle. A list whose items are kept elsewhere (a page of classes: its
 * cards, db/kept-cards.ts) keeps only its rows, and its text is composed from them again: a page of
 * 24 classes would otherwise be about 60 KB, the same card texts in every list that shows them.
 */
const keptOf = keptTexts<KeptList>({ max: 8192, maxChars: 16 * 1024 * 1024 }, (list) => list.ids.length * 36);

/** How many list answers were given again and how many computed, in this process (for /metrics). */
export const keptListCounts = { kept: 0, computed: 0 };

/** What a list answers, and what keeping it needs (none: it is not kept). */
export interface ComputedList {
  page: JsonPage;
  keep?: { ids: string[]; snapshot: string; until: number | null };
}

/** How a page computed by listPage is kept: under its statement's snapshot, until its clock moves it on. */
export function keptListOf(page: ListPageRows): ComputedList['keep'] {
  return (
    page.read && {
      ids: page.ids,
      snapshot: page.read.snapshot,
      until: page.read.changesAt?.getTime() ?? null,
    }
  );
}

/** What a list's answer depends on: the whole query, the sort, page and cursor too. */
export const keptListKey = (list: string, query: object) => `${list} ${JSON.stringify(query)}`;

/**
 * The list's answer for `key` (undefined: never kept): the kept one when `stillHolds` answers that it
 * holds, else the one `compute` computes, kept from now on when it says how.
 */
export async function withKeptList(
  db: DbOrTx,
  key: string | undefined,
  now: Date,
  list: {
    stillHolds: (
      db: DbOrTx,
      ids: string[],
      snapshot: string,
    ) => Promise<{ holds: boolean; snapshot: string }>;
    compute: () => Promise<ComputedList>;
    /**
     * The items' text composed again from where they are kept, or undefined when one is no longer
     * kept there (the list is then computed). Without it, the list keeps its own text.
     */
    compose?: (ids: string[]) => Pick<JsonPage, 'json' | 'etag'> | undefined;
  },
): Promise<JsonPage> {
  const at = now.getTime();
  const { answer, kept } = await keptOrFresh(keptOf(db), key, at, {
    give: (asked): JsonPage | undefined => {
      const items = list.compose ? list.compose(asked.ids) : { json: asked.text };
      return items && { ...items, total: asked.total, next: asked.next };
    },
    stillHolds: (asked) => list.stillHolds(db, asked.ids, asked.snapshot),
    fresh: async () => {
      const { page, keep } = await list.compute();
      // A list whose items are composed again keeps none of its own text.
      const text = list.compose ? '' : page.json;
      return {
        answer: page,
        keep: keep && { text, total: page.total, next: page.next, takenAt: at, ...keep },
      };
    },
  });
  keptListCounts[kept ? 'kept' : 'computed']++;
  return answer;
}
