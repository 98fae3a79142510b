import { count, eq, type SQL, sql } from 'drizzle-orm';
import { HOLD_EXPIRED_REASON } from '../../common/constants';
import type { DbOrTx } from './client';
import { bookings, mailDeliveries } from './schema';

/** The job states that are still the queue's business; completed and cancelled jobs are history. */
const LIVE_JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * The job queue's jobs by queue and state, read from pg-boss's own table (schema `pgboss`): `created`
 * and `retry` are its depth (retry: a job that failed and waits for its next try), `active` the ones
 * running, `failed` the ones that ran out of tries. None before a worker has first created the schema.
 */
async function jobQueueCounts(db: DbOrTx) {
  const [schema] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!schema?.present) return [];
  const rows = await rowsOf<{ queue: string; state: string; n: number | string }>(
    db,
    sql`select name as queue, state::text as state, count(*) as n from pgboss.job
        where state::text in (${sql.join(
          LIVE_JOB_STATES.map((s) => sql`${s}`),
          sql`, `,
        )}) group by name, state`,
  );
  return rows.map((r) => ({ queue: r.queue, state: r.state, n: Number(r.n) }));
}

/**
 * What the metrics read from the database at each scrape: bookings by status (their outcome), holds
 * that ran out unpaid, e-mails by delivery status and the job queue's jobs. Read from the rows, not
 * counted in memory, so every instance reports the same figures (wherever the worker runs) and a
 * restart loses none.
 */
export async function operationalCounts(db: DbOrTx) {
  const [byStatus, holds, mail, jobs] = await Promise.all([
    db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status),
    db.select({ n: count() }).from(bookings).where(eq(bookings.cancellationReason, HOLD_EXPIRED_REASON)),
    db
      .select({ status: mailDeliveries.status, n: count() })
      .from(mailDeliveries)
      .groupBy(sql`${mailDeliveries.status}`),
    jobQueueCounts(db),
  ]);
  return {
    bookingsByStatus: byStatus.map((r) => ({ status: String(r.status), n: r.n })),
    holdsExpired: holds[0]?.n ?? 0,
    mailByStatus: mail.map((r) => ({ status: r.status, n: r.n })),
    jobsByQueueAndState: jobs,
  };
}
