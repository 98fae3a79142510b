import type pg from 'pg';

/**
 * Backends of this database waiting for a lock, asked on a connection of the test's own (`watcher`):
 * inside a blocking transaction, pg_stat_activity would answer from the snapshot its first read took.
 * Race tests wait on it to send the next request only once the first one queues.
 */
export async function lockWaiters(watcher: pg.Client): Promise<number> {
  const { rows } = await watcher.query(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0].n;
}
