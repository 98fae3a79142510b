import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studioDetailSchema } from '../../../common/schemas/class';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { studioSchema } from '../../../common/schemas/studio';
import { getStudio, listStudios } from './studios.service';

export const studiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studios',
    {
      config: { publicCache: true },
      schema: {
        tags: ['studios'],
        summary: 'List active studios',
        response: { 200: studioSchema.array() },
      },
    },
    () => listStudios(app.db),
  );

  app.get(
    '/api/studios/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['studios'],
        summary: 'One studio with its active classes and their upcoming sessions',
        params: idParamsSchema,
        response: { 200: studioDetailSchema, 404: errorSchema },
      },
    },
    (request) => getStudio(app.db, request.params.id),
  );
};
