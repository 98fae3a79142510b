import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListSession, PublicSession } from '../../common/schemas/session';
import { jsonBuildObject } from './json-text';
import { classes, sessions, waitingCountOf } from './schema';
import { sessionTeacherJson } from './teacher-columns';

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
  currentParticipants: sql<number>`${sessions.currentParticipants}::int`,
  status: sessions.status,
  specialInstructions: sessions.specialInstructions,
  createdAt: isoTimestamp(sql`coalesce(${sessions.createdAt}, ${sessions.startTime})`),
  availableSpots: sql<number>`greatest(0, ${classes.maxParticipants} - ${sessions.currentParticipants})::int`,
  waitingCount: waitingCountOf(sessions.id),
  teacher: sessionTeacherJson,
};

/** A JSON object with one key per column of the map: the shape is written once, as the map. */
const jsonObject = (columns: Record<string, SQL | AnyPgColumn>) =>
  jsonBuildObject(Object.entries(columns).map(([name, value]) => [name, sql`${value}`] as const));

/** How far ahead a class's own page lists its sessions. */
export const CLASS_PAGE_DAYS = 90;

/**
 * The class's scheduled sessions between the `now` and `until` placeholders, soonest first, as one
 * JSON array of public sessions: the class page reads its class and its sessions in one statement.
 * The object is built from publicSessionColumns, so the two shapes cannot drift apart.
 *
 * A class's sessions never share a start (the unique (class_id, start_time) index), so the start
 * alone orders them totally; a second key would only cost a sort the index already gives.
 */
export const upcomingSessionsJson = (classId: AnyPgColumn) =>
  sql<PublicSession[]>`(select coalesce(json_agg(${jsonObject(publicSessionColumns)}
      order by ${sessions.startTime}), '[]'::json)
    from ${sessions}
    where ${sessions.classId} = ${classId} and ${sessions.status} = 'scheduled'
      and ${sessions.startTime} > ${sql.placeholder('now')}
      and ${sessions.startTime} < ${sql.placeholder('until')})`;

/**
 * How many upcoming sessions each class carries in a list: six of the spec's session shape keep the
 * default page within its 64 KB budget, where ten no longer did (docs/decisions/0042).
 */
export const LIST_SESSIONS_PER_CLASS = 6;

/** A session in a list's shape (listSessionSchema, docs/decisions/0042): its time and its places. */
const listSessionColumns = {
  id: sessions.id,
  classId: sessions.classId,
  startTime: publicSessionColumns.startTime,
  endTime: publicSessionColumns.endTime,
  currentParticipants: publicSessionColumns.currentParticipants,
  status: publicSessionColumns.status,
  availableSpots: publicSessionColumns.availableSpots,
};

/**
 * The class's next LIST_SESSIONS_PER_CLASS scheduled sessions after the `now` placeholder, in the
 * list's shape, as one JSON array. Ordered by the start alone (unique per class, see above), each
 * class's sessions are read in order from the (class_id, start_time) index and the scan stops at the
 * last one listed; with the id as a second key the planner read every upcoming session of the class
 * and sorted them.
 */
/** The class's next sessions as JSON: a studio's or a teacher's page reads its classes with them. */
export const nextSessionsJson = (classId: AnyPgColumn) =>
  sql<ListSession[]>`(select coalesce(json_agg(next.session order by next.start_time), '[]'::json)
    from (select ${jsonObject(listSessionColumns)} as session, ${sessions.startTime} as start_time
      from ${sessions}
      where ${sessions.classId} = ${classId} and ${sessions.status} = 'scheduled'
        and ${sessions.startTime} > ${sql.placeholder('now')}
      order by ${sessions.startTime}
      limit ${sql.raw(String(LIST_SESSIONS_PER_CLASS))}) next)`;
