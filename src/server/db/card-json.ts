import { type SQL, sql } from 'drizzle-orm';
import { ACCESS_FEATURES } from '../../common/accessibility';
import { type JsonField, jsonObjectRestText, jsonObjectStartText, jsonObjectText } from './json-text';
import { classes, studios } from './schema';
import { isoTimestamp, nextSessionsText } from './session-columns';
import { classTeachersText } from './teacher-columns';

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

/** A card's own fields of its class, before its teachers: what class_card_texts keeps as `head`. */
const classFields: JsonField[] = [
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
];

/**
 * `{"id":…` up to `"createdAt":"…"`, left open, from the `classes` row: the text class_card_texts
 * keeps (migration 0025 writes it with this statement's SQL; the invariant catalogue-card-texts-exact
 * holds the two equal).
 */
export const classCardHeadText = (): SQL => jsonObjectStartText(classFields);

/** The studio as a card's `studio` object, from the `studios` row: the text studio_card_texts keeps. */
export const studioCardText = (): SQL => jsonObjectText(studioFields);

/** The stored studio card (joined as `studio_card`), or, with no row there, written from the studio. */
const storedStudioCard = sql`coalesce(studio_card.card, ${studioCardText()})`;

/**
 * A studio of the studio list as studioListItemSchema has it: the studio card (docs/decisions/0097),
 * and with `distance` its distance in kilometres as the object's last field.
 */
export function studioListItemText(distance?: SQL): SQL<string> {
  if (!distance) return sql<string>`${storedStudioCard}`;
  return sql<string>`concat(left(${storedStudioCard}, -1), ${jsonObjectRestText([['distanceKm', distance, 'value']])})`;
}

/**
 * The rest of a card after its class's own fields: teachers and next sessions (computed when read,
 * they change with every booking and with the clock), the studio, and with `distance` the distance
 * in kilometres.
 */
function cardRestText(studio: SQL, distance?: SQL): SQL {
  return jsonObjectRestText([
    ['teachers', classTeachersText(classes.id), 'json'],
    ['upcomingSessions', nextSessionsText(classes.id), 'json'],
    ['studio', studio, 'json'],
    ...(distance ? ([['distanceKm', distance, 'value']] as JsonField[]) : []),
  ]);
}

/**
 * A class of the list as classListItemSchema has it: its fields, teachers, next sessions and studio,
 * and with `distance` its distance in kilometres. Its class and studio parts are read from the card
 * texts (docs/decisions/0097), which a statement joins as `class_card` (on the class) and
 * `studio_card` (on its studio); a row missing there is written from the class and studio rows, so a
 * card is never lost, only dearer.
 */
export function classCardText(distance?: SQL): SQL {
  return sql`concat(coalesce(class_card.head, ${classCardHeadText()}),
    ${cardRestText(storedStudioCard, distance)})`;
}
