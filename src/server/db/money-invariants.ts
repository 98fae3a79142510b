import { sql } from 'drizzle-orm';
import type { Invariant } from './invariants';

/**
 * The money's invariants (issue 63), part of `npm run check:invariants`: each selects the rows that
 * break it. A refund is recorded on a booking (an operator's booking_refunds row, or `refund = 'full'`:
 * refunded in full, so only what operators had not refunded yet) or on a pass (`refund_amount`, a
 * cooling-off cancellation), and each moves money once: back to the gift balance when the balance
 * paid (a ledger entry under a unique reference; of a payment split with a card, the balance's part
 * first, docs/decisions/0127), otherwise through the payment provider, which
 * records nothing here (the demo moves no money). A pass's credit coming back is checked with the
 * passes' credits (pass-credits-equal-bookings).
 */

/** Paid from the gift balance: the payment reference pay-hold.ts and purchase.ts write (ledger.ts). */
const fromBalance = (reference: string) => sql.raw(`coalesce(left(${reference}, 8) = 'balance_', false)`);
/** A pass `p` whose refund is owed to the gift balance: the balance paid for it and no card renewed it since. */
const refundOwedToBalance = sql`(${fromBalance('p.payment_reference')} and p.refund_amount > 0
  and not exists (select 1 from pass_renewals r where r.pass_id = p.id and r.status = 'paid'))`;

/**
 * What the gift balance paid of each booking: its spend `booking:<id>`, the whole price or the first
 * part of a split with a card (docs/decisions/0127). Joined as `s`, the part is `-s.amount`.
 */
const balanceSpend = (booking: string) =>
  sql.raw(`balance_entries s on s.reference = 'booking:' || ${booking}`);
/** The balance's part of booking `b` (with its spend joined as `s`): all of it when the reference says so. */
const balancePart = sql`(case when ${fromBalance('b.payment_reference')} then b.amount_paid else coalesce(-s.amount, 0) end)`;

/** What operators refunded of each booking. */
const byOperators = sql`(select booking_id, sum(amount) as amount from booking_refunds group by booking_id)`;

