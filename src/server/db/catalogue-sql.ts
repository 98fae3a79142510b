import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AccessFeature } from '../../common/accessibility';
import { locationTerms, POSTCODE_DISTRICT } from '../../common/catalogue-query';
import { studios, teachers } from './schema';

/** The "recommended" sort's key: the studio's Bayesian rating, a stored column (see studios.score). */
export const bayesianRating = sql`${studios.score}`;

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
  const conditions = terms.map((term) =>
    POSTCODE_DISTRICT.test(term)
      ? sql`(${studios.postcode} ilike ${`${term} %`} or ${studios.postcode} ilike ${term} or ${place} ilike ${likeContains(term)})`
      : sql`${place} ilike ${likeContains(term)}`,
  );
  return sql.join(conditions, sql` and `);
}

/** websearch_to_tsquery never fails on what people type: quotes, "or", "-", stray operators. */
export const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

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
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

/**
 * A studio the public sees: it has an active class with a scheduled session still to start. Without
 * one it is a draft (issue 30, docs/decisions/0065): out of every public list and its page a 404,
 * except to its owner. One EXISTS per studio, answered from two partial indexes
 * (classes_active_studio_idx, sessions_scheduled_class_start_idx) without reading either table;
 * PostgreSQL turns it into a semi-join when a list asks it of many studios. Aliased tables, so it
 * can sit inside a query that already reads classes and sessions. `now` is an instant: a Date's
 * text cast, or a placeholder in a prepared statement.
 */
export const studioIsPublic = (now: SQL) => sql`exists (select 1 from classes public_class
  join sessions public_session on public_session.class_id = public_class.id
  where public_class.studio_id = ${studios.id} and public_class.is_active
    and public_session.status = 'scheduled' and public_session.start_time > ${now})`;

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
