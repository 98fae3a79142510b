import type { StudioDetail } from '../../../common/schemas/class';
import type { StudioListQuery } from '../../../common/schemas/studio';
import { cursorSort, distanceSortKey, nearOf, studioDistanceKm } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { listCountKey, withKeptCount } from '../../db/kept-counts';
import { keptListKey, keptListOf, withKeptList } from '../../db/kept-lists';
import { studioPages } from '../../db/kept-pages';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { JsonPage } from '../../lib/page-headers';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import {
  findStudioItemsJson,
  findStudioListPage,
  findStudioPageRows,
  studioListStillHolds,
  studioPageStillHolds,
  studioSortKey,
} from './studios.repository';

/**
 * One page of studios (docs/decisions/0024, 0087, 0101): the page, the number of matches and the
 * next page's cursor from one statement, then the page's studios, written by the database as the
 * answer's JSON, from another. The whole answer is kept by snapshot for its query (0113), but near a
 * place.
 */
export async function listStudios(db: DbOrTx, query: StudioListQuery, now: Date): Promise<JsonPage> {
  const near = nearOf(query);
  return withKeptList(db, near ? undefined : keptListKey('studios', query), now, {
    stillHolds: studioListStillHolds,
    compute: async () => {
      // The schema refuses sort=distance without near.
      const key =
        query.sort === 'distance' && near
          ? distanceSortKey(studioDistanceKm(near.point))
          : studioSortKey(query.sort === 'distance' ? 'recommended' : query.sort);
      const sort = cursorSort(query.sort, near);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, key);
      const page = await withKeptCount(db, listCountKey('studios', query), now, (keep) =>
        findStudioListPage(db, query, { key, after, limit: query.limit, near, keep }, now),
      );
      return {
        page: {
          json: await findStudioItemsJson(db, page, Boolean(near)),
          next: page.next ? encodeCursor(sort, page.next) : undefined,
          total: page.total,
        },
        keep: keptListOf(page),
      };
    },
  });
}

/**
 * The studio plus its active classes, each with its upcoming sessions, for the studio page, as the
 * answer's text (`serialize` writes it in the route's shape): one statement. A draft (no active
 * class with an upcoming session) is a 404 to everyone but its owner, who sees it with
 * `isPublic: false` (docs/decisions/0065). What everyone else sees is kept by snapshot
 * (docs/decisions/0112).
 */
export async function getStudioText(
  db: DbOrTx,
  id: string,
  now: Date,
  viewerId: string | null,
  serialize: (studio: StudioDetail) => string,
): Promise<string> {
  if (!isUuid(id)) throw notFound('Studio not found');
  const write = async () => {
    const rows = await findStudioPageRows(db, id, now, viewerId);
    const first = rows[0];
    if (!first) throw notFound('Studio not found');
    const classList = [];
    for (const row of rows) if (row.class) classList.push(toClassDto(row.class, row.sessions, row.teachers));
    const studio = { ...toStudioDto(first.studio), isPublic: first.isPublic, classes: classList };
    return { text: serialize(studio), snapshot: first.snapshot, until: first.changesAt };
  };
  // A signed-in owner may be answered their draft: only the page everyone else sees is kept.
  if (viewerId !== null) return (await write()).text;
  return studioPages.withKept(db, id, now, {
    stillHolds: (snapshot) => studioPageStillHolds(db, id, snapshot),
    write,
  });
}
