import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassSort } from '../../../common/catalogue-query';
import { PRICE_NO_MAX } from '../../../common/constants';
import type { ClassFilters } from '../../../common/schemas/class';
import {
  accessibilityMatch,
  classSearchText,
  instant,
  lastSessionOfPart,
  listedClassStudioIsPublic,
  locationMatch,
  type Near,
  nameQuery,
  planValue,
  searchQuery,
  sessionInPart,
  studioDistanceKm,
  studioSearchText,
  studioWithinKm,
  teacherSearchText,
} from '../../db/catalogue-sql';
import { classRatingColumns } from '../../db/class-rating-columns';
import type { DbOrTx } from '../../db/client';
import { classHasDueHolds } from '../../db/due-holds';
import { type ListPageRows, listPage } from '../../db/list-page';
import { prepared } from '../../db/prepared';
import { classes, classTeachers, sessions, studios, teachers } from '../../db/schema';
import { CLASS_PAGE_DAYS, nextSessionsJson, upcomingSessionsJson } from '../../db/session-columns';
import { classTeachersJson } from '../../db/teacher-columns';
import type { Cursor, SortKey } from '../../lib/keyset';

/** A London day as an instant range: midnight to midnight, whatever the clocks do that day. */
const londonDayStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/London'`;
const londonDayEnd = (date: string) => sql`(${date}::date + 1)::timestamp at time zone 'Europe/London'`;
/**
 * The session filters (date, time of day, availability) ask for one upcoming scheduled session that
 * meets them all: "Tuesday evening with places" is one session, not three different ones. A part of
 * the day alone is answered by the class row (its last session in that part, docs/decisions/0095).
 */
function sessionCondition(filters: ClassFilters, now: Date): SQL | undefined {
  const { date, timeOfDay, availability } = filters;
  if (!date && !timeOfDay && !availability) return undefined;
  const at = planValue(instant(now));
  if (timeOfDay && !date && !availability) return sql`${lastSessionOfPart(timeOfDay)} > ${at}`;
  const oneSession = sql`exists (select 1 from ${sessions}
    where ${sessions.classId} = ${classes.id} and ${sessions.status} = 'scheduled'
      and ${sessions.startTime} > ${at}
      ${date ? sql`and ${sessions.startTime} >= ${londonDayStart(date)} and ${sessions.startTime} < ${londonDayEnd(date)}` : sql``}
      ${timeOfDay ? sql`and ${sessionInPart(timeOfDay)}` : sql``}
      ${availability ? sql`and ${sessions.currentParticipants} < ${classes.maxParticipants}` : sql``})`;
  // With places and no other session filter: see withPlacesToCome. With a part of the day, its
  // sessions are a third of the catalogue's and the semi-join over them stayed the cheaper plan.
  return availability && !date && !timeOfDay ? withPlacesToCome(at, oneSession) : oneSession;
}

/**
 * "With places" alone: the class's last scheduled session is still to come and has a place, or else
 * `oneSession` finds one that does. A class with no session to come is out at once, by its own row;
 * for nearly every other, the last session is the one furthest off and the last to fill, so the
 * filter probes one session per class by the unique (class_id, start_time) index, and the exact
 * `exists` is asked only of the few whose last session is full. Without it, PostgreSQL answered the
 * filter by hashing every upcoming session of the catalogue, for the page and again for the count
 * (docs/decisions/0102).
 */
function withPlacesToCome(at: SQL, oneSession: SQL): SQL {
  return sql`(${classes.lastSessionAt} > ${at} and (exists (select 1 from ${sessions}
      where ${sessions.classId} = ${classes.id} and ${sessions.startTime} = ${classes.lastSessionAt}
        and ${sessions.status} = 'scheduled' and ${sessions.currentParticipants} < ${classes.maxParticipants})
    or ${oneSession}))`;
}

/** The largest price classes.price (numeric(10, 2)) holds: the ceiling of a price filter without one. */
const PRICE_COLUMN_MAX = '99999999.99';

/** The classes whose own text is searched, apart from the listed class they are compared with. */
const searchedClass = alias(classes, 'searched_class');

/**
 * The class, its studio's name or one of its teachers' names matches the search (a teacher's name in
 * "simple" words, each a prefix, so "Ros" finds Rosa). Each part is the set of ids its own text index
 * answers, found once per statement and probed per class (a hashed subplan): an OR of the three
 * texts on the class row made PostgreSQL compute every class's text to test it (docs/decisions/0101,
 * a count at scale 100 52 → 4 ms).
 */
