import type { StudioDetail } from '../../../common/schemas/class';
import type { StudioListItem, StudioListQuery } from '../../../common/schemas/studio';
import { cursorSort, distanceSortKey, nearOf, studioDistanceKm } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { PageInfo } from '../../lib/page-headers';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import {
  findStudioListPage,
  findStudioPageRows,
  findStudiosByIds,
  studioSortKey,
} from './studios.repository';

/**
 * One page of studios (docs/decisions/0024, 0087, 0101): the page, the number of matches and the
 * next page's cursor from one statement, then the page's studios from another, in the page's order
 * (a studio deleted between the two is left out). The anonymous answer is cached for
 * CATALOGUE_CACHE_SECONDS (docs/decisions/0123).
 */
export async function listStudios(
  db: DbOrTx,
  query: StudioListQuery,
  now: Date,
): Promise<PageInfo<StudioListItem>> {
  const near = nearOf(query);
  // The schema refuses sort=distance without near.
  const key =
    query.sort === 'distance' && near
      ? distanceSortKey(studioDistanceKm(near.point))
      : studioSortKey(query.sort === 'distance' ? 'recommended' : query.sort);
  const sort = cursorSort(query.sort, near);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, key);
  const page = await findStudioListPage(db, query, { key, after, limit: query.limit, near }, now);
  const rows = page.ids.length > 0 ? await findStudiosByIds(db, page.ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: StudioListItem[] = [];
  page.ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) return;
    const distance = page.distances[i];
    items.push({
      ...toStudioDto(row),
      ...(near ? { distanceKm: distance === null || distance === undefined ? null : Number(distance) } : {}),
    });
  });
  return { items, next: page.next ? encodeCursor(sort, page.next) : undefined, total: page.total };
}

/**
 * The studio plus its active classes, each with its upcoming sessions, for the studio page: one
 * statement. A draft (no active class with an upcoming session) is a 404 to everyone but its owner,
 * who sees it with `isPublic: false` (docs/decisions/0065).
 */
export async function getStudio(
  db: DbOrTx,
  id: string,
  now: Date,
  viewerId: string | null,
): Promise<StudioDetail> {
  if (!isUuid(id)) throw notFound('Studio not found');
  const rows = await findStudioPageRows(db, id, now, viewerId);
  const first = rows[0];
  if (!first) throw notFound('Studio not found');
  const classList = [];
  for (const row of rows) if (row.class) classList.push(toClassDto(row.class, row.sessions, row.teachers));
  return { ...toStudioDto(first.studio), isPublic: first.isPublic, classes: classList };
}
