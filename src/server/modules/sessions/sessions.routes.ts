import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { sessionDetailSchema, viewerSessionSchema } from '../../../common/schemas/session';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { getSessionDetail, listViewerSessions } from './sessions.service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'sessions');
  app.get(
    '/api/sessions/:id',
    {
      ...guarded,
      schema: {
        ...doc('One session with its class, studio and free places (the booking page)'),
        params: idParamsSchema,
        response: { 200: sessionDetailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => getSessionDetail(app.db, request.params.id, currentUser(request).id, app.clock()),
  );
  app.get(
    '/api/user/classes/:id/sessions',
    {
      ...guarded,
      schema: {
        ...doc(
          "Your places on a class's upcoming sessions: booked, held for payment (until holdExpiresAt) or waiting (waitlistPosition); sessions where you have none are left out",
        ),
        params: idParamsSchema,
        response: { 200: viewerSessionSchema.array(), 401: errorSchema },
      },
    },
    (request) => listViewerSessions(app.db, request.params.id, currentUser(request).id, app.clock()),
  );
};