function searchMatch(q: string): SQL {
  return sql`(${classes.id} in (select ${searchedClass.id} from ${classes} searched_class
      where ${classSearchText(searchedClass.title, searchedClass.description)} @@ ${searchQuery(q)})
    or ${classes.studioId} in (select ${studios.id} from ${studios} where ${studioSearchText} @@ ${searchQuery(q)})
    or ${classes.id} in (select ${classTeachers.classId} from ${classTeachers}
      join ${teachers} on ${teachers.id} = ${classTeachers.teacherId}
      where ${teacherSearchText} @@ ${nameQuery(q)}))`;
}

/** The class is the teacher's, or one of its upcoming sessions is theirs in its stead. */
export function taughtBy(teacherId: string | SQL, now: SQL): SQL {
  return sql`(exists (select 1 from ${classTeachers}
      where ${classTeachers.classId} = ${classes.id} and ${classTeachers.teacherId} = ${teacherId})
    or exists (select 1 from ${sessions}
      where ${sessions.classId} = ${classes.id} and ${sessions.teacherId} = ${teacherId}
        and ${sessions.status} = 'scheduled' and ${sessions.startTime} > ${now}))`;
}

/** The class's distance from `point`: its studio's, or null for an online class (docs/decisions/0078). */
export const classDistanceKm = (near: Near) =>
  sql<
    string | null
  >`case when ${classes.deliveryMethod} = 'online' then null else ${studioDistanceKm(near.point)} end`;

/** Within the radius: an in-person class of a studio that is placed and near enough. */
const withinRadius = (near: Near | undefined) =>
  near?.radiusKm === undefined
    ? undefined
    : sql`(${classes.deliveryMethod} <> 'online' and ${studioWithinKm(near.point, near.radiusKm)})`;

/**
 * Whether the filters need the studio row beside the class: the read model (docs/decisions/0087)
 * carries what every other filter and sort reads, so the plain list never joins studios.
 */
const needsStudio = (filters: ClassFilters, near?: Near) =>
  Boolean(near || filters.location || filters.accessibility?.length);

/** The classes the filters select, on the server (docs/decisions/0024). */
function classCondition(filters: ClassFilters, now: Date, near?: Near): SQL | undefined {
  const priceMax =
    filters.priceMax !== undefined && filters.priceMax < PRICE_NO_MAX ? filters.priceMax : undefined;
  return and(
    // The class and its studio are active (the read model's copy of both). The column itself, not
    // `= $1`: a plan made for any value could not use the indexes that hold only listed classes.
    sql`${classes.listed}`,
    // A draft studio's classes stay out of the catalogue with it (docs/decisions/0065).
    listedClassStudioIsPublic(planValue(instant(now))),
    // The filters' values unseen by the planner too (planValue): one plan for each shape of filters.
    filters.serviceType
      ? sql`${classes.serviceType} = ${planValue(sql`${filters.serviceType}::text`)}`
      : undefined,
    filters.deliveryMethod
      ? sql`${classes.deliveryMethod} = ${planValue(sql`${filters.deliveryMethod}::text`)}`
      : undefined,
    // One text for a floor, a ceiling or both: a price is never below 0 (classes_price_check), and
    // with no ceiling asked the column's own is the bound (docs/decisions/0110).
    filters.priceMin !== undefined || priceMax !== undefined
      ? sql`${classes.price} between ${planValue(sql`${(filters.priceMin ?? 0).toFixed(2)}::numeric`)}
          and ${planValue(sql`${priceMax === undefined ? PRICE_COLUMN_MAX : priceMax.toFixed(2)}::numeric`)}`
      : undefined,
    filters.difficulty
      ? sql`${classes.difficulty} = ${planValue(sql`${filters.difficulty}::text`)}`
      : undefined,
    locationMatch(filters.location),
    accessibilityMatch(filters.accessibility),
    filters.q ? searchMatch(filters.q) : undefined,
    filters.teacherId ? taughtBy(filters.teacherId, instant(now)) : undefined,
    sessionCondition(filters, now),
    withinRadius(near),
  );
}

/**
 * The start of the class's next scheduled session; classes with none come last. The stored
 * next_session_at (kept by triggers, migration 0008) is the answer whenever `now` lies between the
 * instant it was taken and that session's start; otherwise (a session started since, or a clock
 * behind the database's) the class's sessions index is asked, so the key is always exact.
 */
