import { eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type BookingWithDetailsRow, bookingWithDetails } from '../../db/booking-details';
import type { DbOrTx } from '../../db/client';
import { decodeRow } from '../../db/decode-row';
import { liveTokens } from '../../db/live-tokens';
import { preparedSql } from '../../db/prepared';
import { authTokens, bookings, classes, idempotencyKeys, sessions, studios, users } from '../../db/schema';
import { deadlineSql } from './rows/bookings.writes';
import { inHoldCooldown } from './rules/hold-cooldown';
import { waiverSignedSql } from './rules/waiver-gate';
import { assertTransition, NEW } from './transitions';

/** The partial unique index that allows one held or confirmed booking per user and session. */
export const ONE_CONFIRMED_BOOKING_INDEX = 'bookings_user_session_confirmed_idx';

/**
 * Who takes the place: the account app.authenticate found, or the hash of the request's bearer
 * token, which the booking statement looks up itself so that a booking is one round trip
 * (docs/decisions/0100). Either way the account must not be suspended.
 */
export type Booker = { userId: string } | { tokenHash: string };

export interface BookPlaceInput {
  booker: Booker;
  sessionId: string;
  /**
   * The normalised price the client showed ("18.00"): a place is taken only at the class price. Null
   * when a pass pays for it.
   */
  amountPaid: string | null;
  /**
   * The pass that pays for the place, or null: the booking is then confirmed at once, paid with the
   * pass (0.00, no hold). Only bookWithPass sets it, inside the transaction that uses the credit.
   */
  passId: string | null;
  /** When a pass paid (the booking's paid_at); null without a pass. */
  paidAt: string | null;
  idempotencyKey: string | null;
  /** Upcoming confirmed bookings an account younger than a day may hold (seat hoarding). */
  newAccountUpcoming: number;
  /** Bookings one account may make in an hour. */
  perAccountPerHour: number;
  /** When the hold ends unless paid; never after the session's start (docs/decisions/0035). */
  holdExpiresAt: Date;
  /** A hold of this session by this account that ran out after this instant bars a new one (rules/hold-cooldown). */
  holdCooldownSince: Date;
  /**
   * The app's instant: a session is upcoming when it starts after it. The database's own clock would
   * disagree with the hold's expiry and every other rule, which the app's clock decides.
   */
  now: Date;
}

export type BookPlaceResult =
  /**
   * No live account: the token is unknown, revoked, expired or idle, or the account was deleted or
   * suspended since the request was authenticated. Nothing was written.
   */
  | { status: 'signed-out' }
  /** No place was taken (full, unknown, closed, past, another price, or a per-account cap); nothing changed. */
  | { status: 'refused'; userId: string }
  | { status: 'booked'; userId: string; row: BookingWithDetailsRow };

/**
 * The whole booking in ONE statement (one round trip, its own transaction): find the member (the
 * account the request authenticated, or the live, unsuspended account behind the bearer token's hash,
 * docs/decisions/0100), check the member's per-account caps, take a place with one conditional
 * UPDATE, insert the booking as 'pending' with its hold (paid later by POST /api/bookings/:id/payment,
 * docs/decisions/0035), record the idempotency key, and return the booking with its session, class and
 * studio.
 * The UPDATE's row lock serialises bookers of one session, and PostgreSQL re-checks its WHERE against
 * the newest row version, so the count can never pass the class's maximum however many instances
 * race; it also requires the class price, so a place is never taken for a wrong amount.
 * The class and studio rows are read under a key-share lock (`open_class`): an owner who changes the
 * capacity, archives the class or deactivates the studio holds those rows FOR UPDATE, so a booking
 * waits for that change and then sees it, instead of checking against the rows as they were (a re-check
 * after waiting sees the newest session row but not the newest rows it was joined with). Key-share
 * locks do not conflict with each other, so bookers never wait for one another on them.
 * The studio's waiver, when it has one, must be signed at its latest version (docs/decisions/0128):
 * that version is the studio row's, so a new version saved meanwhile (under FOR UPDATE) makes this
 * statement wait and then ask for the new one.
 * - 23505 on `bookings_user_session_confirmed_idx`: the user already holds a place here; 23505 on
 *   `idempotency_keys_user_key_idx`: the key was used before. Either way the statement rolled back
 *   entirely, the place included.
 * Same-key and same-session racers wait on the row lock or the unique index until the first
 * commits, then fail with the 23505 that sends them to the first booking.
 * With a pass (`passId`), the booking is inserted confirmed, paid with the pass (0.00, no hold) and
 * at any price; the caller (bookWithPass) runs the statement in its transaction and uses the credit.
 */
