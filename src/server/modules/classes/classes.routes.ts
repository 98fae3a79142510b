import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classListItemSchema, classListQuerySchema, classSchema } from '../../../common/schemas/class';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { PAGED_LIST_DESCRIPTION, pageItems } from '../../lib/page-headers';
import { getClass, listClasses } from './classes.service';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/classes',
    {
      config: { publicCache: true },
      schema: {
        tags: ['classes'],
        summary: 'A page of active classes with their studio and next sessions',
        description: PAGED_LIST_DESCRIPTION,
        querystring: classListQuerySchema,
        response: { 200: classListItemSchema.array(), 400: errorSchema },
      },
    },
    async (request, reply) =>
      pageItems(request, reply, await listClasses(app.db, request.query, app.clock())),
  );

  app.get(
    '/api/classes/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['classes'],
        summary: 'One class with its studio and upcoming sessions',
        params: idParamsSchema,
        response: { 200: classSchema, 404: errorSchema },
      },
    },
    async (request) => getClass(app.db, request.params.id, app.clock()),
  );
};
