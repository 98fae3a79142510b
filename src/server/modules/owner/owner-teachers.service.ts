import type { z } from 'zod';
import type {
  createTeacherInputSchema,
  OwnerTeacher,
  updateTeacherInputSchema,
} from '../../../common/schemas/teacher';
import type { Context } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import type { teachers } from '../../db/schema';
import { definedValues } from '../../lib/defined-values';
import { badRequest, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { ownStudio } from './owner-studios.service';
import {
  deleteTeacher,
  findOwnTeacher,
  findStudioTeacherIds,
  findTeachersOfStudio,
  insertTeacher,
  updateTeacher,
} from './owner-teachers.repository';

type CreateTeacher = z.output<typeof createTeacherInputSchema>;
type UpdateTeacher = z.output<typeof updateTeacherInputSchema>;
type TeacherRow = typeof teachers.$inferSelect;

const TEACHER_NOT_FOUND = 'Teacher not found';

export function toOwnerTeacherDto(row: TeacherRow): OwnerTeacher {
  return { id: row.id, studioId: row.studioId, name: row.name, bio: row.bio, imageUrl: row.imageUrl };
}

/** The caller's teacher or a 404, as if another owner's did not exist. */
export async function ownTeacher(db: Db, id: string, userId: string): Promise<TeacherRow> {
  const row = isUuid(id) ? await findOwnTeacher(db, id, userId) : undefined;
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  return row;
}

/**
 * A 400 naming the field unless every id is a teacher of the studio: a class or session can only
 * name the studio's own teachers (another studio's read like ids that do not exist).
 */
export async function checkStudioTeachers(
  db: DbOrTx,
  studioId: string,
  ids: string[],
  field: 'teacherIds' | 'teacherId',
): Promise<void> {
  const found = await findStudioTeacherIds(db, studioId, ids);
  if (ids.some((id) => !found.has(id))) {
    throw badRequest(`${field} must name teachers of this studio (add them under Teachers first)`);
  }
}

export async function createTeacher(
  { db, actor }: Context,
  studioId: string,
  input: CreateTeacher,
): Promise<OwnerTeacher> {
  const studio = await ownStudio(db, studioId, actor.id);
  return toOwnerTeacherDto(await insertTeacher(db, { ...input, studioId: studio.id }));
}

export async function updateOwnTeacher(
  { db, actor }: Context,
  id: string,
  input: UpdateTeacher,
): Promise<OwnerTeacher> {
  const teacher = await ownTeacher(db, id, actor.id);
  const values = definedValues(input);
  if (Object.keys(values).length === 0) return toOwnerTeacherDto(teacher);
  return toOwnerTeacherDto(await updateTeacher(db, teacher.id, values));
}

/** Deletes the teacher; their classes and sessions stay, without them. Their photo goes too (the route). */
export async function deleteOwnTeacher({ db, actor }: Context, id: string): Promise<TeacherRow> {
  const teacher = await ownTeacher(db, id, actor.id);
  await deleteTeacher(db, teacher.id);
  return teacher;
}

export async function listOwnStudioTeachers(
  { db, actor }: Context,
  studioId: string,
): Promise<OwnerTeacher[]> {
  const studio = await ownStudio(db, studioId, actor.id);
  return (await findTeachersOfStudio(db, studio.id)).map(toOwnerTeacherDto);
}
