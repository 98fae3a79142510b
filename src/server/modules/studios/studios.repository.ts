import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StudioSort } from '../../../common/catalogue-query';
import type { StudioListQuery } from '../../../common/schemas/studio';
import {
  accessibilityMatch,
  bayesianRating,
  instant,
  locationMatch,
  type Near,
  planValue,
  searchQuery,
  studioDistanceKm,
  studioIsPublic,
  studioSearchText,
  studioWithinKm,
} from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { type ListPageRows, listPage } from '../../db/list-page';
import { prepared } from '../../db/prepared';
import { classes, studios } from '../../db/schema';
import { nextSessionsJson } from '../../db/session-columns';
import { classTeachersJson } from '../../db/teacher-columns';
import type { Cursor, SortKey } from '../../lib/keyset';

type StudioFilters = Pick<StudioListQuery, 'q' | 'serviceType' | 'location' | 'accessibility'>;

function studioCondition(filters: StudioFilters, now: Date, near?: Near): SQL | undefined {
  return and(
    // The column itself, and the instant unseen by the planner: one plan for every request
    // (planValue, docs/decisions/0101).
    sql`${studios.isActive}`,
    studioIsPublic(planValue(instant(now))),
    filters.serviceType
      ? sql`${planValue(sql`${filters.serviceType}::text`)} = any(${studios.serviceTypes})`
      : undefined,
    locationMatch(filters.location),
    accessibilityMatch(filters.accessibility),
    filters.q ? sql`${studioSearchText} @@ ${searchQuery(filters.q)}` : undefined,
    near?.radiusKm !== undefined ? studioWithinKm(near.point, near.radiusKm) : undefined,
  );
}

/** Each sort's key; the studio id is always the last key, so every order is total and stable. */
export function studioSortKey(sort: StudioSort): SortKey {
  return sort === 'name'
    ? { expr: sql`${studios.name}`, direction: 'asc', kind: 'text' }
    : { expr: bayesianRating, direction: 'desc', kind: 'numeric' };
}

/**
 * A page of studios, the number of matches and the next page's cursor, in one statement (listPage,
 * docs/decisions/0101): both sorts are a range scan of their partial index that stops after
 * `limit` + 1 rows (docs/decisions/0087). The page's studios are findStudiosByIds'.
 */
export function findStudioListPage(
  db: DbOrTx,
  filters: StudioFilters,
  page: { key: SortKey; after?: Cursor; limit: number; near?: Near },
  now: Date,
): Promise<ListPageRows> {
  return listPage(db, {
    from: sql`${studios}`,
    id: studios.id,
    condition: studioCondition(filters, now, page.near),
    key: page.key,
    after: page.after,
    limit: page.limit,
    distance: page.near ? studioDistanceKm(page.near.point) : undefined,
  });
}

/** The studios with these ids, in no particular order; one prepared statement. */
export function findStudiosByIds(db: DbOrTx, ids: string[]) {
  return prepared(db, 'studios_by_ids', (d) =>
    d
      .select()
      .from(studios)
      .where(sql`${studios.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('studios_by_ids'),
  ).execute({ ids });
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

/**
 * The studio page in one statement: an active studio, one row per active class (title order) with
 * its next sessions as a JSON array (as many as a list carries: the page draws the same card), or
 * one row with no class when it has none. A draft studio is found only for its owner (`viewerId`,
 * null for anyone else), and `isPublic` says which it is.
 */
export function findStudioPageRows(db: DbOrTx, id: string, now: Date, viewerId: string | null) {
  const isPublic = studioIsPublic(sql`${sql.placeholder('now')}::timestamptz`);
  return prepared(db, 'studio_page', (d) =>
    d
      .select({
        studio: studios,
        isPublic: sql<boolean>`${isPublic}`,
        class: classes,
        teachers: classTeachersJson(classes.id),
        sessions: nextSessionsJson(classes.id),
      })
      .from(studios)
      .leftJoin(classes, and(eq(classes.studioId, studios.id), eq(classes.isActive, true)))
      .where(
        and(
          eq(studios.id, sql.placeholder('id')),
          eq(studios.isActive, true),
          sql`(${studios.userId} = ${sql.placeholder('viewerId')}::uuid or ${isPublic})`,
        ),
      )
      .orderBy(asc(classes.title), asc(classes.id))
      .prepare('studio_page'),
  ).execute({ id, now, viewerId });
}
