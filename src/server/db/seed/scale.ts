// SEED_SCALE > 1: grows the hand-written London catalogue to about 10×N studios, 30×N classes,
// 600×N sessions and 100×N users, for load tests. Everything is generated inside PostgreSQL with
// generate_series (a handful of statements whatever N is), and every value — ids included — is a
// pure function of the row number, so the same scale gives the same catalogue on every machine.
// Scale 1 is exactly the hand-written demo data; this module is not used for it.
import { count, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { classes, sessions, studios, users } from '../schema';

const SCALE_PER_UNIT = { studios: 10, classes: 30, sessions: 600, users: 100 } as const;

const AREAS: Array<[string, string]> = [
  ['Angel', 'N1 9LA'],
  ['Balham', 'SW12 9AU'],
  ['Battersea', 'SW11 5BY'],
  ['Bethnal Green', 'E2 9QU'],
  ['Borough', 'SE1 1NA'],
  ['Bow', 'E3 2SJ'],
  ['Camberwell', 'SE5 8QZ'],
  ['Canary Wharf', 'E14 5AB'],
  ['Chelsea', 'SW3 4UD'],
  ['Chiswick', 'W4 2PH'],
  ['Clerkenwell', 'EC1R 0HE'],
  ['Crouch End', 'N8 8QA'],
  ['Dalston', 'E8 3DL'],
  ['Deptford', 'SE8 4NS'],
  ['Dulwich', 'SE21 7BS'],
  ['Ealing', 'W5 5JY'],
  ['Earls Court', 'SW5 9QR'],
  ['Finsbury Park', 'N4 3EF'],
  ['Forest Hill', 'SE23 3HD'],
  ['Fulham', 'SW6 1BA'],
  ['Hammersmith', 'W6 9YA'],
  ['Highbury', 'N5 1QJ'],
  ['Holloway', 'N7 6PA'],
  ['Kennington', 'SE11 4PE'],
  ['Kentish Town', 'NW5 2AA'],
  ['Kilburn', 'NW6 7QB'],
  ['Kings Cross', 'N1C 4AX'],
  ['Lewisham', 'SE13 6EE'],
  ['London Fields', 'E8 3QT'],
  ['Mile End', 'E1 4NS'],
  ['Muswell Hill', 'N10 3TH'],
  ['Putney', 'SW15 1TW'],
  ['Richmond', 'TW9 1DN'],
  ['Shepherds Bush', 'W12 8PP'],
  ['Soho', 'W1D 3QU'],
  ['Stockwell', 'SW9 9TL'],
  ['Stoke Newington', 'N16 0JR'],
  ['Tooting', 'SW17 0RG'],
  ['Vauxhall', 'SE11 5JH'],
  ['Wandsworth', 'SW18 4AA'],
  ['Wapping', 'E1W 3SS'],
  ['Whitechapel', 'E1 1BJ'],
];
const STUDIO_KINDS = ['Yoga Studio', 'Wellness House', 'Sound Lab', 'Reiki Room', 'Mind Clinic', 'Yoga Loft'];
const AMENITIES = ['Showers', 'Mat hire', 'Lockers', 'Tea bar', 'Step-free access', 'Changing rooms'];
const SERVICE_TYPES = ['yoga', 'mental-health', 'reiki', 'sound-bath'];
const CLASS_TITLES: Record<string, string[]> = {
  yoga: ['Morning Vinyasa', 'Gentle Hatha', 'Yin & Restore', 'Power Flow', 'Yoga Nidra', 'Mysore Practice'],
  'mental-health': ['Mindfulness Circle', 'Stress Skills Group', 'Breathwork for Calm', 'Journalling Hour'],
  reiki: ['Reiki Taster', 'Reiki & Rest', 'Distance Reiki', 'Reiki Share'],
  'sound-bath': ['Gong Bath', 'Crystal Bowl Journey', 'Sound & Breath', 'Sunday Sound Bath'],
};
const DIFFICULTIES = ['All levels', 'Beginner', 'Intermediate'];
const DURATIONS = [45, 60, 60, 75, 90];
const CAPACITIES = [6, 8, 10, 12, 12, 14, 16, 20, 24, 30];

/** A JSON array as a query parameter, indexed in SQL with ->> (0-based). */
const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

async function countOf(tx: DbOrTx, table: typeof users | typeof studios | typeof classes | typeof sessions) {
  const [row] = await tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Adds generated rows on top of the demo catalogue until the totals reach the targets for `scale`.
 * Generated classes belong only to generated studios, generated sessions only to generated classes and
 * generated bookings only to generated members, so every hand-written studio, class and demo account
 * looks exactly the same at every scale (the benchmark compares their detail pages across scales).
 * Every generated member shares `passwordHash` (hashing 10,000 passwords would take minutes).
 */
export async function seedScaled(tx: DbOrTx, scale: number, now: Date, passwordHash: string) {
  const extra = {
    users: Math.max(0, SCALE_PER_UNIT.users * scale - (await countOf(tx, users))),
    studios: Math.max(0, SCALE_PER_UNIT.studios * scale - (await countOf(tx, studios))),
    classes: Math.max(0, SCALE_PER_UNIT.classes * scale - (await countOf(tx, classes))),
    sessions: Math.max(0, SCALE_PER_UNIT.sessions * scale - (await countOf(tx, sessions))),
  };
  // One in twenty members owns studios, so there must be a twentieth member to own the generated ones.
  if (extra.users < 20 || extra.studios === 0 || extra.classes === 0 || extra.sessions === 0) return;
  const at = now.toISOString();

  // Big inserts: the pool's 10 s statement timeout is meant for requests, not for seeding.
  await tx.execute(sql`set local statement_timeout = 0`);

  await tx.execute(sql`
    insert into users (id, email, username, password, first_name, last_name, user_type)
    select ${generatedId('user', sql`n`)},
           'member' || n || '@scale.attune.london',
           'scale_member_' || n,
           ${passwordHash},
           'Member',
           'No. ' || n,
           case when n % 20 = 0 then 'studio' else 'user' end
    from generate_series(1, ${extra.users}::int) n`);

  const owners = Math.floor(extra.users / 20);
  const area = (field: 0 | 1) => sql`(${jsonParam(AREAS)} -> (n % ${AREAS.length}) ->> ${field}::int)`;
  const types = jsonParam(SERVICE_TYPES);
  const amenities = jsonParam(AMENITIES);
  await tx.execute(sql`
    insert into studios (id, user_id, name, description, address, city, postcode, phone, rating,
                         review_count, service_types, amenities)
    select ${generatedId('studio', sql`n`)},
           ${generatedId('user', sql`20 * (1 + n % ${owners}::int)`)},
           ${area(0)} || ' ' || (${jsonParam(STUDIO_KINDS)} ->> (n % ${STUDIO_KINDS.length}::int)) || ' ' || n,
           'A neighbourhood studio with small classes and teachers who know your name.',
           (1 + n % 200) || ' High Street, ' || ${area(0)},
           'London',
           ${area(1)},
           '020 7946 ' || lpad((n % 10000)::text, 4, '0'),
           0,
           0,
           array[${types} ->> (n % 4), ${types} ->> ((n + 1 + (n / 4) % 3) % 4)],
           array[${amenities} ->> (n % 6), ${amenities} ->> ((n + 3) % 6)]
    from generate_series(1, ${extra.studios}::int) n`);

  await tx.execute(sql`
    insert into classes (id, studio_id, title, description, service_type, delivery_method, duration, price,
                         max_participants, difficulty, requirements)
    select ${generatedId('class', sql`n`)},
           ${generatedId('studio', sql`1 + n % ${extra.studios}::int`)},
           (${jsonParam(CLASS_TITLES)} -> (${types} ->> (n % 4)) ->> ((n / 4) % 4)) || ' ' || n,
           'A calm, welcoming class for every body. Arrive a few minutes early to settle in.',
           ${types} ->> (n % 4),
           case when n % 3 = 0 then 'online' else 'in-person' end,
           (${jsonParam(DURATIONS)} ->> (n % ${DURATIONS.length}::int))::int,
           (8 + (n * 7) % 60 + case when n % 2 = 0 then 0.5 else 0 end)::numeric(10, 2),
           (${jsonParam(CAPACITIES)} ->> ((n / 3) % ${CAPACITIES.length}::int))::int,
           ${jsonParam(DIFFICULTIES)} ->> (n % 3),
           'Comfortable clothes and water.'
    from generate_series(1, ${extra.classes}::int) n`);

  // Spread over the past week and the next four, 07:00 to 20:00; past ones completed at 60% full.
  await tx.execute(sql`
    with generated as (
      select n,
             date_trunc('day', ${at}::timestamptz)
               + make_interval(days => ((n * 13) % 36) - 7, hours => 7 + n % 14) as start_time,
             ${generatedId('class', sql`1 + n % ${extra.classes}::int`)} as class_id
      from generate_series(1, ${extra.sessions}::int) n
    )
    insert into sessions (id, class_id, start_time, end_time, current_participants, status, meeting_link)
    select ${generatedId('session', sql`g.n`)},
           g.class_id,
           g.start_time,
           g.start_time + make_interval(mins => c.duration),
           case when g.start_time <= ${at}::timestamptz then (c.max_participants * 6) / 10
                when g.n % 9 = 4 then c.max_participants
                when g.n % 5 = 1 then greatest(c.max_participants - 1 - g.n % 3, 0)
                else (g.n * 31) % greatest(c.max_participants - 3, 1) end,
           case when g.start_time <= ${at}::timestamptz then 'completed' else 'scheduled' end,
           case when c.delivery_method = 'online' then 'https://meet.attune.london/s' || g.n end
    from generated g
    join classes c on c.id = g.class_id`);

  // Every taken place is a booking by a distinct generated member (never an owner), so participants
  // always equal bookings. Member m (1-based, owners skipped) is generated user m + (m - 1) / 19.
  const members = extra.users - owners;
  await tx.execute(sql`
    with taken as (
      select g.n, k, s.id as session_id, s.status, c.price, 1 + (g.n * 7 + k) % ${members}::int as m
      from generate_series(1, ${extra.sessions}::int) g(n)
      join sessions s on s.id = ${generatedId('session', sql`g.n`)}
      join classes c on c.id = s.class_id
      cross join lateral generate_series(1, s.current_participants) k
    )
    insert into bookings (user_id, session_id, status, amount_paid, payment_intent_id, payment_reference, paid_at)
    select ${generatedId('user', sql`m + (m - 1) / 19`)},
           session_id,
           case when status = 'completed' then 'completed' else 'confirmed' end,
           price,
           'demo_scale_' || n || '_' || k,
           'demo_scale_' || n || '_' || k,
           now()
    from taken`);

  // A modest number of real reviews per generated studio (0 to 11: about 5,500 at scale 100), some
  // studios none ("New"), by generated members; the rating is then their exact mean.
  await tx.execute(sql`
    insert into reviews (user_id, studio_id, class_id, rating, comment, created_at)
    select ${generatedId('user', sql`m + (m - 1) / 19`)},
           ${generatedId('studio', sql`n`)},
           (select c.id from classes c where c.studio_id = ${generatedId('studio', sql`n`)} order by c.id limit 1),
           case when (n + k) % 7 = 0 then 3 when (n * k) % 3 = 0 then 4 else 5 end,
           case when k % 3 = 0 then null else 'Calm, friendly and well taught. Would book again.' end,
           ${at}::timestamptz - make_interval(days => 1 + (n * 11 + k * 37) % 700, hours => k)
    from generate_series(1, ${extra.studios}::int) n
    cross join lateral generate_series(1, (n * 13) % 12) k
    cross join lateral (select 1 + (n * 17 + k) % ${members}::int as m) member`);
  await tx.execute(sql`
    update studios s
    set rating = a.mean, review_count = a.n
    from (select studio_id, round(avg(rating), 2) as mean, count(*)::int as n from reviews group by studio_id) a
    where a.studio_id = s.id and s.id in (select ${generatedId('studio', sql`n`)} from generate_series(1, ${extra.studios}::int) n)`);
}

/** The id of the n-th generated row of a kind: the same uuid on every machine. */
function generatedId(kind: 'user' | 'studio' | 'class' | 'session', n: SQL) {
  return sql`md5(${`attune-scale-${kind}-`} || (${n}))::uuid`;
}
