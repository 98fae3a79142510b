// SEED_SCALE > 1: grows the hand-written London catalogue to about 10×N studios, 30×N classes,
// 600×N sessions and 100×N users, for load tests. Everything is generated inside PostgreSQL with
// generate_series (a handful of statements whatever N is), and every value — ids included — is a
// pure function of the row number, so the same scale gives the same catalogue on every machine.
// Scale 1 is exactly the hand-written demo data; this module is not used for it.
import { count, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { classes, sessions, studios, users } from '../schema';

const SCALE_PER_UNIT = { studios: 10, classes: 30, sessions: 600, users: 100 } as const;

/** A neighbourhood, its postcode, and roughly where its high street is (latitude, longitude). */
const AREAS: Array<[string, string, number, number]> = [
  ['Angel', 'N1 9LA', 51.5322, -0.1058],
  ['Balham', 'SW12 9AU', 51.4434, -0.1525],
  ['Battersea', 'SW11 5BY', 51.4643, -0.1627],
  ['Bethnal Green', 'E2 9QU', 51.527, -0.0549],
  ['Borough', 'SE1 1NA', 51.5011, -0.0943],
  ['Bow', 'E3 2SJ', 51.5273, -0.0208],
  ['Camberwell', 'SE5 8QZ', 51.474, -0.093],
  ['Canary Wharf', 'E14 5AB', 51.5054, -0.0235],
  ['Chelsea', 'SW3 4UD', 51.4875, -0.1687],
  ['Chiswick', 'W4 2PH', 51.4927, -0.259],
  ['Clerkenwell', 'EC1R 0HE', 51.5246, -0.106],
  ['Crouch End', 'N8 8QA', 51.5794, -0.1233],
  ['Dalston', 'E8 3DL', 51.5461, -0.0753],
  ['Deptford', 'SE8 4NS', 51.4781, -0.026],
  ['Dulwich', 'SE21 7BS', 51.4457, -0.086],
  ['Ealing', 'W5 5JY', 51.513, -0.3048],
  ['Earls Court', 'SW5 9QR', 51.4914, -0.1934],
  ['Finsbury Park', 'N4 3EF', 51.5642, -0.1065],
  ['Forest Hill', 'SE23 3HD', 51.4393, -0.0532],
  ['Fulham', 'SW6 1BA', 51.4739, -0.203],
  ['Hammersmith', 'W6 9YA', 51.4927, -0.2239],
  ['Highbury', 'N5 1QJ', 51.552, -0.0977],
  ['Holloway', 'N7 6PA', 51.5527, -0.1173],
  ['Kennington', 'SE11 4PE', 51.4883, -0.1059],
  ['Kentish Town', 'NW5 2AA', 51.5503, -0.1404],
  ['Kilburn', 'NW6 7QB', 51.5472, -0.1915],
  ['Kings Cross', 'N1C 4AX', 51.5347, -0.1246],
  ['Lewisham', 'SE13 6EE', 51.4613, -0.0137],
  ['London Fields', 'E8 3QT', 51.542, -0.061],
  ['Mile End', 'E1 4NS', 51.525, -0.0332],
  ['Muswell Hill', 'N10 3TH', 51.5904, -0.1427],
  ['Putney', 'SW15 1TW', 51.4613, -0.2166],
  ['Richmond', 'TW9 1DN', 51.4613, -0.3037],
  ['Shepherds Bush', 'W12 8PP', 51.5046, -0.2187],
  ['Soho', 'W1D 3QU', 51.5136, -0.1365],
  ['Stockwell', 'SW9 9TL', 51.4722, -0.1229],
  ['Stoke Newington', 'N16 0JR', 51.5616, -0.0756],
  ['Tooting', 'SW17 0RG', 51.4275, -0.168],
  ['Vauxhall', 'SE11 5JH', 51.4861, -0.1238],
  ['Wandsworth', 'SW18 4AA', 51.4571, -0.1931],
  ['Wapping', 'E1W 3SS', 51.5043, -0.0558],
  ['Whitechapel', 'E1 1BJ', 51.5194, -0.0612],
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
  const area = (field: 0 | 1 | 2 | 3) =>
    sql`(${jsonParam(AREAS)} -> (n % ${AREAS.length}) ->> ${field}::int)`;
  const types = jsonParam(SERVICE_TYPES);
  const amenities = jsonParam(AMENITIES);
  await tx.execute(sql`
    insert into studios (id, user_id, name, description, address, city, postcode, phone, rating,
                         review_count, service_types, amenities, latitude, longitude)
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
           array[${amenities} ->> (n % 6), ${amenities} ->> ((n + 3) % 6)],
           -- Scattered within about 400 m of the neighbourhood's high street, the same on every run,
           -- so the map and the distance sort have a realistic spread at every scale.
           round((${area(2)}::float8 + ((n * 37) % 81 - 40) * 0.0001)::numeric, 6)::float8,
           round((${area(3)}::float8 + ((n * 53) % 121 - 60) * 0.0001)::numeric, 6)::float8
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
