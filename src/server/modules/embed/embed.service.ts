import { isoDate, londonTime } from '../../../common/london-time';
import type { DbOrTx } from '../../db/client';
import { type EmbedSessionRow, findEmbedSessions } from './embed.repository';

/** How far ahead the widget looks: a fortnight, the horizon most studios publish their timetable to. */
export const EMBED_DAYS = 14;

export type EmbedSessionState = 'bookable' | 'full' | 'cancelled';

export interface EmbedSession extends EmbedSessionRow {
  state: EmbedSessionState;
}

export interface EmbedDay {
  /** The London calendar date, "2026-12-05". */
  date: string;
  sessions: EmbedSession[];
}

export interface EmbedTimetable {
  studio: { id: string; name: string };
  days: EmbedDay[];
}

function stateOf(row: EmbedSessionRow): EmbedSessionState {
  if (row.status === 'cancelled') return 'cancelled';
  return row.booked >= row.capacity ? 'full' : 'bookable';
}

/**
 * The studio's sessions starting within the next EMBED_DAYS days of `now` (the app's clock), grouped
 * by London day; undefined for a studio the public cannot see.
 */
export async function embedTimetable(
  db: DbOrTx,
  studioId: string,
  now: Date,
): Promise<EmbedTimetable | undefined> {
  const until = new Date(now.getTime() + EMBED_DAYS * 86_400_000);
  const found = await findEmbedSessions(db, studioId, now, until);
  if (!found) return undefined;
  const days: EmbedDay[] = [];
  for (const row of found.sessions) {
    const date = isoDate(londonTime(row.startTime));
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, sessions: [] };
      days.push(day);
    }
    day.sessions.push({ ...row, state: stateOf(row) });
  }
  return { studio: found.studio, days };
}
