import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PRICE_NO_MAX } from '../../../common/constants';
import type { ClassFilters } from '../../../common/schemas/class';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { classes, studios } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters as statement parameters: null means "no such filter". */
export function filterParams(filters: ClassFilters) {
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
export function filterCondition(): SQL | undefined {
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

/** Active classes of active studios with their studio, best-rated studios first (the "recommended" order). */
export function findClassesWithStudio(db: DbOrTx, filters: ClassFilters) {
  return prepared(db, 'classes_with_studio', (d) =>
    d
      .select({ class: classes, studio: studios })
      .from(classes)
      .innerJoin(studios, eq(studios.id, classes.studioId))
      .where(filterCondition())
      .orderBy(desc(studios.rating), asc(classes.title), asc(classes.id))
      .prepare('classes_with_studio'),
  ).execute(filterParams(filters));
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
