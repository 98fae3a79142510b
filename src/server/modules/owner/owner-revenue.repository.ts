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

/** What money came from, as `byKind` names it. */
export type RevenueKind = 'classes' | 'packs' | 'memberships';

export interface RevenueKindRow {
  kind: RevenueKind;
  net: string;
}

/**
 * Every movement of money at the owner's studios (or the one studio) in the range, one row each, as
 * `(day, gross, refunds, kind)` on the London day it moved (docs/decisions/0059):
 * - a class payment counts on the day it was taken (paid_at), whatever became of the booking later; a
 *   refund on the day the booking was cancelled with refund 'full' (a cancellation inside the studio's
 *   window, the studio cancelling the session, or a late cancellation whose place was refilled); a
 *   late cancellation (refund 'none') keeps its payment, and a released hold was never paid. A place
 *   paid with a pass's credit moved no money (0.00): the pass did, when it was bought; an operator's
 *   refund of part or all of a payment (booking_refunds) on the day it was made;
 * - a pass (a pack, an intro offer or a membership's first month) counts on the day it was bought
 *   (valid_from) once paid, each paid membership renewal on the day its period started, and a
 *   cooling-off refund, or the refund of a pass its studio's suspension ended (docs/decisions/0120),
 *   on the day it was cancelled.
 */
function movements(filter: RevenueFilter): SQL {
  const start = sql`${filter.range.start.toISOString()}::timestamptz`;
  const end = sql`${filter.range.end.toISOString()}::timestamptz`;
  const studio = filter.studioId ? sql`and st.id = ${filter.studioId}::uuid` : sql``;
  const london = (column: SQL) => sql`(${column} at time zone 'Europe/London')::date`;
  const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const passKind = sql`case when p.kind = 'membership' then 'memberships' else 'packs' end`;
  return sql`
    owned as (
      select b.amount_paid, b.paid_at, b.cancelled_at, b.refund,
        (select coalesce(sum(br.amount), 0) from booking_refunds br where br.booking_id = b.id) as refunded
      from bookings b
      join sessions s on s.id = b.session_id
      join classes c on c.id = s.class_id
      join studios st on st.id = c.studio_id
      where st.user_id = ${filter.ownerId}::uuid ${studio}
        and (b.paid_at < ${end} and (b.paid_at >= ${start} or b.cancelled_at >= ${start}))
    ),
    sold as (
      select p.id, p.kind, p.amount_paid, p.valid_from, p.payment_reference, p.refund_amount, p.cancelled_at
      from passes p
      join studios st on st.id = p.studio_id
      where st.user_id = ${filter.ownerId}::uuid ${studio}
    ),
    movements as (
      select ${london(sql`paid_at`)} as day, amount_paid as gross, 0::numeric as refunds, 'classes' as kind
      from owned where ${within(sql`paid_at`)}
      union all
      select ${london(sql`cancelled_at`)}, 0::numeric, amount_paid - refunded, 'classes'
      from owned where refund = 'full' and ${within(sql`cancelled_at`)}
      union all
      select ${london(sql`br.created_at`)}, 0::numeric, br.amount, 'classes'
      from booking_refunds br
      join bookings b on b.id = br.booking_id
      join sessions s on s.id = b.session_id
      join classes c on c.id = s.class_id
      join studios st on st.id = c.studio_id
      where st.user_id = ${filter.ownerId}::uuid ${studio} and ${within(sql`br.created_at`)}
      union all
      select ${london(sql`p.valid_from`)}, p.amount_paid, 0::numeric, ${passKind}
      from sold p where p.payment_reference is not null and ${within(sql`p.valid_from`)}
      union all
      select ${london(sql`r.period_start`)}, r.amount, 0::numeric, 'memberships'
      from pass_renewals r join sold p on p.id = r.pass_id
      where r.status = 'paid' and ${within(sql`r.period_start`)}
      union all
      select ${london(sql`p.cancelled_at`)}, 0::numeric, p.refund_amount, ${passKind}
      from sold p where p.refund_amount > 0 and ${within(sql`p.cancelled_at`)}
    )`;
}

/**
 * The money on each London day of the range, plus a total row (date null), added up by PostgreSQL in
 * numeric and handed over as text, so no amount is ever a float. Every day of the range has a row,
 * zero or not, so the daily chart has no gaps.
 */
export function findRevenueByDay(db: DbOrTx, filter: RevenueFilter): Promise<RevenueRow[]> {
  return rowsOf<RevenueRow>(
    db,
    sql`
    with ${movements(filter)},
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

/** The range's net by what was sold: classes, packs (and intro offers), memberships. */
export function findRevenueByKind(db: DbOrTx, filter: RevenueFilter): Promise<RevenueKindRow[]> {
  return rowsOf<RevenueKindRow>(
    db,
    sql`
    with ${movements(filter)}
    select kind, (sum(gross) - sum(refunds))::numeric(14, 2)::text as net
    from movements group by kind`,
  );
}
