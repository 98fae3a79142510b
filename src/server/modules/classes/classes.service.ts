import type { ClassListQuery, ClassWithDetails } from '../../../common/schemas/class';
import { cursorSort, distanceSortKey, nearOf } from '../../db/catalogue-sql';
import type { Db, DbOrTx } from '../../db/client';
import { keptCardsJson, withKeptCards } from '../../db/kept-cards';
import { listCountKey, withKeptCount } from '../../db/kept-counts';
import { keptListKey, keptListOf, withKeptList } from '../../db/kept-lists';
import { classPages } from '../../db/kept-pages';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { JsonPage } from '../../lib/page-headers';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { expireDueHolds } from '../places/expire-holds';
import { toClassDto } from './classes.mapper';
import {
  classDistanceKm,
  classListStillHolds,
  classPageStillHolds,
  classSortKey,
  findClassCardRows,
  findClassCardsJson,
  findClassListPage,
  findClassPageRecord,
} from './classes.repository';

/**
 * One page of the class list (docs/decisions/0024, 0046, 0087, 0089, 0101): the page, the number of
 * matches (kept by snapshot, 0108) and the next page's cursor from one statement, then the page's
 * cards from another: written by the database as the answer's JSON, or given again as kept (0109).
 * The whole answer is kept by snapshot for its query (0113), but for "with places" and near a place.
 */
export async function listClasses(db: DbOrTx, query: ClassListQuery, now: Date): Promise<JsonPage> {
  const near = nearOf(query);
  // "With places" reads the places taken, which bookings change without noting it: always counted.
  const countKey = query.availability ? undefined : listCountKey('classes', query);
  return withKeptList(db, countKey && !near ? keptListKey('classes', query) : undefined, now, {
    stillHolds: classListStillHolds,
    // The list keeps its rows; its cards are kept as cards (docs/decisions/0109).
    compose: (ids) => keptCardsJson(db, ids, now),
    compute: async () => {
      // The schema refuses sort=distance without near.
      const key =
        query.sort === 'distance' && near
          ? distanceSortKey(classDistanceKm(near))
          : classSortKey(query.sort === 'distance' ? 'recommended' : query.sort, now);
      const sort = cursorSort(query.sort, near);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, key);
      const page = await withKeptCount(db, countKey, now, (keep) =>
        findClassListPage(db, query, { key, after, limit: query.limit, near, keep }, now),
      );
      // A card with its distance is the page's own figure: written for each page. Every other card is
      // the same text on every page and filter that lists it, kept by snapshot (docs/decisions/0109).
      const items = near
        ? { json: await findClassCardsJson(db, page, now) }
        : await withKeptCards(db, page.ids, now, (snapshots) =>
            findClassCardRows(db, page.ids, snapshots, now),
          );
      return {
        page: { ...items, next: page.next ? encodeCursor(sort, page.next) : undefined, total: page.total },
        keep: keptListOf(page),
      };
    },
  });
}

/**
 * One class with its upcoming sessions as the answer's text (`serialize` writes it in the route's
 * shape), in one statement, kept by snapshot (docs/decisions/0112). Holds that ran out unpaid are
 * expired first, so the free places are true: the statement says whether any is due, so a page with
 * none (nearly every page) costs nothing more.
 */
export async function getClassText(
  db: Db,
  id: string,
  now: Date,
  serialize: (cls: ClassWithDetails) => string,
): Promise<string> {
  if (!isUuid(id)) throw notFound('Class not found');
  return classPages.withKept(db, id, now, {
    stillHolds: (snapshot) => classPageStillHolds(db, id, snapshot),
    write: async () => {
      let row = await findClassPageRecord(db, id, now);
      if (row?.hasDueHolds) {
        await expireDueHolds(db, now, { classId: id });
        row = await findClassPageRecord(db, id, now);
      }
      if (!row) throw notFound('Class not found');
      const dto = { ...toClassDto(row.class, row.sessions, row.teachers), studio: toStudioDto(row.studio) };
      return { text: serialize(dto), snapshot: row.snapshot, until: row.changesAt };
    },
  });
}
