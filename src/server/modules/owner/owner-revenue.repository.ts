import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { InstantRange } from './report-range';

export interface RevenueFilter {
  ownerId: string;
  studioId?: string;
  /** The London dates, both included, and the instants they span. */
  from: string;
  to: string;
  range: InstantRange;
}

export interface RevenueRow {
  /** The London date, or null on the total row. */
  date: string | null;
  gross: string;
  refunds: string;
  net: string;
}

/** Rows of a raw statement, whichever driver answered it. */
async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The money of the owner's studios on each London day of the range, plus a total row (date null),
 * added up by PostgreSQL in numeric and handed over as text, so no amount is ever a float
 * (docs/decisions/0059):
 * - a payment counts on the day it was taken (paid_at), whatever became of the booking later;
 * - a refund counts on the day the booking was cancelled with refund 'full' (a cancellation by the
 *   student inside the studio's window, or the studio cancelling the session); a late cancellation
 *   (refund 'none') keeps its payment, and a released hold was never paid.
 * Every day of the range has a row, zero or not, so the daily chart has no gaps.
 */
export function findRevenueByDay(db: DbOrTx, filter: RevenueFilter): Promise<RevenueRow[]> {
  const start = sql`${filter.range.start.toISOString()}::timestamptz`;
  const end = sql`${filter.range.end.toISOString()}::timestamptz`;
  const studio = filter.studioId ? sql`and st.id = ${filter.studioId}::uuid` : sql``;
  return rowsOf<RevenueRow>(
    db,
    sql`
    with owned as (
      select b.amount_paid, b.paid_at, b.cancelled_at, b.refund
      from bookings b
      join sessions s on s.id = b.session_id
      join classes c on c.id = s.class_id
      join studios st on st.id = c.studio_id
      where st.user_id = ${filter.ownerId}::uuid ${studio}
        and (b.paid_at < ${end} and (b.paid_at >= ${start} or b.cancelled_at >= ${start}))
    ),
    movements as (
      select (paid_at at time zone 'Europe/London')::date as day, amount_paid as gross, 0::numeric as refunds
      from owned where paid_at >= ${start} and paid_at < ${end}
      union all
      select (cancelled_at at time zone 'Europe/London')::date, 0::numeric, amount_paid
      from owned where refund = 'full' and cancelled_at >= ${start} and cancelled_at < ${end}
    ),
    days as (
      select d::date as day from generate_series(${filter.from}::date, ${filter.to}::date, interval '1 day') d
    )
    select days.day::text as date,
      coalesce(sum(m.gross), 0)::numeric(14, 2)::text as gross,
      coalesce(sum(m.refunds), 0)::numeric(14, 2)::text as refunds,
      (coalesce(sum(m.gross), 0) - coalesce(sum(m.refunds), 0))::numeric(14, 2)::text as net
    from days left join movements m on m.day = days.day
    group by rollup (days.day)
    order by days.day nulls last`,
  );
}
