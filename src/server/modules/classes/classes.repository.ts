import { and, asc, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { PRICE_NO_MAX } from '../../../common/constants';
import type { ClassFilters } from '../../../common/schemas/class';
import type { DbOrTx } from '../../db/client';
import { classes, studios } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(filters: ClassFilters): SQL[] {
  const conditions: SQL[] = [eq(classes.isActive, true), eq(studios.isActive, true)];
  if (filters.serviceType) conditions.push(eq(classes.serviceType, filters.serviceType));
  if (filters.deliveryMethod) conditions.push(eq(classes.deliveryMethod, filters.deliveryMethod));
  if (filters.priceMin !== undefined) conditions.push(gte(classes.price, filters.priceMin.toFixed(2)));
  if (filters.priceMax !== undefined && filters.priceMax < PRICE_NO_MAX) {
    conditions.push(lte(classes.price, filters.priceMax.toFixed(2)));
  }
  if (filters.location) {
    const pattern = likeContains(filters.location);
    const match = or(
      ilike(studios.city, pattern),
      ilike(studios.address, pattern),
      ilike(studios.postcode, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions;
}

/** Active classes of active studios with their studio, best-rated studios first (the "recommended" order). */
export function findClassesWithStudio(db: DbOrTx, filters: ClassFilters) {
  return db
    .select({ class: classes, studio: studios })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(...filterConditions(filters)))
    .orderBy(desc(studios.rating), asc(classes.title), asc(classes.id));
}

export async function findClassWithStudio(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ class: classes, studio: studios })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(classes.id, id), eq(classes.isActive, true), eq(studios.isActive, true)));
  return row;
}

export function findActiveClassesByStudioId(db: DbOrTx, studioId: string) {
  return db
    .select()
    .from(classes)
    .where(and(eq(classes.studioId, studioId), eq(classes.isActive, true)))
    .orderBy(asc(classes.title), asc(classes.id));
}
