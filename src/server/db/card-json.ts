import { type SQL, sql } from 'drizzle-orm';
import { ACCESS_FEATURES } from '../../common/accessibility';
import { type JsonField, jsonArrayText, jsonObjectText } from './json-text';
import { classes, classTeachers, sessions, studios, teachers } from './schema';
import { isoTimestamp, LIST_SESSIONS_PER_CLASS } from './session-columns';

/**
 * A catalogue card in the wire's shape, written by PostgreSQL as JSON text (docs/decisions/0089): a
 * page of the class list leaves the database as the answer's body, so Node neither parses its rows
 * nor serializes them again. Each list below is its schema's fields in the schema's order, with the
 * defaults the mappers fill in (toClassDto, toStudioDto); test/api/class-list.test.ts holds the
 * bytes equal to what the schema serializer writes, and each card to the class page's answer.
 */

const epoch = sql`'epoch'::timestamptz`;

/** The access features in the set's order, whatever order the owner ticked them in. */
const accessInSetOrder = sql`array(select feature
  from unnest(${sql.raw(`array[${ACCESS_FEATURES.map((f) => `'${f}'`).join(', ')}]`)}::text[])
    with ordinality as access_set(feature, position)
  where feature = any(${studios.accessibility}) order by position)`;

/** A studio as studioSchema has it (toStudioDto). */
const studioFields: JsonField[] = [
  ['id', sql`${studios.id}`, 'plain'],
  ['userId', sql`${studios.userId}`, 'plain'],
  ['name', sql`${studios.name}`, 'value'],
  ['description', sql`${studios.description}`, 'value'],
  ['address', sql`${studios.address}`, 'value'],
  ['city', sql`${studios.city}`, 'value'],
  ['postcode', sql`${studios.postcode}`, 'value'],
  ['phone', sql`${studios.phone}`, 'value'],
  ['website', sql`${studios.website}`, 'value'],
  ['imageUrl', sql`${studios.imageUrl}`, 'value'],
  ['rating', sql`coalesce(${studios.rating}, 0)::numeric(3, 2)::text`, 'plain'],
  ['reviewCount', sql`coalesce(${studios.reviewCount}, 0)`, 'value'],
  ['serviceTypes', sql`${studios.serviceTypes}`, 'value'],
  ['amenities', sql`coalesce(${studios.amenities}, '{}'::text[])`, 'value'],
  ['accessibility', accessInSetOrder, 'value'],
  ['accessibilityNotes', sql`${studios.accessibilityNotes}`, 'value'],
  ['isActive', sql`coalesce(${studios.isActive}, true)`, 'value'],
  ['verified', sql`${studios.verified}`, 'value'],
  ['createdAt', isoTimestamp(sql`coalesce(${studios.createdAt}, ${epoch})`), 'plain'],
  ['latitude', sql`${studios.latitude}`, 'value'],
  ['longitude', sql`${studios.longitude}`, 'value'],
];

/** The class's teachers as [{ id, name }], in their owner's order (classTeachersJson's). */
const teachersText = sql`(select ${jsonArrayText(
  jsonObjectText([
    ['id', sql`class_teacher.id`, 'plain'],
    ['name', sql`class_teacher.name`, 'value'],
  ]),
  sql`class_teacher_link.position, class_teacher.name`,
)}
  from ${classTeachers} class_teacher_link
  join ${teachers} class_teacher on class_teacher.id = class_teacher_link.teacher_id
  where class_teacher_link.class_id = ${classes.id})`;

/** The class's next LIST_SESSIONS_PER_CLASS sessions after the `now` placeholder (listSessionSchema). */
const nextSessionsText = sql`(select ${jsonArrayText(sql`next.session`, sql`next.start_time`)}
  from (select ${jsonObjectText([
    ['id', sql`${sessions.id}`, 'plain'],
    ['classId', sql`${sessions.classId}`, 'plain'],
    ['startTime', isoTimestamp(sessions.startTime), 'plain'],
    ['endTime', isoTimestamp(sessions.endTime), 'plain'],
    ['currentParticipants', sql`${sessions.currentParticipants}::int`, 'value'],
    ['status', sql`${sessions.status}`, 'value'],
    [
      'availableSpots',
      sql`greatest(0, ${classes.maxParticipants} - ${sessions.currentParticipants})::int`,
      'value',
    ],
  ])} as session, ${sessions.startTime} as start_time
    from ${sessions}
    where ${sessions.classId} = ${classes.id} and ${sessions.status} = 'scheduled'
      and ${sessions.startTime} > ${sql.placeholder('now')}
    order by ${sessions.startTime}
    limit ${sql.raw(String(LIST_SESSIONS_PER_CLASS))}) next)`;

/**
 * A class of the list as classListItemSchema has it: its fields, teachers, next sessions and studio,
 * and with `distance` its distance in kilometres.
 */
export function classCardText(distance?: SQL): SQL {
  return jsonObjectText([
    ['id', sql`${classes.id}`, 'plain'],
    ['studioId', sql`${classes.studioId}`, 'plain'],
    ['title', sql`${classes.title}`, 'value'],
    ['description', sql`${classes.description}`, 'value'],
    ['serviceType', sql`${classes.serviceType}`, 'value'],
    ['deliveryMethod', sql`${classes.deliveryMethod}`, 'value'],
    ['duration', sql`${classes.duration}`, 'value'],
    ['price', sql`${classes.price}::text`, 'plain'],
    ['maxParticipants', sql`${classes.maxParticipants}`, 'value'],
    ['difficulty', sql`${classes.difficulty}`, 'value'],
    ['requirements', sql`${classes.requirements}`, 'value'],
    ['imageUrl', sql`${classes.imageUrl}`, 'value'],
    ['isActive', sql`coalesce(${classes.isActive}, true)`, 'value'],
    ['createdAt', isoTimestamp(sql`coalesce(${classes.createdAt}, ${epoch})`), 'plain'],
    ['teachers', teachersText, 'json'],
    ['upcomingSessions', nextSessionsText, 'json'],
    ['studio', jsonObjectText(studioFields), 'json'],
    ...(distance ? ([['distanceKm', distance, 'value']] as JsonField[]) : []),
  ]);
}
