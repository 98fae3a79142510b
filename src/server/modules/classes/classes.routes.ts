import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classFiltersSchema, classSchema } from '../../../common/schemas/class';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { getClass, listClassesJson } from './classes.service';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/classes',
    {
      config: { publicCache: true },
      schema: {
        tags: ['classes'],
        summary: 'List active classes with their studio and upcoming sessions',
        querystring: classFiltersSchema,
        response: { 200: classSchema.array(), 400: errorSchema },
      },
    },
    // The database writes the answer in the schema's shape (ADR 13): sent as is, not parsed and
    // serialized again. JSON text with a JSON content type skips the route's serializer.
    async (request, reply) => {
      const body = await listClassesJson(app.db, request.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
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
    (request) => getClass(app.db, request.params.id, app.clock()),
  );
};
