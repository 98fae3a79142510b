import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

// The random workload's last money check (issue 63, docs/decisions/0122): each studio's revenue CSV,
// summed over its days, equals what the database holds it was paid less what it refunded, to the
// penny. The database side is added up here from the rows, whatever day they moved on, so a payment
// or refund the report dates outside its range, or misses, shows as a difference.

/** Pence of a CSV amount ("-12.50"), exactly: no float ever holds pounds. */
function pence(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`not an amount: "${amount}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** The Net column of GET /api/owner/revenue.csv added up, in pence. */
export function csvNetPence(csv: string): number {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const net = header?.split(',').indexOf('Net') ?? -1;
  if (net < 0) throw new Error(`no Net column in "${header}"`);
  return lines.reduce((sum, line) => sum + pence(line.split(',')[net] as string), 0);
}

/**
 * Per studio id, in pence: its payments (classes paid with money, passes bought, memberships renewed)
 * less its refunds (operators' refunds, the rest of a booking refunded in full, passes' refunds).
 */
export async function paymentsLessRefunds(db: Db): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    with booked as (
      select c.studio_id, b.amount_paid, b.refund,
        coalesce((select sum(r.amount) from booking_refunds r where r.booking_id = b.id), 0) as by_operators
      from bookings b join sessions s on s.id = b.session_id join classes c on c.id = s.class_id
      where b.paid_at is not null
    ),
    moved as (
      select studio_id, amount_paid - by_operators
        - case when refund = 'full' then amount_paid - by_operators else 0 end as net
      from booked
      union all
      select studio_id, amount_paid - coalesce(refund_amount, 0) from passes where payment_reference is not null
      union all
      select p.studio_id, r.amount from pass_renewals r join passes p on p.id = r.pass_id where r.status = 'paid'
    )
    select st.id as studio_id, (coalesce(sum(m.net), 0) * 100)::bigint::text as pence
    from studios st left join moved m on m.studio_id = st.id group by st.id`);
  const rows = (result as unknown as { rows: Array<{ studio_id: string; pence: string }> }).rows;
  return new Map(rows.map((r) => [String(r.studio_id), Number(r.pence)]));
}
