import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PublicSession } from '../../common/schemas/session';
import { classes, sessions, waitingCountOf } from './schema';

/**
 * A timestamp as the wire wants it (Date#toISOString's format), written by PostgreSQL: a list of
 * sessions is mostly timestamps, and parsing each into a Date only to print it again is the
 * largest cost of a big list.
 */
export const isoTimestamp = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A public session exactly as the answer carries it (publicSessionSchema), so the rows need no
 * mapping: places taken count a missing figure as none, and the free places never go below zero.
 * `classes` is the session's class (joined, or the row a subquery belongs to).
 */
export const publicSessionColumns = {
  id: sessions.id,
  classId: sessions.classId,
  startTime: isoTimestamp(sessions.startTime),
  endTime: isoTimestamp(sessions.endTime),
  currentParticipants: sql<number>`coalesce(${sessions.currentParticipants}, 0)::int`,
  status: sessions.status,
  specialInstructions: sessions.specialInstructions,
  createdAt: isoTimestamp(sql`coalesce(${sessions.createdAt}, ${sessions.startTime})`),
  availableSpots: sql<number>`greatest(0, ${classes.maxParticipants} - coalesce(${sessions.currentParticipants}, 0))::int`,
  waitingCount: waitingCountOf(sessions.id),
};

/** How far ahead a class's own page lists its sessions. */
export const CLASS_PAGE_DAYS = 90;

/**
 * The class's upcoming scheduled sessions (after the `now` placeholder, and before the `until`
 * placeholder when `window` says so), soonest first, as one JSON array of public sessions: a page
 * reads its records and their sessions in one statement. The object is built from
 * publicSessionColumns, so the two shapes cannot drift apart.
 */
export const upcomingSessionsJson = (classId: AnyPgColumn, window: 'until' | 'all') => {
  const fields = Object.entries(publicSessionColumns).map(
    ([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`,
  );
  return sql<PublicSession[]>`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})
      order by ${sessions.startTime}, ${sessions.id}), '[]'::json)
    from ${sessions}
    where ${sessions.classId} = ${classId} and ${sessions.status} = 'scheduled'
      and ${sessions.startTime} > ${sql.placeholder('now')}
      ${window === 'until' ? sql`and ${sessions.startTime} < ${sql.placeholder('until')}` : sql``})`;
};
