import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { PRICE_NO_MAX } from '../../../common/constants';
import type { ClassFilters } from '../../../common/schemas/class';
import type { DbOrTx } from '../../db/client';
import { isoTimestampText, jsonObjectText } from '../../db/json-text';
import { prepared, preparedSql } from '../../db/prepared';
import { classes, sessions, studios, waitingCountOf } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters as statement parameters: null means "no such filter". */
function filterParams(filters: ClassFilters) {
  return {
    serviceType: filters.serviceType ?? null,
    deliveryMethod: filters.deliveryMethod ?? null,
    priceMin: filters.priceMin === undefined ? null : filters.priceMin.toFixed(2),
    priceMax:
      filters.priceMax === undefined || filters.priceMax >= PRICE_NO_MAX ? null : filters.priceMax.toFixed(2),
    location: filters.location ? likeContains(filters.location) : null,
  };
}

/**
 * One WHERE clause for every combination of filters, so a single prepared statement serves them all
 * (the tables it filters are scanned whole either way: a few thousand rows at the largest scale).
 */
function filterCondition(): SQL | undefined {
  const p = (name: string) => sql.placeholder(name);
  return and(
    eq(classes.isActive, true),
    eq(studios.isActive, true),
    sql`(${p('serviceType')}::text is null or ${classes.serviceType} = ${p('serviceType')}::text)`,
    sql`(${p('deliveryMethod')}::text is null or ${classes.deliveryMethod} = ${p('deliveryMethod')}::text)`,
    sql`(${p('priceMin')}::numeric is null or ${classes.price} >= ${p('priceMin')}::numeric)`,
    sql`(${p('priceMax')}::numeric is null or ${classes.price} <= ${p('priceMax')}::numeric)`,
    sql`(${p('location')}::text is null or ${studios.city} ilike ${p('location')}::text
      or ${studios.address} ilike ${p('location')}::text or ${studios.postcode} ilike ${p('location')}::text)`,
  );
}

const upcomingSessionText = jsonObjectText([
  ['id', sql`${sessions.id}`, 'plain'],
  ['classId', sql`${sessions.classId}`, 'plain'],
  ['startTime', isoTimestampText(sql`${sessions.startTime}`), 'plain'],
  ['endTime', isoTimestampText(sql`${sessions.endTime}`), 'plain'],
  ['currentParticipants', sql`coalesce(${sessions.currentParticipants}, 0)`, 'json'],
  ['status', sql`${sessions.status}`, 'text'],
  ['specialInstructions', sql`${sessions.specialInstructions}`, 'text'],
  ['createdAt', isoTimestampText(sql`coalesce(${sessions.createdAt}, ${sessions.startTime})`), 'plain'],
  [
    'availableSpots',
    sql`greatest(0, ${classes.maxParticipants} - coalesce(${sessions.currentParticipants}, 0))`,
    'json',
  ],
  ['waitingCount', waitingCountOf(sessions.id), 'json'],
]);

/**
 * The class's future scheduled sessions as a JSON array, soonest first: a subquery per class, so
 * the plan is one index range scan per listed class (on `sessions(class_id, start_time)`) whatever
 * the filters; a join to sessions grouped by class let a generic plan re-aggregate them per class.
 */
const upcomingSessionsText = sql`(
  select '[' || coalesce(string_agg(${upcomingSessionText}, ',' order by ${sessions.startTime}, ${sessions.id}), '') || ']'
  from ${sessions}
  where ${sessions.classId} = ${classes.id}
    and ${sessions.startTime} > ${sql.placeholder('now')}::timestamptz
    and ${sessions.status} = 'scheduled')`;

