// SEED_SCALE > 1: grows the hand-written London catalogue to about 10×N studios, 30×N classes,
// 600×N sessions and 100×N users, for load tests. Everything is generated inside PostgreSQL with
// generate_series (a handful of statements whatever N is), and every value — ids included — is a
// pure function of the row number, so the same scale gives the same catalogue on every machine.
// Scale 1 is exactly the hand-written demo data; this module is not used for it.
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { classes, sessions, studios, users } from '../schema';

export const SCALE_PER_UNIT = { studios: 10, classes: 30, sessions: 600, users: 100 } as const;

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
 * Every generated user shares `passwordHash` (hashing 10,000 passwords would take minutes).
 */
export async function seedScaled(tx: DbOrTx, scale: number, now: Date, passwordHash: string) {
  const target = {
    users: SCALE_PER_UNIT.users * scale,
    studios: SCALE_PER_UNIT.studios * scale,
    classes: SCALE_PER_UNIT.classes * scale,
    sessions: SCALE_PER_UNIT.sessions * scale,
  };
  const extraUsers = Math.max(0, target.users - (await countOf(tx, users)));
  const extraStudios = Math.max(0, target.studios - (await countOf(tx, studios)));
  const extraClasses = Math.max(0, target.classes - (await countOf(tx, classes)));

  // Big inserts; the pool's 10 s statement timeout is for requests, not for seeding.
  await tx.execute(sql`set local statement_timeout = 0`);
  // Members; one in twenty is a studio owner.
  await tx.execute(sql`
    insert into users (id, email, username, password, first_name, last_name, user_type)
    select md5('attune-scale-user-' || n)::uuid,
           'member' || n || '@scale.attune.london',
           'scale_member_' || n,
           ${passwordHash},
           'Member',
           'No. ' || n,
           case when n % 20 = 0 then 'studio' else 'user' end
    from generate_series(1, ${extraUsers}::int) n`);

  const areas = jsonParam(AREAS);
  await tx.execute(sql`
    with owners as (select array_agg(id order by email) as ids from users where user_type = 'studio')
    insert into studios (id, user_id, name, description, address, city, postcode, phone, rating,
                         review_count, service_types, amenities)
    select md5('attune-scale-studio-' || n)::uuid,
           o.ids[1 + n % cardinality(o.ids)],
           (${areas} -> (n % ${AREAS.length}) ->> 0) || ' ' ||
             (${jsonParam(STUDIO_KINDS)} ->> (n % ${STUDIO_KINDS.length})) || ' ' || n,
           'A neighbourhood studio with small classes and teachers who know your name.',
           (1 + n % 200) || ' High Street, ' || (${areas} -> (n % ${AREAS.length}) ->> 0),
           'London',
           ${areas} -> (n % ${AREAS.length}) ->> 1,
           '020 7946 ' || lpad((n % 10000)::text, 4, '0'),
           (3.5 + ((n * 37) % 150) / 100.0)::numeric(3, 2),
           (n * 13) % 400,
           array[${jsonParam(SERVICE_TYPES)} ->> (n % 4), ${jsonParam(SERVICE_TYPES)} ->> ((n + 1 + (n / 4) % 3) % 4)],
           array[${jsonParam(AMENITIES)} ->> (n % 6), ${jsonParam(AMENITIES)} ->> ((n + 3) % 6)]
    from generate_series(1, ${extraStudios}::int) n, owners o`);

  await tx.execute(sql`
    with studio_list as (select array_agg(id order by id) as ids from studios),
    generated as (
      select n, ${jsonParam(SERVICE_TYPES)} ->> (n % 4) as service_type from generate_series(1, ${extraClasses}::int) n
    )
    insert into classes (id, studio_id, title, description, service_type, delivery_method, duration, price,
                         max_participants, difficulty, requirements)
    select md5('attune-scale-class-' || g.n)::uuid,
           s.ids[1 + g.n % cardinality(s.ids)],
           (${jsonParam(CLASS_TITLES)} -> g.service_type ->> ((g.n / 4) % 4)) || ' ' || g.n,
           'A calm, welcoming class for every body. Arrive a few minutes early to settle in.',
           g.service_type,
           case when g.n % 3 = 0 then 'online' else 'in-person' end,
           (${jsonParam(DURATIONS)} ->> (g.n % ${DURATIONS.length}))::int,
           (8 + (g.n * 7) % 60 + case when g.n % 2 = 0 then 0.5 else 0 end)::numeric(10, 2),
           (${jsonParam(CAPACITIES)} ->> ((g.n / 3) % ${CAPACITIES.length}))::int,
           ${jsonParam(DIFFICULTIES)} ->> (g.n % 3),
           'Comfortable clothes and water.'
    from generated g, studio_list s`);

  const extraSessions = Math.max(0, target.sessions - (await countOf(tx, sessions)));
  // Spread over the past week and the next four, 07:00 to 20:00; past ones are completed at 60%.
  await tx.execute(sql`
    with class_ids as (select array_agg(id order by id) as ids from classes where is_active),
    generated as (
      select n, date_trunc('day', ${now.toISOString()}::timestamptz)
                + make_interval(days => ((n * 13) % 36) - 7, hours => 7 + n % 14) as start_time
      from generate_series(1, ${extraSessions}::int) n
    ), placed as (
      select g.*, c.id as class_id, c.max_participants as cap, c.delivery_method
      from generated g
      cross join class_ids
      join classes c on c.id = class_ids.ids[1 + g.n % cardinality(class_ids.ids)]
    )
    insert into sessions (id, class_id, start_time, end_time, current_participants, status, meeting_link)
    select md5('attune-scale-session-' || g.n)::uuid,
           g.class_id,
           g.start_time,
           g.start_time + interval '1 hour',
           case when g.start_time <= ${now.toISOString()}::timestamptz then (g.cap * 6) / 10
                when g.n % 9 = 4 then g.cap
                when g.n % 5 = 1 then greatest(g.cap - 1 - g.n % 3, 0)
                else (g.n * 31) % greatest(g.cap - 3, 1) end,
           case when g.start_time <= ${now.toISOString()}::timestamptz then 'completed' else 'scheduled' end,
           case when g.delivery_method = 'online' then 'https://meet.attune.london/s' || g.n end
    from placed g`);

  // Every taken place is a booking by a distinct member, so participants always equal bookings.
  await tx.execute(sql`
    with members as (select array_agg(id order by id) as ids from users where user_type = 'user')
    insert into bookings (user_id, session_id, status, amount_paid, payment_intent_id)
    select m.ids[1 + (g.n * 7 + k) % cardinality(m.ids)], s.id, case when s.status = 'completed' then 'completed' else 'confirmed' end, c.price,
           'demo_scale_' || g.n || '_' || k
    from generate_series(1, ${extraSessions}::int) g(n)
    join sessions s on s.id = md5('attune-scale-session-' || g.n)::uuid
    join classes c on c.id = s.class_id
    cross join lateral generate_series(1, s.current_participants) k
    cross join members m`);
}
