import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityQuerySchema, availabilitySchema } from '../../../common/schemas/availability';
import { errorSchema } from '../../../common/schemas/error';
import { isUuid } from '../../lib/uuid';
import { findSessionAvailability } from './availability.repository';

/**
 * Places read live (docs/decisions/0123): the catalogue's answers may be CATALOGUE_CACHE_SECONDS old,
 * so the client asks this for every session on screen. Never kept by any cache.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/availability',
    {
      schema: {
        tags: ['classes'],
        summary: "Sessions' places as they are now",
        description:
          'sessions: up to 200 session ids separated by commas. Unknown ids are left out. Never cached (Cache-Control: no-store).',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // An id that is not a uuid names no session: left out like any unknown id.
      const ids = request.query.sessions.filter(isUuid);
      return { sessions: await findSessionAvailability(app.db, ids) };
    },
  );
};
