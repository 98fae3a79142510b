import { sql } from 'drizzle-orm';
import { waitlistEntries } from './schema';

/**
 * The entry's live place in line: waiting entries of its session up to it, in `created_at, id` order.
 * The outer row is named in full: in a one-table select Drizzle leaves column names unqualified,
 * and inside the subquery an unqualified name would mean the inner row (every entry would count).
 */
export const livePosition = sql<number | null>`case when "waitlist_entries"."status" = 'waiting' then (
  select count(*)::int from ${waitlistEntries} ahead
  where ahead.session_id = "waitlist_entries"."session_id" and ahead.status = 'waiting'
    and (ahead.created_at, ahead.id) <= ("waitlist_entries"."created_at", "waitlist_entries"."id")
) end`;
