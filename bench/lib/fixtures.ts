// Database work the benchmark does around the server: seed, create signed-in users without paying
// argon2 for each, add bookable capacity, and check afterwards that no session was overbooked.
// Runs inside the orchestrator process (through tsx), never while a PGlite server holds the same folder.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

/** The demo studio and class the detail scenarios read: hand-written, so identical at every scale. */
const DETAIL_STUDIO = 'Stillwater Yoga Shoreditch';
const DETAIL_CLASS = 'Sunrise Vinyasa Flow';

interface Connection {
  databaseUrl?: string;
  pgliteDir?: string;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

async function openDatabase(connection: Connection): Promise<Database> {
  return createDatabase({ ...connection, poolMax: 4 });
}

/** The same hashing the auth module applies to bearer tokens before looking them up. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Members who exist only for the benchmark, with a bearer token each, in batches of JSON rows. */
async function createSignedInUsers(db: Database['db'], prefix: string, count: number): Promise<string[]> {
  const [hashRow] = rowsOf(await db.execute(sql`select password from users order by email limit 1`));
  const passwordHash = String(hashRow?.password);
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const chunk = 5_000;
  for (let start = 0; start < count; start += chunk) {
    const rows = tokens.slice(start, start + chunk).map((token, i) => [start + i + 1, hashToken(token)]);
    await db.execute(sql`
      with input as (
        select (r ->> 0)::int as n, r ->> 1 as token_hash from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) r
      ), created as (
        insert into users (id, email, username, password, first_name, last_name)
        select md5(${prefix} || n)::uuid, ${prefix} || n || '@bench.attune.invalid', ${prefix} || n,
               ${passwordHash}, 'Bench', 'User ' || n
        from input
        returning id
      )
      insert into auth_tokens (user_id, token_hash, expires_at)
      select md5(${prefix} || i.n)::uuid, i.token_hash, now() + interval '1 day'
      from input i join created c on c.id = md5(${prefix} || i.n)::uuid`);
  }
  return tokens;
}

interface ReadFixtures {
  classId: string;
  studioId: string;
  /** Every listed class and studio, for detail reads that ask for a different record each time. */
  classIds: string[];
  studioIds: string[];
  /** Every upcoming scheduled session of a listed class, for GET /api/availability. */
  sessionIds: string[];
  /** Tokens of members who each hold the same number of upcoming bookings, for GET /api/user/bookings. */
  readerTokens: string[];
}

/**
 * Migrates and seeds a fresh database at `scale`, then adds the readers: members with three
 * confirmed upcoming bookings each, in demo sessions that have room (places taken are counted).
 */
export async function prepareDatabase(connection: Connection, scale: number): Promise<ReadFixtures> {
  const database = await openDatabase(connection);
  try {
    await migrate(database);
    await seedIfEmpty(database, { now: new Date(), scale });
    const { db } = database;
    const [ids] = rowsOf(
      await db.execute(sql`
        select (select id from studios where name = ${DETAIL_STUDIO}) as studio_id,
               (select id from classes where title = ${DETAIL_CLASS}) as class_id`),
    );
    const readers = 100;
    const perReader = 3;
    const readerTokens = await createSignedInUsers(db, 'bench_reader_', readers);
    // Seats in demo sessions with room (one place always left), dealt out so that a reader's
    // three seats are in three different sessions; only hand-written studios, so every scale matches.
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with open_sessions as (
          select s.id, c.price, c.max_participants - s.current_participants - 1 as spare
          from sessions s
          join classes c on c.id = s.class_id
          join studios st on st.id = c.studio_id
          where s.status = 'scheduled' and s.start_time > now() + interval '1 day' and c.is_active
            and st.user_id in (select id from users where email like '%@attune.london')
        ), seats as (
          select o.id as session_id, o.price, row_number() over (order by seat, o.id) - 1 as i
          from open_sessions o cross join lateral generate_series(1, o.spare) seat
        ), picked as (
          select md5('bench_reader_' || r)::uuid as user_id, st.session_id, st.price
          from generate_series(1, ${readers}::int) r
          cross join generate_series(0, ${perReader - 1}::int) k
          join seats st on st.i = (r - 1) * ${perReader}::int + k
        ), booked as (
          insert into bookings (user_id, session_id, status, amount_paid, payment_intent_id)
          select user_id, session_id, 'confirmed', price, 'bench_reader' from picked
          returning session_id
        )
        update sessions s set current_participants = s.current_participants + b.n
        from (select session_id, count(*)::int as n from booked group by session_id) b
        where s.id = b.session_id`);
    });
    // As autovacuum would, now rather than in the middle of a measured run (PGlite has none).
    await db.execute(sql`vacuum analyze`);
    const listed = rowsOf(
      await db.execute(sql`
        select c.id, 'class' as kind from classes c join studios s on s.id = c.studio_id
        where c.is_active and s.is_active
        -- Only studios a visitor can reach: a studio with no upcoming session is a draft, and its
        -- page answers 404 (docs/decisions/0065, 0087).
        union all select s.id, 'studio' from studios s where s.is_active and exists (select 1 from classes c
          where c.studio_id = s.id and c.is_active and c.last_session_at > now())
        order by 1`),
    );
    const idsOf = (kind: string) => listed.filter((r) => r.kind === kind).map((r) => String(r.id));
    const sessionRows = rowsOf(
      await db.execute(sql`
        select s.id from sessions s join classes c on c.id = s.class_id join studios st on st.id = c.studio_id
        where s.status = 'scheduled' and s.start_time > now() and c.is_active and st.is_active
        order by 1`),
    );
    return {
      classId: String(ids?.class_id),
      studioId: String(ids?.studio_id),
      classIds: idsOf('class'),
      studioIds: idsOf('studio'),
      sessionIds: sessionRows.map((r) => String(r.id)),
      readerTokens,
    };
  } finally {
    await database.close();
  }
}

interface BookingTarget {
  sessionId: string;
  amountPaid: string;
  /** Free places when the scenario starts. */
  room: number;
}

interface BookingFixtures {
  tokens: string[];
  /** Sessions with room, in the order requests should visit them. */
  targets: BookingTarget[];
  /** Nearly full sessions that several requests race for at once. */
  hot: BookingTarget[];
  freePlaces: number;
}

/**
 * Enough signed-in members and free places for `places` bookings: every member books once, and
 * extra sessions (ten weeks out, so they never showed in the read scenarios) carry the capacity.
 */
export async function prepareBookings(connection: Connection, places: number): Promise<BookingFixtures> {
  const database = await openDatabase(connection);
  try {
    const { db } = database;
    const tokens = await createSignedInUsers(db, `bench_booker_${randomBytes(3).toString('hex')}_`, places);
    const [capacity] = rowsOf(
      await db.execute(
        sql`select coalesce(sum(max_participants), 0)::int as seats from classes where is_active`,
      ),
    );
    const rounds = Math.ceil(places / Math.max(1, Number(capacity?.seats)));
    await db.execute(sql`
      insert into sessions (class_id, start_time, end_time, status)
      select c.id, date_trunc('hour', now()) + make_interval(days => 70 + r, hours => c.duration % 7),
             date_trunc('hour', now()) + make_interval(days => 70 + r, hours => c.duration % 7, mins => c.duration),
             'scheduled'
      from classes c cross join generate_series(1, ${rounds}::int) r
      where c.is_active`);
    const open = rowsOf(
      await db.execute(sql`
        select s.id, c.price, c.max_participants - s.current_participants as room
        from sessions s
        join classes c on c.id = s.class_id
        join studios st on st.id = c.studio_id
        where s.status = 'scheduled' and s.start_time > now() and c.is_active and st.is_active
          and s.current_participants < c.max_participants
          -- A studio with a waiver takes only members who signed it (docs/decisions/0128), and the
          -- bench's members sign nothing: its places would all be refusals.
          and st.waiver_version is null
        order by md5(s.id::text)`),
    );
    // As autovacuum would after so many new rows, now rather than during the run (PGlite has none).
    await db.execute(sql`vacuum analyze`);
    const toTarget = (r: Row): BookingTarget => ({
      sessionId: String(r.id),
      amountPaid: String(r.price),
      room: Number(r.room),
    });
    return {
      tokens,
      targets: open.filter((r) => Number(r.room) > 3).map(toTarget),
      // A handful, so that many requests really do race for their last places.
      hot: open
        .filter((r) => Number(r.room) <= 3)
        .slice(0, 5)
        .map(toTarget),
      freePlaces: open.reduce((n, r) => n + Number(r.room), 0),
    };
  } finally {
    await database.close();
  }
}

interface Integrity {
  sessions: number;
  overbooked: number;
  /** Sessions whose participant count differs from their confirmed (or completed) bookings. */
  mismatched: number;
  confirmedBookings: number;
}

export async function checkIntegrity(connection: Connection): Promise<Integrity> {
  const database = await openDatabase(connection);
  try {
    const [row] = rowsOf(
      await database.db.execute(sql`
        with per_session as (
          select s.id, s.current_participants as taken, c.max_participants as cap,
                 (select count(*) from bookings b
                  where b.session_id = s.id and b.status in ('pending', 'confirmed', 'completed'))::int as booked
          from sessions s join classes c on c.id = s.class_id
        )
        select count(*)::int as sessions,
               count(*) filter (where taken > cap)::int as overbooked,
               count(*) filter (where taken <> booked)::int as mismatched,
               -- POST /api/bookings holds a place as 'pending' until paid (docs/decisions/0035).
               (select count(*) from bookings where status in ('pending', 'confirmed'))::int as confirmed
        from per_session`),
    );
    return {
      sessions: Number(row?.sessions),
      overbooked: Number(row?.overbooked),
      mismatched: Number(row?.mismatched),
      confirmedBookings: Number(row?.confirmed),
    };
  } finally {
    await database.close();
  }
}
