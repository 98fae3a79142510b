import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StudioSort } from '../../../common/catalogue-query';
import type { StudioListQuery } from '../../../common/schemas/studio';
import { studioListItemText } from '../../db/card-json';
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
import { type KnownCount, unchangedSince } from '../../db/kept-counts';
import { keptCheck, studioUnchangedSince } from '../../db/kept-texts';
import { type ListPageIds, type ListPageRows, listItemsJson, listPage } from '../../db/list-page';
import { prepared } from '../../db/prepared';
import { classes, studioCardTexts, studios } from '../../db/schema';
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
 * `limit` + 1 rows (docs/decisions/0087). The page's studios are findStudioItemsJson's.
 */
export function findStudioListPage(
  db: DbOrTx,
  filters: StudioFilters,
  page: { key: SortKey; after?: Cursor; limit: number; near?: Near; keep?: { known: KnownCount } },
  now: Date,
): Promise<ListPageRows> {
  return listPage(db, {
    from: sql`${studios}`,
    id: studios.id,
    condition: studioCondition(filters, now, page.near),
    key: page.key,
    after: page.after,
    limit: page.limit,
    keep: page.keep && { known: page.keep.known, now: planValue(instant(now)) },
    distance: page.near ? studioDistanceKm(page.near.point) : undefined,
  });
}

/**
 * The page's studios as the answer's JSON array, in the page's order: each its stored card
 * (docs/decisions/0097), with `near` its distance after it, one prepared statement for every page
 * (docs/decisions/0101). A studio deleted between the two reads is left out.
 */
export function findStudioItemsJson(db: DbOrTx, page: ListPageIds, withDistance: boolean): Promise<string> {
  return listItemsJson(
    db,
    withDistance ? 'studio_items_near' : 'studio_items',
    () => ({
      item: studioListItemText(withDistance ? sql`page.distance_km::float8` : undefined),
      joins: sql`join ${studios} on ${studios.id} = page.id
        left join ${studioCardTexts} studio_card on studio_card.studio_id = ${studios.id}`,
    }),
    page,
  );
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
 * When a studio page read at the `now` placeholder moves on with no transaction (epoch ms), or null
 * for never: the first session to come of its active classes starts, and its class's next sessions
 * move on (a studio stops being public only when its last session starts, later still).
 */
const studioPageChangesAt = sql<
  number | null
>`(select floor(extract(epoch from min(page_session.start_time)) * 1000)::float8
  from ${classes} page_class join sessions page_session on page_session.class_id = page_class.id
  where page_class.studio_id = ${studios.id} and page_class.is_active
    and page_session.status = 'scheduled' and page_session.start_time > ${sql.placeholder('now')})`;

/**
 * The studio page in one statement: an active studio, one row per active class (title order) with
 * its next sessions as a JSON array (as many as a list carries: the page draws the same card), or
 * one row with no class when it has none. A draft studio is found only for its owner (`viewerId`,
 * null for anyone else), and `isPublic` says which it is. For keeping the page (docs/decisions/0112),
 * each row also has the snapshot it was read under and when the page moves on by the clock alone.
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
        snapshot: sql<string>`pg_current_snapshot()::text`,
        changesAt: studioPageChangesAt,
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

/**
 * Whether the studio's page kept under a snapshot still holds (docs/decisions/0112): nothing noted for
 * the catalogue or for one of its classes since.
 */
export const studioPageStillHolds = keptCheck<string>('studio_page_holds', 'uuid', studioUnchangedSince);

/**
 * Whether a page of studios kept under a snapshot still holds (docs/decisions/0113): its items are the
 * studios' stored cards, so nothing noted for the catalogue since.
 */
export const studioListStillHolds = keptCheck<string[]>('studio_list_holds', 'uuid[]', (_ids, taken) =>
  unchangedSince(taken),
);
