import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { AccessFeature } from '../../common/accessibility';
import {
  DISTANCE_SORT,
  locationTerms,
  POSTCODE_DISTRICT,
  type TimeOfDay,
} from '../../common/catalogue-query';
import { EARTH_RADIUS_KM, formatNear, type LatLng, parseNear } from '../../common/geo';
import type { SortKey } from '../lib/keyset';
import { classes, sessions, studios, teachers } from './schema';

/** The "recommended" sort's key: the studio's Bayesian rating, a stored column (see studios.score). */
export const bayesianRating = sql`${studios.score}`;

/**
 * A value the planner does not look at: `(select $n)`, an initial plan's result. A statement whose
 * plan cannot depend on its values costs the same planned for them as planned once for any, so after
 * its first five runs PostgreSQL keeps one generic plan and stops planning it (docs/decisions/0101).
 * Planned for each request, a list's statement spent more on planning its items than on running
 * them. For values whose selectivity a good plan does not need: the instant (nearly every listed
 * class has a session after it), the page's size, the lists' filters and searches (each narrows through
 * the same index whatever its value).
 */
export const planValue = (value: SQL) => sql`(select ${value})`;

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A studio whose address, city or postcode has every word of the location: a word anywhere
 * ("hackney"), a postcode district at the start of the postcode ("E2" is E2 7DJ, not E20).
 * "London" and "UK" are left out (see locationTerms); no words left means anywhere.
 */
export function locationMatch(location: string | undefined): SQL | undefined {
  const terms = locationTerms(location);
  if (terms.length === 0) return undefined;
  const place = sql`concat_ws(' ', ${studios.address}, ${studios.city}, ${studios.postcode})`;
  const text = (value: string) => planValue(sql`${value}::text`);
  const conditions = terms.map((term) =>
    POSTCODE_DISTRICT.test(term)
      ? sql`(${studios.postcode} ilike ${text(`${term} %`)} or ${studios.postcode} ilike ${text(term)} or ${place} ilike ${text(likeContains(term))})`
      : sql`${place} ilike ${text(likeContains(term))}`,
  );
  return sql.join(conditions, sql` and `);
}

/**
 * websearch_to_tsquery never fails on what people type: quotes, "or", "-", stray operators. The text
 * unseen by the planner (planValue): the text indexes answer it at run time all the same.
 */