export const MONEY_INVARIANTS: Invariant[] = [
  {
    // The double refund of issue 63: an operator's refund, then a full refund on top of it.
    name: 'refunds-within-paid',
    rule: "a booking's refunds never add up to more than was paid for it, whatever their source: operators' refunds, or the money given back to the gift balance, which never gets back more than it paid",
    broken: sql`select b.id as booking_id, b.amount_paid, o.amount as by_operators, l.amount as to_balance
      from bookings b
      left join ${byOperators} o on o.booking_id = b.id
      left join ${balanceSpend('b.id')}
      left join (select split_part(reference, ':', 3) as booking_id, sum(amount) as amount from balance_entries
        where reference like 'refund:booking:%' group by 1) l on l.booking_id = b.id::text
      where o.amount > b.amount_paid or l.amount > b.amount_paid or l.amount > ${balancePart}`,
  },
  {
    // A free or the studio's cancellation, a refilled late one, an account's deletion (docs/decisions/0062).
    name: 'balance-refunds-returned',
    rule: "a booking the gift balance paid for (in whole or in part) and refunded in full has one ledger entry refund:booking:<id> of the balance's part less what operators had refunded already (none when that is nothing); no other booking has one",
    broken: sql`select b.id as booking_id, b.refund, b.amount_paid, ${balancePart} as from_balance,
        o.amount as by_operators, e.amount as refunded
      from bookings b
      left join ${byOperators} o on o.booking_id = b.id
      left join ${balanceSpend('b.id')}
      left join balance_entries e on e.reference = 'refund:booking:' || b.id
      where (e.id is not null or (${balancePart} > 0 and b.refund = 'full'))
        and e.amount is distinct from case when b.refund = 'full'
          and ${balancePart} > coalesce(o.amount, 0) then ${balancePart} - coalesce(o.amount, 0) end`,
  },
  {
    name: 'operator-refunds-returned',
    // Operators' refunds give the balance's part back first, then the card's (docs/decisions/0127):
    // so together they gave the balance what they refunded, up to the part it paid.
    rule: "each operator's refund of a booking the gift balance paid alone has one ledger entry refund:booking:<booking id>:<refund id> of its amount; of a booking it paid part of, such entries add up to what operators refunded up to that part, each no more than its refund; no other refund has one, and every such entry has its refund",
    broken: sql`select br.id as refund_id, br.booking_id, br.amount, e.reference, e.amount as credited
      from booking_refunds br
      join bookings b on b.id = br.booking_id
      left join balance_entries e on e.reference = 'refund:booking:' || br.booking_id || ':' || br.id
      where case when ${fromBalance('b.payment_reference')} then e.amount is distinct from br.amount
        else e.amount > br.amount end
      union all
      select null, o.booking_id, o.amount, null, e.amount
      from ${byOperators} o
      join bookings b on b.id = o.booking_id
      left join ${balanceSpend('o.booking_id')}
      left join (select split_part(reference, ':', 3) as booking_id, sum(amount) as amount from balance_entries
        where reference like 'refund:booking:%:%' group by 1) e on e.booking_id = o.booking_id::text
      where not ${fromBalance('b.payment_reference')} and coalesce(e.amount, 0) <> least(o.amount, coalesce(-s.amount, 0))
      union all
      select null, null, null, e.reference, e.amount from balance_entries e
      where e.reference like 'refund:booking:%:%' and not exists (select 1 from booking_refunds br
        where e.reference = 'refund:booking:' || br.booking_id || ':' || br.id)`,
  },
  {
    name: 'pass-refunds-within-price',
    rule: "a pass's refund is never below zero nor more than was paid for it",
    broken: sql`select p.id as pass_id, p.amount_paid, p.refund_amount from passes p
      where p.refund_amount < 0 or p.refund_amount > p.amount_paid`,
  },
  {
    // A membership cancelled in its cooling-off period (docs/decisions/0056), or a pass ended by its
    // studio's suspension (0120). A membership renewed since is paid by card for its current period,
    // so its refund goes back to the card, not the balance.
    name: 'pass-refunds-returned',
    rule: 'a pass paid from the gift balance, not renewed by card, and refunded has one ledger entry refund:pass:<id> of its refund; no other pass has one',
    broken: sql`select p.id as pass_id, p.payment_reference, p.refund_amount, e.amount as refunded
      from passes p left join balance_entries e on e.reference = 'refund:pass:' || p.id
      where (e.id is not null or ${refundOwedToBalance})
        and e.amount is distinct from case when ${refundOwedToBalance} then p.refund_amount end`,
  },
  {
    // The balance is the sum of its ledger (docs/decisions/0057), so each entry must be money that
    // moved: a redeemed card, a payment from the balance, or a refund of the account's own.
    name: 'ledger-entries-have-a-source',
    rule: "every ledger entry is a gift card the account redeemed (+its amount), a booking or pass the balance paid (−its amount, the payment's reference naming the entry), the balance's part of a booking a card paid the rest of (less than its amount, the payment's reference the card's), or a refund of the account's booking or pass",
    broken: sql`select e.id as entry_id, e.user_id, e.reference, e.amount from balance_entries e
      where not exists (select 1 from gift_cards g where e.reference = 'gift-card:' || g.id
          and g.redeemed_by = e.user_id and e.amount = g.amount)
        and not exists (select 1 from bookings b where e.reference = 'booking:' || b.id
          and b.user_id = e.user_id and e.amount = -b.amount_paid and b.payment_reference = 'balance_' || e.id)
        and not exists (select 1 from bookings b where e.reference = 'booking:' || b.id
          and b.user_id = e.user_id and e.amount > -b.amount_paid and e.amount < 0
          and b.payment_reference is not null and not ${fromBalance('b.payment_reference')})
        and not exists (select 1 from passes p where e.reference = 'pass:' || p.id
          and p.user_id = e.user_id and e.amount = -p.amount_paid and p.payment_reference = 'balance_' || e.id)
        and not exists (select 1 from bookings b where b.id = case
            when e.reference ~ '^refund:booking:[0-9a-f-]{36}(:|$)' then split_part(e.reference, ':', 3)::uuid end
          and b.user_id = e.user_id and e.amount > 0)
        and not exists (select 1 from passes p where e.reference = 'refund:pass:' || p.id
          and p.user_id = e.user_id and e.amount > 0)`,
  },
  {
    // The revenue report (docs/decisions/0059) is a studio's payments less its refunds: it adds up
    // amount_paid of every paid booking and pass, so a place paid with a credit must be 0.00 (the
    // pass was the money) and any other paid place must have been charged (docs/decisions/0122).
    name: 'payments-charged',
    rule: "a booking paid with a pass's credit is 0.00 and has no payment reference; any other paid booking, and every pass bought, has its payment's reference",
    broken: sql`select b.id as booking_id, null::uuid as pass_id, b.amount_paid, b.payment_reference
      from bookings b
      where b.paid_at is not null and case when b.pass_id is not null
        then b.amount_paid <> 0 or b.payment_reference is not null else b.payment_reference is null end
      union all
      select null, p.id, p.amount_paid, p.payment_reference from passes p where p.payment_reference is null`,
  },
  {
    // The report counts a payment on the day it was taken and a refund on the day it was given, so a
    // refund with no day, or one of money never taken, would leave a studio's revenue other than its
    // payments less its refunds (docs/decisions/0122). A request stamps the instant it began, so a
    // cancellation that began before the payment it then found committed was once dated before it.
    name: 'refunds-follow-payments',
    rule: 'a booking refunded in full, or by an operator, was paid, and refunded when or after it was paid; a refunded pass was bought and has the day it was cancelled',
    broken: sql`select b.id as booking_id, null::uuid as pass_id, b.paid_at, b.cancelled_at as refunded_at
      from bookings b
      where b.refund = 'full' and (b.paid_at is null or b.cancelled_at is null or b.cancelled_at < b.paid_at)
      union all
      select br.booking_id, null, b.paid_at, br.created_at from booking_refunds br
      join bookings b on b.id = br.booking_id
      where b.paid_at is null or br.created_at < b.paid_at
      union all
      select null, p.id, p.valid_from, p.cancelled_at from passes p
      where p.refund_amount > 0 and (p.payment_reference is null or p.cancelled_at is null)`,
  },
  {
    // Every spend locks the account's balance and refuses what it does not cover.
    name: 'no-negative-balance',
    rule: "no account's balance (the sum of its balance_entries) is below zero",
    broken: sql`select e.user_id, sum(e.amount)::text as balance
      from balance_entries e group by e.user_id having sum(e.amount) < 0`,
  },
];
