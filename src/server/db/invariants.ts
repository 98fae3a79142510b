import { type SQL, sql } from 'drizzle-orm';
import { TIME_OF_DAY } from './catalogue-sql';
import type { Db, Tx } from './client';
import { MONEY_INVARIANTS } from './money-invariants';

/**
 * The booking core's invariants as SQL (docs/decisions/0051), and the money's (money-invariants.ts):
 * each check selects the rows that break it, so an empty answer means it holds. `npm run
 * check:invariants` runs them against any database, and the concurrency tests run them after every
 * race.
 *
 * A place is held by a booking in `pending` (a hold while paying) or `confirmed`, and by `completed`:
 * the running code derives "completed" when it answers and never stores it, but the demo seed stores
 * it for the past sessions it creates, each counted in its session's participants.
 */
const HOLDS_A_PLACE = sql.raw(`('pending', 'confirmed', 'completed')`);

/** The places a session's bookings hold, per session. */
const placesHeld = sql`(select b.session_id, count(*)::int as places from bookings b
  where b.status in ${HOLDS_A_PLACE} group by b.session_id)`;

export interface Invariant {
  name: string;
  /** What holds, in words, for the operator reading a broken row. */
  rule: string;
  broken: SQL;
}

/** The start of class `c`'s last scheduled session meeting `part` (a condition on `sessions`). */
const lastScheduled = (part: SQL) => sql`(select max(sessions.start_time) from sessions
  where sessions.class_id = c.id and sessions.status = 'scheduled' and ${part})`;

