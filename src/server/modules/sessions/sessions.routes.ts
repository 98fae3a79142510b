import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { sessionDetailSchema } from '../../../common/schemas/session';
import { BEARER_SECURITY, currentUser } from '../../plugins/auth';
import { getSessionDetail } from './sessions.service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sessions'],
        summary: 'One session with its class, studio and free places (the booking page)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: sessionDetailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => getSessionDetail(app.db, request.params.id, currentUser(request).id, app.clock()),
  );
};
