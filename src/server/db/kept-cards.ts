import { partDigest, partsEtag } from '../lib/etag';
import type { JsonPage } from '../lib/page-headers';
import type { DbOrTx } from './client';
import { askable, heldUnder, type KeptText, keptTexts } from './kept-texts';

/**
 * Cards kept by snapshot (docs/decisions/0109). A class's card in the list (its fields, teachers,
 * studio, and next sessions with their places) was written again for every page that showed it: most
 * of a page's cost, and the same text for every filter, sort and page it appears on. It changes only
 * when a transaction changes the catalogue (noted since migration 0029) or what is noted for its
 * class (its places, since migration 0030), or when its first listed session starts (the next
 * sessions move on). The page's cards statement answers per card whether the kept one still holds
 * (db/kept-texts.ts), and writes the others.
 */

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
 * Cards kept per database handle, as their UTF-8 bytes (docs/decisions/0115): a page is sent as its
 * cards' bytes joined, which is a copy, where a page joined as text is encoded to bytes again for its
 * ETag and again for the socket on every request. A card is 2-3 KB, so the 3,000 classes of the
 * bench's largest catalogue are about 8 MB.
 */
const keptOf = keptTexts<KeptCard>({ max: 8192, maxChars: 16 * 1024 * 1024 }, () => 32);

/** A card as kept: its bytes, and their SHA-256, from which a page's ETag is made. */
interface KeptCard extends KeptText<Buffer> {
  digest: Buffer;
}

/** A page of cards as sent: its JSON array's bytes and their strong ETag. */
export type CardsJson = Required<Pick<JsonPage, 'json' | 'etag'>>;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The cards as the answer's JSON array, in that order, tagged by their digests. */
function jsonArray(cards: Array<Pick<KeptCard, 'text' | 'digest'>>): CardsJson {
  const parts: Buffer[] = [OPEN];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card.text);
  });
  parts.push(CLOSE);
  return {
    json: Buffer.concat(parts),
    etag: partsEtag(
      'class cards as a JSON array',
      cards.map((card) => card.digest),
    ),
  };
}

/** How many cards were given again and how many written, in this process (for /metrics). */
export const keptCardCounts = { kept: 0, written: 0 };

/**
 * The page's cards as the answer's JSON array, in the page's order. `write` is the cards statement:
 * given each id's kept snapshot (null: none kept, or the clock has passed it), it answers per id
 * whether the kept card holds, or writes it. Cards written are kept; cards that held are kept under
 * the newer snapshot. A class the statement no longer finds is left out.
 */
export async function withKeptCards(
  db: DbOrTx,
  ids: string[],
  now: Date,
  write: (snapshots: Array<string | null>) => Promise<CardRow[]>,
): Promise<CardsJson> {
  if (ids.length === 0) return jsonArray([]);
  const kept = keptOf(db);
  const at = now.getTime();
  const asked = ids.map((id) => askable(kept, id, at));
  const rows = await write(asked.map((card) => card?.snapshot ?? null));
  const cards: KeptCard[] = [];
  rows.forEach((row, i) => {
    const card = asked[i];
    if (row.holds && card) {
      cards.push(card);
      keptCardCounts.kept++;
      heldUnder(kept, row.id, card, row.snapshot);
    } else if (row.text !== null) {
      const text = Buffer.from(row.text);
      const written = {
        text,
        digest: partDigest(text),
        snapshot: row.snapshot,
        takenAt: at,
        until: row.until,
      };
      cards.push(written);
      keptCardCounts.written++;
      kept.set(row.id, written);
    }
  });
  return jsonArray(cards);
}

/**
 * The cards of `ids` as kept, as the answer's JSON array in that order, or undefined when one is not
 * kept or the clock has moved it on: what a kept page of classes is given with (db/kept-lists.ts,
 * docs/decisions/0113), whose own check finds that nothing noted for them changed since the page was
 * computed. A card kept is the text the page was computed with, or one written since from a change
 * that check sees too.
 */
export function keptCardsJson(db: DbOrTx, ids: string[], now: Date): CardsJson | undefined {
  const kept = keptOf(db);
  const at = now.getTime();
  const cards: KeptCard[] = [];
  for (const id of ids) {
    const card = askable(kept, id, at);
    if (!card) return undefined;
    cards.push(card);
  }
  return jsonArray(cards);
}
