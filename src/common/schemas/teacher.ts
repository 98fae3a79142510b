import { z } from 'zod';
import { studioPageClassSchema } from './class';
import { studioSchema } from './studio';
import { optionalText, requiredText } from './text-fields';

// Teachers (issue 34): a studio's owner adds them and puts them on classes and sessions.

/** The longest bio a teacher may have. */
export const MAX_TEACHER_BIO = 2000;

const teacherFields = {
  name: requiredText('Name', 120),
  bio: optionalText('Bio', MAX_TEACHER_BIO, { multiline: true }),
};

/** POST /api/studios/:id/teachers. */
export const createTeacherInputSchema = z.object(teacherFields);
export type CreateTeacherInput = z.input<typeof createTeacherInputSchema>;

/** PATCH /api/teachers/:id: any of the same fields. */
export const updateTeacherInputSchema = z.object(teacherFields).partial();
export type UpdateTeacherInput = z.input<typeof updateTeacherInputSchema>;

/** A teacher as their studio's owner manages them. */
export const ownerTeacherSchema = z.object({
  id: z.string(),
  studioId: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type OwnerTeacher = z.infer<typeof ownerTeacherSchema>;

/** GET /api/teachers/:id: the teacher, their studio and the public classes they teach. */
export const teacherPageSchema = ownerTeacherSchema.omit({ studioId: true }).extend({
  studio: studioSchema,
  classes: z.array(studioPageClassSchema),
});
export type TeacherPage = z.infer<typeof teacherPageSchema>;
