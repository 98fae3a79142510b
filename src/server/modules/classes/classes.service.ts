import type { ClassFilters, ClassWithDetails } from '../../../common/schemas/class';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { findUpcomingSessionsByClassIds } from '../sessions/sessions.repository';
import { toStudioDto } from '../studios/studios.mapper';
import { toClassDto } from './classes.mapper';
import { findClassesWithStudio, findClassWithStudio } from './classes.repository';

/** Two queries whatever the catalogue size: the classes with their studios, then all their upcoming sessions. */
export async function listClasses(db: DbOrTx, filters: ClassFilters): Promise<ClassWithDetails[]> {
  const rows = await findClassesWithStudio(db, filters);
  const sessions = await findUpcomingSessionsByClassIds(
    db,
    rows.map((r) => r.class.id),
  );
  return rows.map((r) => ({
    ...toClassDto(r.class, sessions.get(r.class.id) ?? []),
    studio: toStudioDto(r.studio),
  }));
}

export async function getClass(db: DbOrTx, id: string): Promise<ClassWithDetails> {
  const row = isUuid(id) ? await findClassWithStudio(db, id) : undefined;
  if (!row) throw notFound('Class not found');
  const sessions = await findUpcomingSessionsByClassIds(db, [row.class.id]);
  return { ...toClassDto(row.class, sessions.get(row.class.id) ?? []), studio: toStudioDto(row.studio) };
}
