import type { StudioDetail } from '../../../common/schemas/class';
import type { Studio } from '../../../common/schemas/studio';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import { findActiveClassesByStudioId } from '../classes/classes.repository';
import { findUpcomingSessionsByClassIds } from '../sessions/sessions.repository';
import { toStudioDto } from './studios.mapper';
import { findActiveStudioById, findActiveStudios } from './studios.repository';

export async function listStudios(db: DbOrTx): Promise<Studio[]> {
  return (await findActiveStudios(db)).map(toStudioDto);
}

/** The studio plus its classes (each with upcoming sessions), for the studio page: three queries. */
export async function getStudio(db: DbOrTx, id: string): Promise<StudioDetail> {
  const studio = isUuid(id) ? await findActiveStudioById(db, id) : undefined;
  if (!studio) throw notFound('Studio not found');
  const classRows = await findActiveClassesByStudioId(db, studio.id);
  const sessions = await findUpcomingSessionsByClassIds(
    db,
    classRows.map((c) => c.id),
  );
  return {
    ...toStudioDto(studio),
    classes: classRows.map((c) => toClassDto(c, sessions.get(c.id) ?? [])),
  };
}
