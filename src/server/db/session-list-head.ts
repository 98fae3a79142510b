import { sql } from 'drizzle-orm';

/**
 * A session as a list writes it (listSessionSchema), every field but the last, kept on the session
 * row by PostgreSQL as a stored generated column (docs/decisions/0105):
 * `{"id":"…","classId":"…","startTime":"…","endTime":"…","currentParticipants":N,"status":"…","availableSpots":`.
 * A list closes it with the free places, the one field the session's own row cannot give (the class
 * sets the capacity). Writing the two timestamps with `to_char` was most of what a page of the class
 * list cost PostgreSQL per session; stored, they are written once per change of the row.
 *
 * PostgreSQL computes it again whenever the row is written (a booking's count of places, a time
 * moved, a cancellation), in the same statement, so it is never stale and needs no trigger or lock.
 * A generated column may only call immutable functions: `iso_utc` and `json_string` (migration 0027)
 * wrap `to_char` and `to_json`, which PostgreSQL declares stable because other formats and types
 * depend on settings; the format and the text type used here do not. Columns by name: it is part of
 * the table's own definition (schema.ts).
 */
export const sessionListHead = sql`'{"id":"' || id::text || '","classId":"' || class_id::text
  || '","startTime":"' || iso_utc(start_time) || '","endTime":"' || iso_utc(end_time)
  || '","currentParticipants":' || current_participants::text || ',"status":' || json_string(status)
  || ',"availableSpots":'`;
