import type { TeacherPage } from '../../../common/schemas/teacher';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { toStudioDto } from '../../lib/studio-dto';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import { findTeacherPageRows } from './teachers.repository';

/** A teacher of a public studio with the active classes they teach: one statement. */
export async function getTeacher(db: DbOrTx, id: string, now: Date): Promise<TeacherPage> {
  if (!isUuid(id)) throw notFound('Teacher not found');
  const rows = await findTeacherPageRows(db, id, now);
  const first = rows[0];
  if (!first) throw notFound('Teacher not found');
  const classList = [];
  for (const row of rows) if (row.class) classList.push(toClassDto(row.class, row.sessions, row.teachers));
  const { teacher } = first;
  return {
    id: teacher.id,
    name: teacher.name,
    bio: teacher.bio,
    imageUrl: teacher.imageUrl,
    studio: toStudioDto(first.studio),
    classes: classList,
  };
}
