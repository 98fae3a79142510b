import type { DbOrTx } from './client';
import { askable, heldUnder, keptTexts } from './kept-texts';

/**
 * Class pages kept by snapshot (docs/decisions/0112). A class's own page (`GET /api/classes/:id`: the
 * class, its studio, teachers, and its sessions of the next CLASS_PAGE_DAYS days with their places
 * and waiting lines) was read, mapped and serialized again for every request, though it changes only
 * when a transaction changes the catalogue or what is noted for its class (places, waiting lines, a
 * session's instructions), or when the clock moves it on. A kept page is given again when a statement
 * of two index probes finds that it still holds (db/kept-texts.ts); the class is read only if not.
 */

/** A class page's answer is 2-10 KB: a catalogue of 3,000 classes is about 16 M characters. */
const keptOf = keptTexts({ max: 8192, maxChars: 32 * 1024 * 1024 });

/** How many class pages were given again and how many written, in this process (for /metrics). */
export const keptClassPageCounts = { kept: 0, written: 0 };

/** A class page as written now, with what it holds for. */
export interface WrittenClassPage {
  text: string;
  /** The snapshot it was read under. */
  snapshot: string;
  /** When it moves on by the clock alone (epoch ms), or null for never. */
  until: number | null;
}

/**
 * The class page's text: the kept one when `stillHolds` (given the snapshot it was kept under)
 * answers that it holds, else the one `write` writes, kept from now on. A page the clock has moved on
 * is not asked about. `write` throws for a class it does not find, and nothing is kept.
 */
export async function withKeptClassPage(
  db: DbOrTx,
  id: string,
  now: Date,
  page: {
    stillHolds: (snapshot: string) => Promise<{ holds: boolean; snapshot: string }>;
    write: () => Promise<WrittenClassPage>;
  },
): Promise<string> {
  const kept = keptOf(db);
  const at = now.getTime();
  const asked = askable(kept, id, at);
  if (asked) {
    const check = await page.stillHolds(asked.snapshot);
    if (check.holds) {
      keptClassPageCounts.kept++;
      heldUnder(kept, id, asked, check.snapshot);
      return asked.text;
    }
  }
  const written = await page.write();
  keptClassPageCounts.written++;
  kept.set(id, { text: written.text, snapshot: written.snapshot, takenAt: at, until: written.until });
  return written.text;
}
