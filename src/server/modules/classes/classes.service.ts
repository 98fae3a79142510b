import type { ClassFilters, ClassWithDetails } from '../../../common/schemas/class';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { findUpcomingSessionsForFilters, findUpcomingSessionsOfClass } from '../sessions/sessions.repository';
import { toStudioDto } from '../studios/studios.mapper';
import { toClassDto } from './classes.mapper';
import { findClassesWithStudio, findClassWithStudio } from './classes.repository';

/**
 * Two queries whatever the catalogue size, run side by side: the classes with their studios, and
 * the upcoming sessions of the same classes (selected by the same filters).
 */
export async function listClasses(db: DbOrTx, filters: ClassFilters): Promise<ClassWithDetails[]> {
  const now = new Date();
  const [rows, sessions] = await Promise.all([
    findClassesWithStudio(db, filters),
    findUpcomingSessionsForFilters(db, filters, now),
  ]);
  return rows.map((r) => ({
    ...toClassDto(r.class, sessions.get(r.class.id) ?? []),
    studio: toStudioDto(r.studio),
  }));
}

export async function getClass(db: DbOrTx, id: string): Promise<ClassWithDetails> {
  if (!isUuid(id)) throw notFound('Class not found');
  const [row, sessions] = await Promise.all([
    findClassWithStudio(db, id),
    findUpcomingSessionsOfClass(db, id),
  ]);
  if (!row) throw notFound('Class not found');
  return { ...toClassDto(row.class, sessions), studio: toStudioDto(row.studio) };
}
