import type { ClassListItem, ClassListQuery, ClassWithDetails } from '../../../common/schemas/class';
import { cursorSort, distanceSortKey, nearOf } from '../../db/catalogue-sql';
import type { Db, DbOrTx } from '../../db/client';
import type { ListPageIds } from '../../db/list-page';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { PageInfo } from '../../lib/page-headers';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { expireDueHolds } from '../places/expire-holds';
import { toClassDto, toClassRating } from './classes.mapper';
import {
  classDistanceKm,
  classSortKey,
  findClassesWithStudios,
  findClassListPage,
  findClassPageRecord,
} from './classes.repository';

/**
 * The page's classes in its order, each with its studio, teachers and next sessions, and near a place
 * its distance. A class deleted between the two reads is left out.
 */
async function classCards(
  db: DbOrTx,
  page: ListPageIds,
  now: Date,
  withDistance: boolean,
): Promise<ClassListItem[]> {
  if (page.ids.length === 0) return [];
  const records = await findClassesWithStudios(db, page.ids, now);
  const byId = new Map(records.map((record) => [record.class.id, record]));
  const items: ClassListItem[] = [];
  page.ids.forEach((id, i) => {
    const record = byId.get(id);
    if (!record) return;
    const distance = page.distances[i];
    items.push({
      ...toClassDto(record.class, record.sessions, record.teachers),
      ...toClassRating(record.own),
      studio: toStudioDto(record.studio),
      ...(withDistance
        ? { distanceKm: distance === null || distance === undefined ? null : Number(distance) }
        : {}),
    });
  });
  return items;
}

/**
 * One page of the class list (docs/decisions/0024, 0046, 0087, 0101): the page, the number of
 * matches and the next page's cursor from one statement, then the page's classes from another. The
 * anonymous answer is cached for CATALOGUE_CACHE_SECONDS (docs/decisions/0123).
 */
export async function listClasses(
  db: DbOrTx,
  query: ClassListQuery,
  now: Date,
): Promise<PageInfo<ClassListItem>> {
  const near = nearOf(query);
  // The schema refuses sort=distance without near.
  const key =
    query.sort === 'distance' && near
      ? distanceSortKey(classDistanceKm(near))
      : classSortKey(query.sort === 'distance' ? 'recommended' : query.sort, now);
  const sort = cursorSort(query.sort, near);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, key);
  const page = await findClassListPage(db, query, { key, after, limit: query.limit, near }, now);
  return {
    items: await classCards(db, page, now, Boolean(near)),
    next: page.next ? encodeCursor(sort, page.next) : undefined,
    total: page.total,
  };
}

/**
 * One class with its upcoming sessions, in one statement. Holds that ran out unpaid are expired
 * first, so the free places are true: the statement says whether any is due, so a page with none
 * (nearly every page) costs nothing more.
 */
export async function getClass(db: Db, id: string, now: Date): Promise<ClassWithDetails> {
  if (!isUuid(id)) throw notFound('Class not found');
  let row = await findClassPageRecord(db, id, now);
  if (row?.hasDueHolds) {
    await expireDueHolds(db, now, { classId: id });
    row = await findClassPageRecord(db, id, now);
  }
  if (!row) throw notFound('Class not found');
  return {
    ...toClassDto(row.class, row.sessions, row.teachers),
    ...toClassRating(row.own),
    studio: toStudioDto(row.studio),
  };
}