const nextSessionEpoch = (now: Date) => {
  // Unseen by the planner (planValue): the list's statement keeps one plan for every instant.
  const at = planValue(instant(now));
  return sql`extract(epoch from coalesce(case
    when ${classes.nextSessionAsOf} <= ${at} and (${classes.nextSessionAt} is null or ${classes.nextSessionAt} > ${at})
      then ${classes.nextSessionAt}
    else (select min(${sessions.startTime}) from ${sessions}
      where ${sessions.classId} = ${classes.id} and ${sessions.status} = 'scheduled' and ${sessions.startTime} > ${at})
    end, '9999-12-31T00:00:00Z'::timestamptz))`;
};

/**
 * Takes a fresh next session for the classes whose stored one has started, so the "soonest" sort
 * rarely has to ask the sessions index. The hold timer calls it (docs/decisions/0046). The database's
 * clock on purpose: the triggers stamp next_session_as_of with it, and nextSessionEpoch falls back to
 * the sessions index whenever the app's clock and the stored instant disagree, so no answer depends
 * on which clock runs ahead.
 */
export async function refreshPassedNextSessions(db: DbOrTx): Promise<void> {
  await db.execute(sql`select classes_refresh_next_session(array(
    select ${classes.id} from ${classes} where ${classes.nextSessionAt} <= clock_timestamp()))`);
}

/** Each sort's key; the class id is always the last key, so every order is total and stable. */
export function classSortKey(sort: ClassSort, now: Date): SortKey {
  switch (sort) {
    case 'price-asc':
      return { expr: sql`${classes.price}`, direction: 'asc', kind: 'numeric' };
    case 'price-desc':
      return { expr: sql`${classes.price}`, direction: 'desc', kind: 'numeric' };
    case 'rating':
      return { expr: sql`${classes.studioRating}`, direction: 'desc', kind: 'numeric' };
    case 'soonest':
      return { expr: nextSessionEpoch(now), direction: 'asc', kind: 'numeric' };
    default:
      return { expr: sql`${classes.studioScore}`, direction: 'desc', kind: 'numeric' };
  }
}

/**
 * A page of the list, the number of matches and the next page's cursor, in one statement
 * (listPage, docs/decisions/0101); the page's classes are findClassesWithStudios'.
 */
export function findClassListPage(
  db: DbOrTx,
  filters: ClassFilters,
  page: { key: SortKey; after?: Cursor; limit: number; near?: Near },
  now: Date,
): Promise<ListPageRows> {
  return listPage(db, {
    from: needsStudio(filters, page.near)
      ? sql`${classes} join ${studios} on ${studios.id} = ${classes.studioId}`
      : sql`${classes}`,
    id: classes.id,
    condition: classCondition(filters, now, page.near),
    key: page.key,
    after: page.after,
    limit: page.limit,
    distance: page.near ? classDistanceKm(page.near) : undefined,
  });
}

/**
 * The classes with these ids, their studios and each one's next sessions (the list's lean shape), in
 * no particular order; one prepared statement. A student's saved classes are read this way.
 */
export function findClassesWithStudios(db: DbOrTx, ids: string[], now: Date) {
  return prepared(db, 'classes_with_studios', (d) =>
    d
      .select({
        class: classes,
        studio: studios,
        teachers: classTeachersJson(classes.id),
        own: classRatingColumns(classes.id),
        sessions: nextSessionsJson(classes.id),
      })
      .from(classes)
      .innerJoin(studios, eq(studios.id, classes.studioId))
      .where(sql`${classes.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('classes_with_studios'),
  ).execute({ ids, now });
}

/**
 * The class page in one statement: an active class of an active studio, its studio, its sessions of
 * the next CLASS_PAGE_DAYS days, and whether a hold on one of them ran out by `now` (the page then
 * expires it and reads again).
 */
export async function findClassPageRecord(db: DbOrTx, id: string, now: Date) {
  const [row] = await prepared(db, 'class_page', (d) =>
    d
      .select({
        class: classes,
        studio: studios,
        hasDueHolds: classHasDueHolds(classes.id),
        teachers: classTeachersJson(classes.id),
        own: classRatingColumns(classes.id),
        sessions: upcomingSessionsJson(classes.id),
      })
      .from(classes)
      .innerJoin(studios, eq(studios.id, classes.studioId))
      .where(
        and(eq(classes.id, sql.placeholder('id')), eq(classes.isActive, true), eq(studios.isActive, true)),
      )
      .prepare('class_page'),
  ).execute({ id, now, until: new Date(now.getTime() + CLASS_PAGE_DAYS * 86_400_000) });
  return row;
}
