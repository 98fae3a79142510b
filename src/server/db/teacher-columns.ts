import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TeacherRef } from '../../common/schemas/teacher-ref';
import { type JsonField, jsonBuildObject } from './json-text';
import { classTeachers, sessions, teachers } from './schema';

/**
 * The column with its table's name: Drizzle leaves it out in a query of one table, and unqualified
 * `id` inside the subquery below would be the teacher's own.
 */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A teacher as { id, name }. */
const classTeacherFields: JsonField[] = [
  ['id', sql`class_teacher.id`],
  ['name', sql`class_teacher.name`],
];

/**
 * The class's teachers as one JSON array of { id, name }, in their owner's order: a column of the
 * statement that reads the class, so naming them costs no query of its own. Aliased tables, so it
 * can sit inside a query that already reads teachers.
 */
export const classTeachersJson = (classId: AnyPgColumn) =>
  sql<TeacherRef[]>`(select coalesce(json_agg(${jsonBuildObject(classTeacherFields)}
      order by class_teacher_link.position, class_teacher.name), '[]'::json)
    from ${classTeachers} class_teacher_link
    join ${teachers} class_teacher on class_teacher.id = class_teacher_link.teacher_id
    where class_teacher_link.class_id = ${qualified(classId)})`;

/** The teacher who takes the session instead of the class's, as { id, name }, or null. */
export const sessionTeacherJson = sql<TeacherRef | null>`(select json_build_object('id', session_teacher.id, 'name', session_teacher.name)
    from ${teachers} session_teacher where session_teacher.id = ${qualified(sessions.teacherId)})`;
