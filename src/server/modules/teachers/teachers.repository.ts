import { and, asc, eq, sql } from 'drizzle-orm';
import { studioIsPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { classes, studios, teachers } from '../../db/schema';
import { nextSessionsJson } from '../../db/session-columns';
import { classTeachersJson } from '../../db/teacher-columns';
import { taughtBy } from '../classes/classes.repository';

/**
 * The teacher page in one statement: the teacher, their studio (active and public: a draft's
 * teachers are not public either) and one row per active class they teach, by title, with the
 * class's teachers and next sessions; one row with no class when they teach none.
 */
export function findTeacherPageRows(db: DbOrTx, id: string, now: Date) {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  return prepared(db, 'teacher_page', (d) =>
    d
      .select({
        teacher: teachers,
        studio: studios,
        class: classes,
        teachers: classTeachersJson(classes.id),
        sessions: nextSessionsJson(classes.id),
      })
      .from(teachers)
      .innerJoin(studios, eq(studios.id, teachers.studioId))
      .leftJoin(
        classes,
        and(eq(classes.studioId, studios.id), eq(classes.isActive, true), taughtBy(sql`${teachers.id}`, at)),
      )
      .where(and(eq(teachers.id, sql.placeholder('id')), eq(studios.isActive, true), studioIsPublic(at)))
      .orderBy(asc(classes.title), asc(classes.id))
      .prepare('teacher_page'),
  ).execute({ id, now });
}
