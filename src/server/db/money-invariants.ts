import { sql } from 'drizzle-orm';
import type { Invariant } from './invariants';

/**
 * The money's invariants (issue 63), part of `npm run check:invariants`: each selects the rows that
 * break it. A refund is recorded on a booking (an operator's booking_refunds row, or `refund = 'full'`:
 * refunded in full, so only what operators had not refunded yet) or on a pass (`refund_amount`, a
 * cooling-off cancellation), and each moves money once: back to the gift balance when the balance
 * paid (a ledger entry under a unique reference), otherwise through the payment provider, which
 * records nothing here (the demo moves no money). A pass's credit coming back is checked with the
 * passes' credits (pass-credits-equal-bookings).
 */

/** Paid from the gift balance: the payment reference pay-hold.ts and purchase.ts write (ledger.ts). */
const fromBalance = (reference: string) => sql.raw(`coalesce(left(${reference}, 8) = 'balance_', false)`);

/** What operators refunded of each booking. */
const byOperators = sql`(select booking_id, sum(amount) as amount from booking_refunds group by booking_id)`;

export const MONEY_INVARIANTS: Invariant[] = [
  {
    // A free or the studio's cancellation, a refilled late one, an account's deletion (docs/decisions/0062).
    name: 'balance-refunds-returned',
    rule: 'a booking paid from the gift balance and refunded in full has one ledger entry refund:booking:<id> of what operators had not refunded already (none when that is nothing); no other booking has one',
    broken: sql`select b.id as booking_id, b.refund, b.amount_paid, o.amount as by_operators, e.amount as refunded
      from bookings b
      left join ${byOperators} o on o.booking_id = b.id
      left join balance_entries e on e.reference = 'refund:booking:' || b.id
      where (e.id is not null or (${fromBalance('b.payment_reference')} and b.refund = 'full'))
        and e.amount is distinct from case when ${fromBalance('b.payment_reference')} and b.refund = 'full'
          and b.amount_paid > coalesce(o.amount, 0) then b.amount_paid - coalesce(o.amount, 0) end`,
  },
  {
    // Every spend locks the account's balance and refuses what it does not cover.
    name: 'no-negative-balance',
    rule: "no account's balance (the sum of its balance_entries) is below zero",
    broken: sql`select e.user_id, sum(e.amount)::text as balance
      from balance_entries e group by e.user_id having sum(e.amount) < 0`,
  },
];
