import type { ClassFilters, ClassWithDetails } from '../../../common/schemas/class';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { expireDueHolds } from '../bookings/expire-holds';
import { findUpcomingSessionsOfClass } from '../sessions/sessions.repository';
import { toStudioDto } from '../studios/studios.mapper';
import { toClassDto } from './classes.mapper';
import { findClassListJson, findClassWithStudio } from './classes.repository';

/**
 * The class list as JSON text (`ClassWithDetails[]`), ready to send: one statement whatever the
 * catalogue size, which writes the whole answer in the database (ADR 13).
 */
export function listClassesJson(db: DbOrTx, filters: ClassFilters): Promise<string> {
  return findClassListJson(db, filters, new Date());
}

/** One class with its upcoming sessions; holds that ran out unpaid are expired first, so the free places are true. */
export async function getClass(db: Db, id: string, now = new Date()): Promise<ClassWithDetails> {
  if (!isUuid(id)) throw notFound('Class not found');
  await expireDueHolds(db, now, { classId: id });
  const [row, sessions] = await Promise.all([
    findClassWithStudio(db, id),
    findUpcomingSessionsOfClass(db, id, now),
  ]);
  if (!row) throw notFound('Class not found');
  return { ...toClassDto(row.class, sessions), studio: toStudioDto(row.studio) };
}
