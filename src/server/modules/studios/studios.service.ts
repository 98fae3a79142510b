import type { StudioDetail } from '../../../common/schemas/class';
import type { Studio } from '../../../common/schemas/studio';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import { findActiveClassesByStudioId } from '../classes/classes.repository';
import { findUpcomingSessionsOfStudio } from '../sessions/sessions.repository';
import { toStudioDto } from './studios.mapper';
import { findActiveStudioById, findActiveStudios } from './studios.repository';

export async function listStudios(db: DbOrTx): Promise<Studio[]> {
  return (await findActiveStudios(db)).map(toStudioDto);
}

/** The studio plus its classes (each with upcoming sessions), for the studio page: three queries side by side. */
export async function getStudio(db: DbOrTx, id: string): Promise<StudioDetail> {
  if (!isUuid(id)) throw notFound('Studio not found');
  const [studio, classRows, sessions] = await Promise.all([
    findActiveStudioById(db, id),
    findActiveClassesByStudioId(db, id),
    findUpcomingSessionsOfStudio(db, id),
  ]);
  if (!studio) throw notFound('Studio not found');
  return {
    ...toStudioDto(studio),
    classes: classRows.map((c) => toClassDto(c, sessions.get(c.id) ?? [])),
  };
}