export const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${planValue(sql`${q}::text`)})`;

/** The text the GIN indexes of migration 0003 hold: the same expressions, or the index is not used. */
export const classSearchText = (title: AnyColumn, description: AnyColumn) =>
  sql`to_tsvector('english', ${title} || ' ' || coalesce(${description}, ''))`;
export const studioSearchText = sql`to_tsvector('english', ${studios.name})`;
export const teacherSearchText = sql`to_tsvector('simple', ${teachers.name})`;

/**
 * A search for names: each word of `q` a prefix in the "simple" configuration (no stemming, no stop
 * words), all of them required; nothing searchable left matches nothing.
 */
export function nameQuery(q: string): SQL {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return sql`''::tsquery`;
  return sql`to_tsquery('simple', ${planValue(sql`${words.map((w) => `${w}:*`).join(' & ')}::text`)})`;
}

/**
 * A studio the public sees: it has an active class with a scheduled session still to start. Without
 * one it is a draft (issue 30, docs/decisions/0065): out of every public list and its page a 404,
 * except to its owner. `now` is an instant: a Date's text cast, or a placeholder in a prepared
 * statement; `studioId` the studio's id column (a class list asks about each class's studio).
 *
 * Each class's last scheduled session (last_session_at, kept by the session triggers of migrations
 * 0008 and 0023, docs/decisions/0087) answers it exactly at any `now`: a class has a session after
 * `now` exactly when its last one is after `now`. One probe of classes_active_last_session_idx per
 * studio, and the sessions are never read (issue 35).
 */
export const studioIsPublic = (now: SQL, studioId: AnyColumn | SQL = studios.id) => sql`exists (
  select 1 from classes public_class
  where public_class.studio_id = ${studioId} and public_class.is_active
    and public_class.last_session_at > ${now})`;

/**
 * A studio as the public may see it, its page and what it sells (issue 63): active (not deactivated
 * or suspended, which both clear is_active) and not a draft at `now`.
 */
export const studioSeenByPublic = (now: SQL) => and(eq(studios.isActive, true), studioIsPublic(now)) as SQL;

/**
 * studioIsPublic for each *listed* class of a class list: the class answers it itself when it has a
 * session still to start (it is then its studio's public class), and only the others ask their
 * siblings. The same truth at every `now`; but a list's statements no longer hash every active class
 * of the catalogue to count or page the listed ones (5.4 → 1.1 ms per count at scale 100,
 * docs/decisions/0094).
 *
 * Only beside `listed`: a listed class is active (the read model's trigger sets `listed` from
 * `is_active`, and the invariant catalogue-read-model-exact holds it), so the class's own test reads
 * `last_session_at` alone. Everything the count reads is then in classes_listed_last_session_idx,
 * and the count of the default list is an index-only scan instead of a scan of every class row
 * (docs/decisions/0098).
 */
export const listedClassStudioIsPublic = (now: SQL) =>
  sql`(${classes.lastSessionAt} > ${now} or ${studioIsPublic(now, classes.studioId)})`;

/**
 * The parts of the day of the time-of-day filter, by a session's start hour in London. Migration
 * 0024 keeps each class's last session of each part with the same bounds (the invariant
 * catalogue-read-model-exact compares the two).
 */
export const TIME_OF_DAY: Record<TimeOfDay, SQL> = {
  morning: sql`${sessions.startHourLondon} < 12`,
  afternoon: sql`${sessions.startHourLondon} >= 12 and ${sessions.startHourLondon} < 17`,
  evening: sql`${sessions.startHourLondon} >= 17`,
};

/** TIME_OF_DAY's bounds as London hours, from (included) to (excluded). */
const PART_HOURS: Record<TimeOfDay, readonly [from: number, to: number]> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/*
 * The list's filters by part of the day, with the part a value the planner does not see
 * (planValue): one statement text for all three parts, so a list's shapes of filters (each a
 * statement every connection prepares and plans, docs/decisions/0093, 0101) are a third as many
 * (docs/decisions/0110).
 */

/** A session in the part of the day: TIME_OF_DAY with its bounds as values. */
export function sessionInPart(part: TimeOfDay): SQL {
  const [from, to] = PART_HOURS[part];
  return sql`${sessions.startHourLondon} >= ${planValue(sql`${from}::smallint`)}
    and ${sessions.startHourLondon} < ${planValue(sql`${to}::smallint`)}`;
}

/** The class row's last scheduled session in the part of the day (docs/decisions/0095). */
export const lastSessionOfPart = (part: TimeOfDay): SQL =>
  sql`(case ${planValue(sql`${part}::text`)} when 'morning' then ${classes.lastMorningAt}
    when 'afternoon' then ${classes.lastAfternoonAt} else ${classes.lastEveningAt} end)`;

/** `now` as the timestamptz that studioIsPublic and the session filters compare with. */
export const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * A studio where every named access feature holds: `@>` over the text[] column, which the GIN index
 * studios_accessibility_idx answers (docs/decisions/0077). Nothing named is no condition.
 */
export function accessibilityMatch(features: readonly AccessFeature[] | undefined): SQL | undefined {
  if (!features || features.length === 0) return undefined;
  return sql`${studios.accessibility} @> ${`{${features.join(',')}}`}::text[]`;
}

/**
 * The studio's great-circle distance from `point` in kilometres (haversine, the Earth's mean radius:
 * the same sum as haversineKm in src/common/geo.ts), rounded to the metre, or null for a studio with
 * no place. Plain SQL, so PostgreSQL and PGlite answer it alike (docs/decisions/0078).
 */
export function studioDistanceKm(point: LatLng): SQL<number | null> {
  const lat = sql`${point.lat}::float8`;
  const lng = sql`${point.lng}::float8`;
  // least() skips nulls, so a studio with no place is answered null before it.
  return sql<number | null>`case when ${studios.latitude} is null then null
    else round((2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(${studios.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${studios.latitude}))
        * power(sin(radians(${studios.longitude} - ${lng}) / 2), 2)))))::numeric, 3) end`;
}

/** Kilometres per degree of latitude, a little short of the truth so a box never cuts a match off. */
const KM_PER_DEGREE = 111.0;

/**
 * Studios within `radiusKm` of `point`: a latitude and longitude box first, which the partial index
 * studios_location_idx answers, then the exact distance. Near a pole or the date line the box would
 * wrap, so there it is the latitude band alone.
 */
export function studioWithinKm(point: LatLng, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  const dLng = cosLat > 0.01 ? dLat / cosLat : 360;
  const lngBox =
    point.lng - dLng > -180 && point.lng + dLng < 180
      ? sql` and ${studios.longitude} between ${point.lng - dLng} and ${point.lng + dLng}`
      : sql``;
  return sql`(${studios.latitude} between ${point.lat - dLat} and ${point.lat + dLat}${lngBox}
    and ${studioDistanceKm(point)} <= ${radiusKm})`;
}

/** A list's `near` and `radiusKm`, parsed. */
export interface Near {
  point: LatLng;
  radiusKm?: number;
}

/**
 * The distance sort's key: nearest first, and the places with no distance (an online class, a studio
 * not yet placed) after every real one, in id order. Farther than anywhere on Earth.
 */
export const distanceSortKey = (distance: SQL): SortKey => ({
  expr: sql`coalesce(${distance}, 100000)`,
  direction: 'asc',
  kind: 'numeric',
});

/** The list query's `near` and `radiusKm` (validated by its schema), or undefined without `near`. */
export function nearOf(query: { near?: string; radiusKm?: number }): Near | undefined {
  const point = parseNear(query.near);
  return point ? { point, radiusKm: query.radiusKm } : undefined;
}

/**
 * What a cursor belongs to: its sort, and for the distance sort the point too, so a cursor taken
 * near one place is refused near another rather than skipping or repeating rows.
 */
export const cursorSort = (sort: string, near: Near | undefined) =>
  sort === DISTANCE_SORT && near ? `${sort}@${formatNear(near.point)}` : sort;
