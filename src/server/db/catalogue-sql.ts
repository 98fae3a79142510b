import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { locationTerms, POSTCODE_DISTRICT } from '../../common/catalogue-query';
import { studios } from './schema';

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
