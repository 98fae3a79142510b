import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  createTeacherInputSchema,
  ownerTeacherSchema,
  updateTeacherInputSchema,
} from '../../../common/schemas/teacher';
import { requestContext } from '../../context';
import { removePhoto } from '../../media/photo.service';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from './owner-errors';
import {
  createTeacher,
  deleteOwnTeacher,
  listOwnStudioTeachers,
  updateOwnTeacher,
} from './owner-teachers.service';

export const ownerTeachersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/studios/:id/teachers',
    {
      ...guarded,
      schema: {
        ...doc('Your studio’s teachers, by name'),
        params: idParamsSchema,
        response: { 200: ownerTeacherSchema.array(), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnStudioTeachers(requestContext(app, request), request.params.id),
  );

  write(
    {
      method: 'POST',
      url: '/api/studios/:id/teachers',
      summary: 'Add a teacher to your studio (201); bio at most 2,000 characters',
      body: createTeacherInputSchema,
      status: 201,
      result: ownerTeacherSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createTeacher,
  );

  write(
    {
      method: 'PATCH',
      url: '/api/teachers/:id',
      summary: 'Change your teacher’s name or bio',
      body: updateTeacherInputSchema,
      status: 200,
      result: ownerTeacherSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    updateOwnTeacher,
  );

  app.delete(
    '/api/teachers/:id',
    {
      ...guarded,
      schema: {
        ...doc('Delete your teacher (204): their classes and sessions stay, without them'),
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOwnTeacher(requestContext(app, request), request.params.id);
      await removePhoto(app.media, deleted.imageUrl, '');
      return reply.code(204).send(null);
    },
  );
};
