import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { decodeRow } from '../../db/decode-row';
import { preparedSql } from '../../db/prepared';
import { bookings, classes, sessions, studios, users } from '../../db/schema';
import { lastRunOutHold } from './rules/hold-cooldown';
import { waiverSignedSql } from './rules/waiver-gate';
import { type BookingCaps, bookingsInLastHour, newAccountFull } from './take-place';

/** Everything that can explain why the booking statement took no place, read together. */
export interface RefusalFacts {
  status: string;
  /** The session starts after the database's now, as the booking statement asks. */
  upcoming: boolean;
  taken: number;
  maxParticipants: number;
  price: string;
  studioOwnerId: string;
  /** The class and its studio take bookings. */
  open: boolean;
  /** The account already holds or has paid for a place on the session. */
  alreadyBooked: boolean;
  /** A hold of the session ran out by `now` and still counts its place (lazy expiry frees it). */
  dueHolds: boolean;
  /** When the account's last hold of the session that ran out after the cooldown's start ended. */
  lastRunOutHold: Date | null;
  perHour: boolean;
  newAccount: boolean;
  studioId: string;
  /** The studio's latest waiver version, null without one, and whether the account signed it. */
  waiverVersion: number | null;
  waiverSigned: boolean;
}

/**
 * Why no place was taken, in one round trip: the session's state, the account's caps and cooldown,
 * and whether a run-out hold still counts a place (docs/decisions/0114). Undefined when the session
 * does not exist. Read only after the booking statement refused, so a booked place never pays for it.
 */
export async function findRefusalFacts(
  db: DbOrTx,
  input: BookingCaps & { sessionId: string; userId: string; now: Date; cooldownSince: Date },
): Promise<RefusalFacts | undefined> {
  const p = (name: keyof typeof input) => sql.placeholder(name);
  const statement = preparedSql(
    db,
    'refusal_facts',
    () => sql`
    select s.status, s.start_time > ${p('now')}::timestamptz as upcoming, s.current_participants as taken,
      c.max_participants, c.price, st.user_id as studio_owner_id, (c.is_active and st.is_active) as open,
      exists (select 1 from ${bookings} b where b.session_id = s.id and b.user_id = ${p('userId')}::uuid
        and b.status in ('confirmed', 'pending')) as already_booked,
      exists (select 1 from ${bookings} b where b.session_id = s.id and b.status = 'pending'
        and b.hold_expires_at <= ${p('now')}::timestamptz) as due_holds,
      ${lastRunOutHold(p('userId'), p('sessionId'), p('cooldownSince'))} as last_run_out_hold,
      coalesce(${bookingsInLastHour} >= ${p('perAccountPerHour')}::int, false) as per_hour,
      coalesce(${newAccountFull(p('newAccountUpcoming'), p('now'))}, false) as new_account,
      st.id as studio_id, st.waiver_version, ${waiverSignedSql(sql`${p('userId')}::uuid`, sql`st`)} as waiver_signed
    from ${sessions} s
    join ${classes} c on c.id = s.class_id
    join ${studios} st on st.id = c.studio_id
    left join ${users} on ${users.id} = ${p('userId')}::uuid
    where s.id = ${p('sessionId')}::uuid`,
  );
  const [row] = (
    await statement.execute({
      ...input,
      now: input.now.toISOString(),
      cooldownSince: input.cooldownSince.toISOString(),
    })
  ).rows;
  if (!row) return undefined;
  return {
    status: String(row.status),
    upcoming: row.upcoming === true,
    taken: Number(row.taken),
    maxParticipants: Number(row.max_participants),
    price: String(row.price),
    studioOwnerId: String(row.studio_owner_id),
    open: row.open === true,
    alreadyBooked: row.already_booked === true,
    dueHolds: row.due_holds === true,
    // Decoded as the column is, so a Date on either driver.
    lastRunOutHold: decodeRow({ at: bookings.holdExpiresAt }, row, { at: 'last_run_out_hold' }).at,
    perHour: row.per_hour === true,
    newAccount: row.new_account === true,
    studioId: String(row.studio_id),
    waiverVersion: row.waiver_version == null ? null : Number(row.waiver_version),
    waiverSigned: row.waiver_signed === true,
  };
}
