import { type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, sessions } from './schema';

/** A booking of one of the class's sessions: the class id is a placeholder or a column. */
export const dueHoldOfClass = (classId: Placeholder | AnyPgColumn) =>
  sql`${bookings.sessionId} in (select ${sessions.id} from ${sessions} where ${sessions.classId} = ${classId})`;

/**
 * Whether any hold of the class's sessions has run out by the `now` placeholder (docs/decisions/0035):
 * a column of the class page's own statement, so the page needs no round trip of its own to learn
 * that nothing is due. It reads the partial index of pending bookings.
 */
export const classHasDueHolds = (classId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.status} = 'pending'
    and ${bookings.holdExpiresAt} <= ${sql.placeholder('now')} and ${dueHoldOfClass(classId)})`;
