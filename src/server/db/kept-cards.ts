import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client';
import { unchangedSince } from './kept-counts';
import { perHandle } from './per-handle';

/**
 * Cards kept by snapshot (docs/decisions/0109). A class's card in the list (its fields, teachers,
 * studio, and next sessions with their places) was written again for every page that showed it: most
 * of a page's cost, and the same text for every filter, sort and page it appears on. It changes only
 * when a transaction changes the catalogue (noted since migration 0029) or the class's places taken
 * (noted per class since migration 0030), or when its first listed session starts (the next sessions
 * move on). So a card written under one snapshot is given again under a later one when neither kind
 * of note for it is visible to the later snapshot that was not to the first, and the clock has not
 * reached that session: the page's cards statement answers that per card, and writes the others.
 */

/** A card as the cards statement wrote it, and what it holds for. */
interface KeptCard {
  text: string;
  /** The snapshot it was written under, or last found still to hold under (pg_snapshot as text). */
  snapshot: string;
  /** The list's `now` when it was written: it is given again only at that instant or later. */
  takenAt: number;
  /** When its first listed session starts (ms), or null with none listed: its sessions move on then. */
  until: number | null;
}

/** A page's card as the cards statement answers it: written afresh, or still holding (`text` null). */
export interface CardRow {
  id: string;
  /** The card, written under `snapshot`; null when the kept one still holds, or the class is gone. */
  text: string | null;
  /** The start of the card's first listed session, as epoch ms, when written. */
  until: number | null;
  /** Whether the kept card asked about still holds. */
  holds: boolean;
  snapshot: string;
}

/**
 * Cards kept per database handle: at most this many, and this many characters in all (a page of 24
 * cards is about 62 KB); the least recently given goes first.
 */
const MAX_CARDS = 4096;
const MAX_CHARS = 8 * 1024 * 1024;
const keptOf = perHandle(
  () =>
    new LRUCache<string, KeptCard>({
      max: MAX_CARDS,
      maxSize: MAX_CHARS,
      sizeCalculation: (card) => card.text.length + card.snapshot.length,
    }),
);

/** How many cards were given again and how many written, in this process (for /metrics). */
export const keptCardCounts = { kept: 0, written: 0 };

/**
 * True when a card of the class `classId` written under the snapshot `taken` (null: none kept) still
 * holds under this statement's: no catalogue change and no change of the class's places is visible
 * now that was not then.
 */
export function cardStillHolds(classId: SQL, taken: SQL): SQL {
  return unchangedSince(
    taken,
    sql`not exists (select 1 from place_changes place
      where place.class_id = ${classId} and place.xid >= pg_snapshot_xmin(${taken})
        and not pg_visible_in_snapshot(place.xid, ${taken}))`,
  );
}

/**
 * The page's cards as the answer's JSON array, in the page's order. `write` is the cards statement:
 * given each id's kept snapshot (null: none kept, or the clock has passed it), it answers per id
 * whether the kept card holds, or writes it. Cards written are kept; cards that held are kept under
 * the newer snapshot, so the next statement reads fewer notes. A class the statement no longer finds
 * is left out.
 */
export async function withKeptCards(
  db: DbOrTx,
  ids: string[],
  now: Date,
  write: (snapshots: Array<string | null>) => Promise<CardRow[]>,
): Promise<string> {
  if (ids.length === 0) return '[]';
  const kept = keptOf(db);
  const at = now.getTime();
  // A clock set back (in tests) could list a session the card saw start.
  const asked = ids.map((id) => {
    const card = kept.get(id);
    return card && at >= card.takenAt && (card.until === null || at < card.until) ? card : undefined;
  });
  const rows = await write(asked.map((card) => card?.snapshot ?? null));
  const texts: string[] = [];
  rows.forEach((row, i) => {
    const card = asked[i];
    if (row.holds && card) {
      texts.push(card.text);
      keptCardCounts.kept++;
      // Another request may have kept a newer card meanwhile: only this one is moved on.
      if (kept.peek(row.id) === card) card.snapshot = row.snapshot;
    } else if (row.text !== null) {
      texts.push(row.text);
      keptCardCounts.written++;
      kept.set(row.id, { text: row.text, snapshot: row.snapshot, takenAt: at, until: row.until });
    }
  });
  return `[${texts.join(',')}]`;
}
