import type { Favourites } from '../../../common/schemas/favourite';
import type { Context } from '../../context';
import { notFound } from '../../lib/http-errors';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { toClassDto, toClassRating } from '../classes/classes.mapper';
import { findClassesWithStudios } from '../classes/classes.repository';
import {
  findSavedClassIds,
  findSavedStudios,
  isPublicClass,
  isPublicStudio,
  saveClass,
  saveStudio,
  unsaveClass,
  unsaveStudio,
} from './favourites.repository';

type Kind = 'studios' | 'classes';

const NOT_FOUND: Record<Kind, string> = { studios: 'Studio not found', classes: 'Class not found' };

/**
 * PUT: saves a studio or class the public sees (404 otherwise, as its page is); saving it again
 * changes nothing.
 */
export async function saveFavourite({ db, clock, actor }: Context, kind: Kind, id: string): Promise<void> {
  const exists = isUuid(id) && (kind === 'studios' ? isPublicStudio : isPublicClass)(db, id, clock());
  if (!(await exists)) throw notFound(NOT_FOUND[kind]);
  await (kind === 'studios' ? saveStudio : saveClass)(db, actor.id, id);
}

/** DELETE: forgets the save; one that was never made (or already undone) is the same success. */
export async function unsaveFavourite({ db, actor }: Context, kind: Kind, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND[kind]);
  await (kind === 'studios' ? unsaveStudio : unsaveClass)(db, actor.id, id);
}

/** What the student saved that is still in the catalogue, newest first, in the lists' shapes. */
export async function listFavourites({ db, clock, actor }: Context): Promise<Favourites> {
  const now = clock();
  const [studioRows, classIds] = await Promise.all([
    findSavedStudios(db, actor.id, now),
    findSavedClassIds(db, actor.id),
  ]);
  const records = classIds.length > 0 ? await findClassesWithStudios(db, classIds, now) : [];
  const byId = new Map(records.map((record) => [record.class.id, record]));
  const classes = [];
  for (const id of classIds) {
    const record = byId.get(id);
    // An archived class, or one of a studio that left the catalogue, is not shown.
    if (!record?.class.isActive || !record.studio.isActive) continue;
    classes.push({
      ...toClassDto(record.class, record.sessions, record.teachers),
      ...toClassRating(record.own),
      studio: toStudioDto(record.studio),
    });
  }
  return { studios: studioRows.map((row) => toStudioDto(row.studio)), classes };
}
