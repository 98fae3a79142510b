import { z } from 'zod';

/** A teacher named on a class or a session: enough to print the name and link to their page. */
export const teacherRefSchema = z.object({ id: z.string(), name: z.string() });
export type TeacherRef = z.infer<typeof teacherRefSchema>;

/** The teachers a class or a session names (a class's teacherIds, a session's teacherId). */
export const teacherIdsSchema = z
  .array(z.uuid({ error: 'teacherIds must be teacher ids' }), {
    error: 'teacherIds must be a list of teacher ids',
  })
  .max(10, 'teacherIds may name at most 10 teachers');
