import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { DEHYDRATED_CLOCKS } from '../../common/constants';
import { isoDate, londonTime } from '../../common/london-time';

// Pages drawn by the server, kept by what they were drawn from (docs/decisions/0111). Imported by
// the server entry only: the browser's bundle never loads it.
//
// A page is a pure function of its URL, where the site is served and whether it has launched, the
// query answers it was drawn with, and the day (the footer's year, the home page's earliest date).
// So a page whose answers are, byte for byte, the answers another page was drawn with is that page:
// the server fetches the answers as before (each is exact, computed or kept by snapshot,
// docs/decisions/0108 and 0109) and draws only when they differ. Nothing can be stale: a changed
// answer is a new key, and an old page is only ever given for its own answers.

/** Enough for the pages a busy catalogue is asked for at once; bounded in bytes too. */
const MAX_PAGES = 1_024;
const MAX_BYTES = 16 * 1024 * 1024;

const HOUR = 3_600_000;

/** A page drawn by the server (entry-server.tsx's RenderedPage). */
export interface KeptPage {
  /**
   * The markup of the page's root element, as the UTF-8 bytes React wrote: the server sends them as
   * they are, so a page is never decoded into a string and encoded back (docs/decisions/0096).
   */
  html: Buffer;
  /** The query answers it was drawn with, as JSON (TanStack Query's dehydrated state). */
  state: string;
  /** The HTTP status: 404 for a path no page has. */
  status: number;
  /** How many times the page was drawn: once when its data was fetched first (app/route-data.ts). */
  passes: number;
  /** Tags for <head> beyond the page's <title>: canonical link, link previews, JSON-LD (app/page-metadata.ts). */
  head: string;
}

const kept = new LRUCache<string, KeptPage>({
  max: MAX_PAGES,
  maxSize: MAX_BYTES,
  // A string's characters are up to two bytes each in memory, and the document the server composes
  // from a page is kept as long as the page (plugins/server-render.ts): about as much again.
  sizeCalculation: (page) => 2 * (page.html.length + 2 * (page.state.length + page.head.length)),
});

/** How many pages were given again and how many drawn, for /metrics. */
export const keptDrawCounts = { kept: 0, drawn: 0 };

/**
 * The key of the page at `url` drawn from `state` (its answers as JSON) today. The day is London's
 * date and the process's own (the footer writes the year the server's clock shows).
 */
export function drawKey(
  url: string,
  origin: string,
  launched: boolean,
  state: string,
  now = Date.now(),
): string {
  // London is a whole number of hours from UTC, so its date is read at the start of the hour: the
  // same instant all hour long, which londonTime has read already.
  const today = `${isoDate(londonTime(now - (now % HOUR)))} ${new Date(now).getFullYear()}`;
  return createHash('sha256')
    .update(`${url}\n${origin}\n${launched}\n${today}\n`)
    .update(state.replace(DEHYDRATED_CLOCKS, ''))
    .digest('base64url');
}

/** Whether two dehydrated states hold the same answers, whenever each was fetched. */
export const sameAnswers = (a: string, b: string): boolean =>
  a === b || a.replace(DEHYDRATED_CLOCKS, '') === b.replace(DEHYDRATED_CLOCKS, '');

/** The page drawn under `key`, the same object each time, or undefined. */
export function keptPage(key: string): KeptPage | undefined {
  const page = kept.get(key);
  if (page) keptDrawCounts.kept++;
  else keptDrawCounts.drawn++;
  return page;
}

export function keepPage(key: string, page: KeptPage): void {
  kept.set(key, page);
}