export async function takePlace(db: DbOrTx, input: BookPlaceInput): Promise<BookPlaceResult> {
  // The rules of who may take a place are checked before this statement (bookings.service) or inside
  // it (the caps, the price, the room); the move itself is always a student's new hold.
  assertTransition('booking', NEW, input.passId ? 'confirmed' : 'pending', 'student');
  const p = (name: keyof BookPlaceInput | 'userId' | 'tokenHash') => sql.placeholder(name);
  const statement = preparedSql(
    db,
    'book_place',
    () => sql`
    -- The token's liveness and last use, the per-hour cap and an account's first day go by the
    -- database's clock: the rows they compare (last_used_at, created_at) are stamped by it.
    with live as (
      -- The bearer token, when the route left its check to this statement: the same live condition
      -- and five-minute "last used" mark as every other signed-in request (auth.repository).
      select ${authTokens.id} as token_id, ${authTokens.userId} as user_id, ${authTokens.lastUsedAt} as last_used_at
      from ${authTokens}
      where ${p('tokenHash')}::text is not null and ${authTokens.tokenHash} = ${p('tokenHash')}::text and ${liveTokens}
    ), touched as (
      update ${authTokens} set last_used_at = now() from live
      where ${authTokens.id} = live.token_id and live.last_used_at < now() - interval '5 minutes'
    ), member as (
      select ${users.id} as id, (${bookingCapReached(p('newAccountUpcoming'), p('perAccountPerHour'), p('now'))}
        or ${inHoldCooldown(sql`${users.id}`, p('sessionId'), p('holdCooldownSince'))}) as capped
      from ${users}
      where ${users.id} = coalesce(${p('userId')}::uuid, (select user_id from live)) and ${users.suspendedAt} is null
    ), open_class as (
      select c.id, c.max_participants, c.price, c.title, c.service_type, c.duration, c.delivery_method,
        st.id as studio_id, st.name, st.address, st.city, st.cancellation_window_hours
      from ${classes} c
      join ${studios} st on st.id = c.studio_id
      where c.id = (select class_id from ${sessions} where id = ${p('sessionId')}::uuid)
        and c.is_active and st.is_active
        -- An owner takes no place at their own studio (rules/own-studio).
        and st.user_id <> (select id from member)
        and exists (select 1 from member where not member.capped)
        -- The studio's latest waiver signed (rules/waiver-gate): read from the locked studio row, so
        -- a version saved while this statement waited for it is the one asked for.
        and ${waiverSignedSql(sql`(select id from member)`, sql`st`)}
      for key share of c, st
    ), place as (
      update ${sessions} s
      set current_participants = s.current_participants + 1
      from open_class c
      where s.id = ${p('sessionId')}::uuid and c.id = s.class_id
        and s.status = 'scheduled' and s.start_time > ${p('now')}::timestamptz
        and s.current_participants < c.max_participants
        and (${p('passId')}::uuid is not null or c.price = ${p('amountPaid')}::numeric)
      returning s.id, s.start_time, s.end_time, s.status as session_status, s.meeting_link, c.id as class_id,
        c.title, c.service_type, c.duration, c.delivery_method, c.price, c.studio_id, c.name, c.address,
        c.city, c.cancellation_window_hours
    ), booked as (
      insert into ${bookings} (user_id, session_id, status, amount_paid, hold_expires_at, pass_id, paid_at,
        cancellation_deadline)
      select member.id, place.id,
        case when ${p('passId')}::uuid is null then 'pending' else 'confirmed' end,
        case when ${p('passId')}::uuid is null then place.price else 0 end,
        case when ${p('passId')}::uuid is null then least(${p('holdExpiresAt')}::timestamptz, place.start_time) end,
        ${p('passId')}::uuid, ${p('paidAt')}::timestamptz,
        -- Paid with a pass, the place is sold now: it keeps the deadline of the window now (ADR 0118).
        case when ${p('passId')}::uuid is not null
          then ${deadlineSql(sql`place.start_time`, sql`place.cancellation_window_hours`)} end
      from place cross join member
      returning *
    ), keyed as (
      insert into ${idempotencyKeys} (user_id, key, booking_id)
      select booked.user_id, ${p('idempotencyKey')}::text, booked.id from booked
      where ${p('idempotencyKey')}::text is not null
    )
    select m.id as member_id, b.*, p.start_time, p.end_time, p.session_status, p.meeting_link,
      p.class_id, p.title, p.service_type, p.duration, p.delivery_method, p.price, p.studio_id, p.name,
      p.address, p.city, p.cancellation_window_hours
    from member m left join booked b on true left join place p on true`,
  );
  const { booker, ...rest } = input;
  const [row] = (
    await statement.execute({
      ...rest,
      userId: 'userId' in booker ? booker.userId : null,
      tokenHash: 'tokenHash' in booker ? booker.tokenHash : null,
      holdExpiresAt: input.holdExpiresAt.toISOString(),
      holdCooldownSince: input.holdCooldownSince.toISOString(),
      now: input.now.toISOString(),
    })
  ).rows;
  if (!row) return { status: 'signed-out' };
  const userId = String(row.member_id);
  if (row.id == null) return { status: 'refused', userId };
  // The same shape as findBookingOfUser's, decoded from the same columns: the booking row as
  // inserted, and what the answer shows of its session, class and studio.
  return {
    status: 'booked',
    userId,
    row: {
      booking: decodeRow(getTableColumns(bookings), row),
      session: decodeRow(bookingWithDetails.session, row, { id: 'session_id', status: 'session_status' }),
      class: decodeRow(bookingWithDetails.class, row, { id: 'class_id' }),
      studio: decodeRow(bookingWithDetails.studio, row, { id: 'studio_id' }),
      review: null,
      // A new booking carries no promo code yet: one is applied to the hold afterwards.
      promo: null,
      operatorRefunds: '0.00',
    },
  };
}

