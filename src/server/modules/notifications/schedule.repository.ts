import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { REMINDER_KEY, REVIEW_INVITE_KEY } from '../../db/notice-keys';
import { outboxEvents } from '../../db/schema';

const HOUR = 3_600_000;
/** At most this many of each kind per sweep; the next minute's sweep takes the rest. */
const BATCH = 200;

type Keyed = { bookingId: string; dedupeKey: string };

/** Rows of a raw statement, whichever driver answered it. */
async function query(db: DbOrTx, statement: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Bookings due a reminder at `now`: confirmed, the session starting within 24 hours, booked more than
 * a day ahead (whoever booked this afternoon has just had the confirmation), reminders on, and not
 * yet reminded for this start time (a moved session is reminded again).
 */
export async function findDueReminders(db: DbOrTx, now: Date): Promise<Keyed[]> {
  const dayAhead = new Date(now.getTime() + 24 * HOUR);
  const rows = await query(
    db,
    sql`
    select b.id as booking_id, ${REMINDER_KEY} as dedupe_key
    from bookings b
    join sessions s on s.id = b.session_id
    join users u on u.id = b.user_id
    where b.status = 'confirmed' and s.status = 'scheduled'
      and s.start_time > ${now.toISOString()}::timestamptz and s.start_time <= ${dayAhead.toISOString()}::timestamptz
      and coalesce(b.paid_at, b.booking_date, b.created_at) <= s.start_time - interval '24 hours'
      and u.notify_reminders
      and not exists (select 1 from outbox_events o where o.dedupe_key = ${REMINDER_KEY})
    order by s.start_time
    limit ${BATCH}`,
  );
  return keyed(rows);
}

/**
 * Attendees due an invitation to review: the session ended 2 to 48 hours ago (not older: a new
 * server must not invite everyone who ever took a class), not cancelled, not marked a no-show, no
 * review yet, invitations on, not invited before.
 */
export async function findDueReviewInvites(db: DbOrTx, now: Date): Promise<Keyed[]> {
  const rows = await query(
    db,
    sql`
    select b.id as booking_id, ${REVIEW_INVITE_KEY} as dedupe_key
    from bookings b
    join sessions s on s.id = b.session_id
    join users u on u.id = b.user_id
    where b.status in ('confirmed', 'completed') and s.status <> 'cancelled'
      and b.attendance is distinct from 'no-show'
      and s.end_time <= ${now.toISOString()}::timestamptz - interval '2 hours'
      and s.end_time > ${now.toISOString()}::timestamptz - interval '48 hours'
      and u.notify_review_invites
      and not exists (select 1 from reviews r where r.booking_id = b.id)
      and not exists (select 1 from outbox_events o where o.dedupe_key = ${REVIEW_INVITE_KEY})
    order by s.end_time
    limit ${BATCH}`,
  );
  return keyed(rows);
}

function keyed(rows: Record<string, unknown>[]): Keyed[] {
  return rows.map((r) => ({ bookingId: String(r.booking_id), dedupeKey: String(r.dedupe_key) }));
}

/** Confirmed bookings not yet in a digest, grouped by the owner of the studio they were made with. */
export async function findUndigestedByOwner(db: DbOrTx, now: Date) {
  const rows = await query(
    db,
    sql`
    select st.user_id as owner_id, array_agg(o.id) as event_ids, array_agg(b.id) as booking_ids
    from outbox_events o
    join bookings b on b.id = (o.payload->>'bookingId')::uuid
    join sessions s on s.id = b.session_id
    join classes c on c.id = s.class_id
    join studios st on st.id = c.studio_id
    where o.kind = 'booking.confirmed' and o.digested_at is null
      and o.created_at <= ${now.toISOString()}::timestamptz
    group by st.user_id
    limit ${BATCH}`,
  );
  return rows.map((r) => ({
    ownerId: String(r.owner_id),
    eventIds: asArray(r.event_ids),
    bookingIds: asArray(r.booking_ids),
  }));
}

/** node-postgres parses uuid[] into an array; PGlite may hand back the array literal. */
function asArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export async function markDigested(db: DbOrTx, eventIds: string[], now: Date) {
  await db.update(outboxEvents).set({ digestedAt: now }).where(inArray(outboxEvents.id, eventIds));
}

type PassKeyed = { passId: string; dedupeKey: string; renewsAt?: string };

/**
 * Passes due the "ends in 7 days" notice at `now` (once per pass): active, not renewing (a pack, an
 * intro offer, a cancelled membership), ending within 7 days, with a credit left (unlimited counts),
 * and not ending within 7 days of its start (bought this week, it has just had its receipt).
 */
export async function findExpiringPasses(db: DbOrTx, now: Date): Promise<PassKeyed[]> {
  const rows = await query(
    db,
    sql`
    select p.id as pass_id, 'pass-expiring:' || p.id as dedupe_key
    from passes p
    where p.status = 'active' and p.renews_at is null
      and p.expires_at > ${now.toISOString()}::timestamptz
      and p.expires_at <= ${now.toISOString()}::timestamptz + interval '7 days'
      and p.valid_from <= p.expires_at - interval '7 days'
      and (p.credits_left is null or p.credits_left > 0)
      and not exists (select 1 from outbox_events o where o.dedupe_key = 'pass-expiring:' || p.id)
    order by p.expires_at
    limit ${BATCH}`,
  );
  return rows.map((r) => ({ passId: String(r.pass_id), dedupeKey: String(r.dedupe_key) }));
}

/**
 * Memberships due the renewal reminder at `now`: active, renewing within 3 days, not yet reminded
 * of this renewal (the key names the renewal's time, so every period is reminded once).
 */
export async function findDueRenewalReminders(db: DbOrTx, now: Date): Promise<PassKeyed[]> {
  const rows = await query(
    db,
    sql`
    select p.id as pass_id, p.renews_at,
      'pass-renewal-reminder:' || p.id || ':' || (extract(epoch from p.renews_at)::bigint)::text as dedupe_key
    from passes p
    where p.kind = 'membership' and p.status = 'active' and p.renews_at is not null
      and p.renews_at > ${now.toISOString()}::timestamptz
      and p.renews_at <= ${now.toISOString()}::timestamptz + interval '3 days'
      and not exists (select 1 from outbox_events o where o.dedupe_key =
        'pass-renewal-reminder:' || p.id || ':' || (extract(epoch from p.renews_at)::bigint)::text)
    order by p.renews_at
    limit ${BATCH}`,
  );
  return rows.map((r) => ({
    passId: String(r.pass_id),
    dedupeKey: String(r.dedupe_key),
    renewsAt: new Date(r.renews_at as string | Date).toISOString(),
  }));
}
