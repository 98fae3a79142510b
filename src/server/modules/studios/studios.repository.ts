import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { StudioSort } from '../../../common/catalogue-query';
import type { StudioListQuery } from '../../../common/schemas/studio';
import { bayesianRating, locationMatch, searchQuery, studioSearchText } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { studios } from '../../db/schema';
import { afterCursor, type Cursor, keyText, orderBy, type SortKey } from '../../lib/keyset';

type StudioFilters = Pick<StudioListQuery, 'q' | 'serviceType' | 'location'>;

function studioCondition(filters: StudioFilters): SQL | undefined {
  return and(
    eq(studios.isActive, true),
    filters.serviceType ? sql`${filters.serviceType} = any(${studios.serviceTypes})` : undefined,
    locationMatch(filters.location),
    filters.q ? sql`${studioSearchText} @@ ${searchQuery(filters.q)}` : undefined,
  );
}

/** Each sort's key; the studio id is always the last key, so every order is total and stable. */
export function studioSortKey(sort: StudioSort): SortKey {
  return sort === 'name'
    ? { expr: sql`${studios.name}`, direction: 'asc', kind: 'text' }
    : { expr: bayesianRating, direction: 'desc', kind: 'numeric' };
}

export function findStudioPage(
  db: DbOrTx,
  filters: StudioFilters,
  page: { key: SortKey; after?: Cursor; limit: number },
) {
  return db
    .select({ studio: studios, key: keyText(page.key) })
    .from(studios)
    .where(
      and(studioCondition(filters), page.after ? afterCursor(page.key, studios.id, page.after) : undefined),
    )
    .orderBy(...orderBy(page.key, studios.id))
    .limit(page.limit);
}

export async function countStudios(db: DbOrTx, filters: StudioFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(studios).where(studioCondition(filters));
  return row?.n ?? 0;
}

export async function findActiveStudioById(db: DbOrTx, id: string) {
  const [row] = await prepared(db, 'active_studio', (d) =>
    d
      .select()
      .from(studios)
      .where(and(eq(studios.id, sql.placeholder('id')), eq(studios.isActive, true)))
      .prepare('active_studio'),
  ).execute({ id });
  return row;
}
