import { sql } from 'drizzle-orm';
import type { SessionAvailability } from '../../../common/schemas/availability';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { classes, sessions, waitingCountOf } from '../../db/schema';

/**
 * The places of these sessions as they are now, in the order asked, in one prepared statement: a
 * primary-key probe of each session and its class, and the waiting line's partial index. Unknown
 * ids are left out. A hold that ran out and is not yet expired still counts as taken until the hold
 * timer or the next read of its class expires it (within its tick, 15 s).
 */
export async function findSessionAvailability(db: DbOrTx, ids: string[]): Promise<SessionAvailability[]> {
  if (ids.length === 0) return [];
  const statement = preparedSql(
    db,
    'session_availability',
    () => sql`select ${sessions.id}::text as id,
        greatest(0, ${classes.maxParticipants} - ${sessions.currentParticipants})::int as "placesLeft",
        ${sessions.status} as status, ${waitingCountOf(sessions.id)} as "waitlistCount"
      from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as asked(id, position)
      join ${sessions} on ${sessions.id} = asked.id
      join ${classes} on ${classes.id} = ${sessions.classId}
      order by asked.position`,
  );
  const { rows } = await statement.execute({ ids });
  return rows as unknown as SessionAvailability[];
}
