import type { DbOrTx } from './client';
import { type KeptLimits, keptOrFresh, keptTexts } from './kept-texts';

/**
 * Pages kept by snapshot (docs/decisions/0112): a class's own page (`GET /api/classes/:id`) and a
 * studio's (`GET /api/studios/:id`). Each was read, mapped and serialized again for every request,
 * though it changes only when a transaction changes the catalogue or what is noted for its classes
 * (places, waiting lines, a session's instructions), or when the clock moves it on. A kept page is
 * given again when a statement of a few index probes finds that it still holds (db/kept-texts.ts);
 * it is read only if not.
 */

/** A page as written now, with what it holds for. */
export interface WrittenPage {
  text: string;
  /** The snapshot it was read under. */
  snapshot: string;
  /** When it moves on by the clock alone (epoch ms), or null for never. */
  until: number | null;
}

/** How one kind of page is read: its check of a kept page, and its writing. */
export interface PageReads {
  /** Whether the page kept under `snapshot` still holds, and the check's own snapshot. */
  stillHolds: (snapshot: string) => Promise<{ holds: boolean; snapshot: string }>;
  /** The page read now; throws for a page it does not find, and nothing is kept. */
  write: () => Promise<WrittenPage>;
}

/** One kind of page kept per database handle, and how many were given again and written (for /metrics). */
export function keptPages(limits: KeptLimits) {
  const keptOf = keptTexts(limits);
  const counts = { kept: 0, written: 0 };

  /**
   * The page's text: the kept one when `reads.stillHolds` answers that it holds, else the one
   * `reads.write` writes, kept from now on. A page the clock has moved on is not asked about.
   */
  async function withKept(db: DbOrTx, id: string, now: Date, reads: PageReads): Promise<string> {
    const at = now.getTime();
    const { answer, kept } = await keptOrFresh(keptOf(db), id, at, {
      give: (page) => page.text,
      stillHolds: (page) => reads.stillHolds(page.snapshot),
      fresh: async () => {
        const written = await reads.write();
        return { answer: written.text, keep: { ...written, takenAt: at } };
      },
    });
    counts[kept ? 'kept' : 'written']++;
    return answer;
  }

  return { counts, withKept };
}

/** Class pages: 2-10 KB each, so a catalogue of 3,000 classes is about 16 M characters. */
export const classPages = keptPages({ max: 8192, maxChars: 32 * 1024 * 1024 });

/** Studio pages: their classes' cards, 5-20 KB each. */
export const studioPages = keptPages({ max: 4096, maxChars: 32 * 1024 * 1024 });
