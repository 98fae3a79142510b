import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TeacherRef } from '../../../common/schemas/teacher-ref';
import type { DbOrTx } from '../../db/client';
import { classTeachers, studios, teachers } from '../../db/schema';

type NewTeacher = typeof teachers.$inferInsert;

export async function insertTeacher(db: DbOrTx, values: NewTeacher) {
  const [row] = await db.insert(teachers).values(values).returning();
  return row as NonNullable<typeof row>;
}

export async function updateTeacher(db: DbOrTx, id: string, values: Partial<NewTeacher>) {
  const [row] = await db.update(teachers).set(values).where(eq(teachers.id, id)).returning();
  return row as NonNullable<typeof row>;
}

/** Deleting a teacher takes them off their classes and sessions (the foreign keys cascade and set null). */
export async function deleteTeacher(db: DbOrTx, id: string): Promise<void> {
  await db.delete(teachers).where(eq(teachers.id, id));
}

/** The teacher only if `userId` owns their studio: another owner's reads exactly like a missing one. */
export async function findOwnTeacher(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select({ teacher: teachers })
    .from(teachers)
    .innerJoin(studios, eq(studios.id, teachers.studioId))
    .where(and(eq(teachers.id, id), eq(studios.userId, userId)));
  return row?.teacher;
}

/** A studio's teachers, by name. */
export function findTeachersOfStudio(db: DbOrTx, studioId: string) {
  return db
    .select()
    .from(teachers)
    .where(eq(teachers.studioId, studioId))
    .orderBy(asc(teachers.name), asc(teachers.id));
}

/** Which of `ids` are teachers of the studio. */
export async function findStudioTeacherIds(
  db: DbOrTx,
  studioId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.studioId, studioId), inArray(teachers.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the class's teachers with `ids`, in that order. */
export async function setClassTeachers(db: DbOrTx, classId: string, ids: string[]): Promise<void> {
  await db.delete(classTeachers).where(eq(classTeachers.classId, classId));
  if (ids.length === 0) return;
  await db.insert(classTeachers).values(ids.map((teacherId, position) => ({ classId, teacherId, position })));
}

/** The class's teachers as its answers name them, in their owner's order. */
export function findClassTeachers(db: DbOrTx, classId: string): Promise<TeacherRef[]> {
  return db
    .select({ id: teachers.id, name: teachers.name })
    .from(classTeachers)
    .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(asc(classTeachers.position), asc(teachers.name));
}
