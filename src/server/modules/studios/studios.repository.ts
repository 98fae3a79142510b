import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { StudioSort } from '../../../common/catalogue-query';
import type { StudioListQuery } from '../../../common/schemas/studio';
import {
  accessibilityMatch,
  bayesianRating,
  instant,
  locationMatch,
  type Near,
  searchQuery,
  studioDistanceKm,
  studioIsPublic,
  studioSearchText,
  studioWithinKm,
} from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { prepared, runByShape } from '../../db/prepared';
import { classes, studios } from '../../db/schema';
import { nextSessionsJson } from '../../db/session-columns';
import { classTeachersJson } from '../../db/teacher-columns';
import { afterCursor, type Cursor, keyText, orderBy, type SortKey } from '../../lib/keyset';

type StudioFilters = Pick<StudioListQuery, 'q' | 'serviceType' | 'location' | 'accessibility'>;

function studioCondition(filters: StudioFilters, now: Date, near?: Near): SQL | undefined {
  return and(
    eq(studios.isActive, true),
    studioIsPublic(instant(now)),
    filters.serviceType ? sql`${filters.serviceType} = any(${studios.serviceTypes})` : undefined,
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
 * One page of studios, each row with its sort key, in order. The number of matches is its own
 * statement (countStudios), so both sorts are a range scan of their partial index that stops after
 * `limit` rows (docs/decisions/0087).
 */
export function findStudioPage(
  db: DbOrTx,
  filters: StudioFilters,
  page: { key: SortKey; after?: Cursor; limit: number; near?: Near },
  now: Date,
) {
  const query = db
    .select({
      studio: studios,
      key: keyText(page.key),
      distance: (page.near ? studioDistanceKm(page.near.point) : sql<null>`null`).as('distance_km'),
    })
    .from(studios)
    .where(
      and(
        studioCondition(filters, now, page.near),
        page.after ? afterCursor(page.key, studios.id, page.after) : undefined,
      ),
    )
    .orderBy(...orderBy(page.key, studios.id))
    .limit(page.limit);
  return runByShape(query);
}

/** The number of matches, beside each page. */
export async function countStudios(
  db: DbOrTx,
  filters: StudioFilters,
  now: Date,
  near?: Near,
): Promise<number> {
  const [row] = await runByShape(
    db
      .select({ n: count() })
      .from(studios)
      .where(studioCondition(filters, now, near)),
  );
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