// The account is named in full ("users"."id"): in a one-table select Drizzle leaves column names
// unqualified, and inside these subqueries an unqualified "id" would be the booking's or session's own.

/**
 * Bookings the account behind `users.id` made in the last hour. A booking's created_at is stamped by
 * the database, so the hour is the database's too.
 */
export const bookingsInLastHour = sql`(select count(*) from ${bookings} hb where hb.user_id = "users"."id"
  and hb.created_at > now() - interval '1 hour')`;

/**
 * The account behind `users.id` is less than a day old and holds `cap` upcoming places (held or paid).
 * Its age is measured on the database's clock, which stamped its created_at; a place is upcoming by
 * the app's `now`, like every session rule.
 */
export const newAccountFull = (
  cap: SQL | Placeholder | number,
  now: SQL | Placeholder,
) => sql`case when "users"."created_at" > now() - interval '1 day'
  then (select count(*) from ${bookings} ub join ${sessions} us on us.id = ub.session_id
    where ub.user_id = "users"."id" and ub.status in ('confirmed', 'pending') and us.start_time > ${now}::timestamptz) >= ${cap}::int
  else false end`;

/**
 * Whether the account may book no more for now (seat hoarding): part of the booking statement, so
 * the caps cost no round trip; CASE keeps the upcoming count to accounts younger than a day.
 */
function bookingCapReached(newAccountUpcoming: Placeholder, perHour: Placeholder, now: Placeholder) {
  return sql`(${bookingsInLastHour} >= ${perHour}::int or ${newAccountFull(newAccountUpcoming, now)})`;
}

export type BookingCaps = Pick<BookPlaceInput, 'newAccountUpcoming' | 'perAccountPerHour'>;

/** Everything needed to explain why a place could not be taken, in one query. */
export async function findBookability(tx: DbOrTx, sessionId: string, userId: string, now: Date) {
  const [row] = await tx
    .select({
      status: sessions.status,
      upcoming: sql<boolean>`${sessions.startTime} > ${now.toISOString()}::timestamptz`,
      taken: sessions.currentParticipants,
      studioOwnerId: studios.userId,
      maxParticipants: classes.maxParticipants,
      price: classes.price,
      open: sql<boolean>`${classes.isActive} and ${studios.isActive}`,
      alreadyBooked: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessions.id}
        and ${bookings.userId} = ${userId} and ${bookings.status} in ('confirmed', 'pending'))`,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(eq(sessions.id, sessionId));
  return row;
}