const studioText = jsonObjectText([
  ['id', sql`${studios.id}`, 'plain'],
  ['userId', sql`${studios.userId}`, 'plain'],
  ['name', sql`${studios.name}`, 'text'],
  ['description', sql`${studios.description}`, 'text'],
  ['address', sql`${studios.address}`, 'text'],
  ['city', sql`${studios.city}`, 'text'],
  ['postcode', sql`${studios.postcode}`, 'text'],
  ['phone', sql`${studios.phone}`, 'text'],
  ['website', sql`${studios.website}`, 'text'],
  ['imageUrl', sql`${studios.imageUrl}`, 'text'],
  ['rating', sql`coalesce(${studios.rating}::text, '0.00')`, 'plain'],
  ['reviewCount', sql`coalesce(${studios.reviewCount}, 0)`, 'json'],
  ['serviceTypes', sql`to_json(${studios.serviceTypes})`, 'json'],
  ['amenities', sql`to_json(coalesce(${studios.amenities}, '{}'))`, 'json'],
  ['isActive', sql`to_json(coalesce(${studios.isActive}, true))`, 'json'],
  ['createdAt', isoTimestampText(sql`coalesce(${studios.createdAt}, 'epoch')`), 'plain'],
]);

/** A class with its upcoming sessions (`upcoming.sessions`, JSON text) and its studio. */
const classText = jsonObjectText([
  ['id', sql`${classes.id}`, 'plain'],
  ['studioId', sql`${classes.studioId}`, 'plain'],
  ['title', sql`${classes.title}`, 'text'],
  ['description', sql`${classes.description}`, 'text'],
  ['serviceType', sql`${classes.serviceType}`, 'text'],
  ['deliveryMethod', sql`${classes.deliveryMethod}`, 'text'],
  ['duration', sql`${classes.duration}`, 'json'],
  ['price', sql`${classes.price}::text`, 'plain'],
  ['maxParticipants', sql`${classes.maxParticipants}`, 'json'],
  ['difficulty', sql`${classes.difficulty}`, 'text'],
  ['requirements', sql`${classes.requirements}`, 'text'],
  ['imageUrl', sql`${classes.imageUrl}`, 'text'],
  ['isActive', sql`to_json(coalesce(${classes.isActive}, true))`, 'json'],
  ['createdAt', isoTimestampText(sql`coalesce(${classes.createdAt}, 'epoch')`), 'plain'],
  ['upcomingSessions', upcomingSessionsText, 'json'],
  ['studio', studioText, 'json'],
]);

/**
 * GET /api/classes as JSON text, written whole by PostgreSQL in one statement: the classes the
 * filters select with their studio, best-rated studios first (the "recommended" order), each with its
 * future scheduled sessions, soonest first. The same fields, order and formats as the response
 * schema (a test re-serializes the text with it and compares bytes). Building it here rather than
 * as objects in JavaScript means a large list costs the server one string, not an object per class
 * and session that is then serialized again, and the event loop stays free while it is computed.
 */
export async function findClassListJson(db: DbOrTx, filters: ClassFilters, now: Date): Promise<string> {
  const statement = preparedSql(
    db,
    'class_list_json',
    () => sql`
    select '[' || coalesce(string_agg(${classText}, ','
        order by ${studios.rating} desc, ${classes.title}, ${classes.id}), '') || ']' as body
    from ${classes}
    inner join ${studios} on ${studios.id} = ${classes.studioId}
    where ${filterCondition()}`,
  );
  const [row] = (await statement.execute({ ...filterParams(filters), now: now.toISOString() })).rows;
  return String(row?.body ?? '[]');
}

export async function findClassWithStudio(db: DbOrTx, id: string) {
  const [row] = await prepared(db, 'class_with_studio', (d) =>
    d
      .select({ class: classes, studio: studios })
      .from(classes)
      .innerJoin(studios, eq(studios.id, classes.studioId))
      .where(
        and(eq(classes.id, sql.placeholder('id')), eq(classes.isActive, true), eq(studios.isActive, true)),
      )
      .prepare('class_with_studio'),
  ).execute({ id });
  return row;
}

export function findActiveClassesByStudioId(db: DbOrTx, studioId: string) {
  return prepared(db, 'active_classes_of_studio', (d) =>
    d
      .select()
      .from(classes)
      .where(and(eq(classes.studioId, sql.placeholder('studioId')), eq(classes.isActive, true)))
      .orderBy(asc(classes.title), asc(classes.id))
      .prepare('active_classes_of_studio'),
  ).execute({ studioId });
}