export const INVARIANTS: Invariant[] = [
  {
    // A credit moves only with the place it pays for (docs/decisions/0055): a booking paid with a pass
    // uses one unless its credit came back ('credit', a free or the studio's cancellation). Packs and
    // intro offers only: a membership's credits restart each period.
    name: 'pass-credits-equal-bookings',
    rule: "a pack's or intro offer's credits_left is never below zero and equals credits_total minus its bookings that kept their credit",
    broken: sql`select p.id as pass_id, p.credits_total, p.credits_left, count(b.id)::int as credits_used
      from passes p left join bookings b on b.pass_id = p.id and b.refund is distinct from 'credit'
      where p.kind in ('pack', 'intro')
      group by p.id
      having p.credits_left < 0 or p.credits_left <> p.credits_total - count(b.id)`,
  },
  {
    name: 'participants-equal-places',
    rule: "a session's current_participants equals its bookings that hold a place (pending, confirmed or completed)",
    broken: sql`select s.id as session_id, s.status, s.current_participants, coalesce(h.places, 0) as places
      from sessions s left join ${placesHeld} h on h.session_id = s.id
      where coalesce(s.current_participants, 0) <> coalesce(h.places, 0)`,
  },
  {
    name: 'no-negative-count',
    rule: "a session's current_participants is never below zero",
    broken: sql`select s.id as session_id, s.current_participants from sessions s where s.current_participants < 0`,
  },
  {
    // An owner may lower the capacity below the places of a session that has started or ended (only
    // upcoming sessions are checked), so only those are held to the capacity of today.
    // "Upcoming" by the database's clock: the check runs outside any request, on the rows as they stand.
    name: 'within-capacity',
    rule: "a scheduled session that has not started holds no more places than its class's max_participants",
    broken: sql`select s.id as session_id, s.start_time, s.current_participants, coalesce(h.places, 0) as places,
        c.max_participants
      from sessions s join classes c on c.id = s.class_id left join ${placesHeld} h on h.session_id = s.id
      where s.status = 'scheduled' and s.start_time > now()
        and greatest(coalesce(s.current_participants, 0), coalesce(h.places, 0)) > c.max_participants`,
  },
  {
    // A hold ('pending') may sit beside a waiting entry: in the last hour before the start a freed
    // place is open to anyone, the people in line included, and only the payment closes the entry.
    name: 'waiting-not-booked',
    rule: 'nobody waits for a place on a session they have a paid (confirmed or completed) booking on',
    broken: sql`select w.id as entry_id, w.session_id, w.user_id, b.id as booking_id, b.status as booking_status
      from waitlist_entries w
      join bookings b on b.session_id = w.session_id and b.user_id = w.user_id
        and b.status in ('confirmed', 'completed')
      where w.status = 'waiting'`,
  },
  {
    name: 'promotion-has-its-booking',
    rule: 'each promoted entry names a booking of the same student and session made by promotion, and each booking made by promotion is named by exactly one promoted entry',
    broken: sql`select w.id as entry_id, w.session_id, w.user_id, w.booking_id, null::int as entries
      from waitlist_entries w left join bookings b on b.id = w.booking_id
      where w.status = 'promoted' and (b.id is null or b.session_id <> w.session_id
        or b.user_id <> w.user_id or not b.promoted_from_waitlist)
      union all
      select null, b.session_id, b.user_id, b.id, count(w.id)::int
      from bookings b left join waitlist_entries w on w.booking_id = b.id and w.status = 'promoted'
      where b.promoted_from_waitlist
      group by b.id, b.session_id, b.user_id having count(w.id) <> 1`,
  },
  {
    // Positions are not stored: an entry's position is its rank among the session's waiting entries by
    // (created_at, id), so positions have no gaps by construction. What can go wrong is the order:
    // someone promoted while a person ahead of them still waits.
    name: 'promotions-in-queue-order',
    rule: "no one waiting is ahead (by created_at, id) of someone promoted from the same session's waitlist",
    broken: sql`select p.session_id, p.id as promoted_entry_id, w.id as waiting_entry_id,
        p.created_at as promoted_joined_at, w.created_at as waiting_joined_at
      from waitlist_entries p
      join waitlist_entries w on w.session_id = p.session_id and w.status = 'waiting'
        and (w.created_at, w.id) < (p.created_at, p.id)
      where p.status = 'promoted'`,
  },
  {
    name: 'one-event-per-transition',
    rule: "a booking is told confirmed at most once and only if paid, cancelled at most once and only if cancelled; a session's cancellation at most once and only if cancelled",
    broken: sql`select e.kind, e.subject_id, count(*)::int as events, min(e.subject_status) as status
      from (
        select o.kind, o.payload->>'bookingId' as subject_id,
          case when o.kind = 'booking.confirmed' and b.paid_at is null then 'never paid'
            when o.kind = 'booking.cancelled' and b.status is distinct from 'cancelled' then coalesce(b.status, 'missing')
          end as subject_status
        from outbox_events o left join bookings b on b.id::text = o.payload->>'bookingId'
        where o.kind in ('booking.confirmed', 'booking.cancelled')
        union all
        select o.kind, o.payload->>'sessionId',
          case when s.status is distinct from 'cancelled' then coalesce(s.status, 'missing') end
        from outbox_events o left join sessions s on s.id::text = o.payload->>'sessionId'
        where o.kind = 'session.cancelled'
      ) e
      group by e.kind, e.subject_id
      having count(*) > 1 or count(e.subject_status) > 0`,
  },
  {
    // The catalogue read model (docs/decisions/0087) is a copy: the triggers of migration 0023 keep it
    // in the transaction of each change, so at any commit it equals what it copies.
    name: 'catalogue-read-model-exact',
    rule: "a class's listed, studio_score, studio_rating, last_session_at and last session of each part of the day equal its and its studio's activity, the studio's score and rating, and its last scheduled session overall and in each part of the day",
    broken: sql`select c.id as class_id, c.listed, c.studio_score, c.studio_rating, c.last_session_at,
        c.last_morning_at, c.last_afternoon_at, c.last_evening_at
      from classes c join studios s on s.id = c.studio_id
      where c.listed <> (c.is_active and s.is_active)
        or c.studio_score <> coalesce(s.score, 0)
        or c.studio_rating <> coalesce(s.rating, 0)
        or c.last_session_at is distinct from ${lastScheduled(sql`true`)}
        or c.last_morning_at is distinct from ${lastScheduled(TIME_OF_DAY.morning)}
        or c.last_afternoon_at is distinct from ${lastScheduled(TIME_OF_DAY.afternoon)}
        or c.last_evening_at is distinct from ${lastScheduled(TIME_OF_DAY.evening)}`,
  },
  ...MONEY_INVARIANTS,
];

/** Rows of a raw statement, whichever driver answered it. */
async function rowsOf(db: Db | Tx, statement: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

export interface BrokenRow {
  invariant: string;
  rule: string;
  row: Record<string, unknown>;
}

/**
 * Every row that breaks an invariant, from one consistent snapshot (a read-only repeatable-read
 * transaction), so a database in use is judged as of one instant, never halfway through a change.
 */
export async function findBrokenInvariants(db: Db): Promise<BrokenRow[]> {
  return db.transaction(
    async (tx) => {
      const broken: BrokenRow[] = [];
      for (const invariant of INVARIANTS) {
        for (const row of await rowsOf(tx, invariant.broken)) {
          broken.push({ invariant: invariant.name, rule: invariant.rule, row });
        }
      }
      return broken;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How much was checked, for the one-line summary. */
export async function countChecked(db: Db) {
  const [row] = await rowsOf(
    db,
    sql`select
    (select count(*)::int from sessions) as sessions,
    (select count(*)::int from bookings) as bookings,
    (select count(*)::int from waitlist_entries) as entries`,
  );
  return row as { sessions: number; bookings: number; entries: number };
}
