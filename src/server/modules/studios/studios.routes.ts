import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studioDetailSchema } from '../../../common/schemas/class';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { studioListItemSchema, studioListQuerySchema } from '../../../common/schemas/studio';
import { PAGED_LIST_DESCRIPTION, pageItems } from '../../lib/page-headers';
import { getStudio, listStudios } from './studios.service';

export const studiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studios',
    {
      config: { publicCache: true },
      schema: {
        tags: ['studios'],
        summary: 'A page of active studios',
        description: PAGED_LIST_DESCRIPTION,
        querystring: studioListQuerySchema,
        response: { 200: studioListItemSchema.array(), 400: errorSchema },
      },
    },
    async (request, reply) =>
      pageItems(request, reply, await listStudios(app.db, request.query, app.clock())),
  );

  app.get(
    '/api/studios/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['studios'],
        summary: 'One studio with its active classes and their upcoming sessions',
        description:
          'A draft studio (no active class with an upcoming session) is a 404, except to its owner signed in, who is answered it with isPublic false.',
        params: idParamsSchema,
        response: { 200: studioDetailSchema, 404: errorSchema },
      },
    },
    async (request) => getStudio(app.db, request.params.id, app.clock(), await app.viewerId(request)),
  );
};
