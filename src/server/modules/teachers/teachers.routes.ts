import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { teacherPageSchema } from '../../../common/schemas/teacher';
import { getTeacher } from './teachers.service';

export const teachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teachers/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['teachers'],
        summary: 'A teacher with their studio and the active classes they teach',
        description: 'A teacher of a draft or deactivated studio is a 404.',
        params: idParamsSchema,
        response: { 200: teacherPageSchema, 404: errorSchema },
      },
    },
    (request) => getTeacher(app.db, request.params.id, app.clock()),
  );
};
