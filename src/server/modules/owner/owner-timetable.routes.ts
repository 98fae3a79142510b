import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  ownerTimetableQuerySchema,
  rosterSchema,
  timetableSessionSchema,
} from '../../../common/schemas/owner-timetable';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS } from './owner-errors';
import { listTimetable, sessionRoster } from './owner-timetable.service';

export const ownerTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/sessions',
    {
      ...guarded,
      schema: {
        ...doc(
          'Your timetable: every session (cancelled ones too) starting on the London dates from–to, both included, at most 42 days; soonest first',
        ),
        querystring: ownerTimetableQuerySchema,
        response: {
          200: timetableSessionSchema.array(),
          400: errorSchema,
          404: errorSchema,
          ...OWNER_ERRORS,
        },
      },
    },
    (request) => listTimetable(app.db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/owner/sessions/:id/roster',
    {
      ...guarded,
      schema: {
        ...doc(
          'The check-in roster of your session: its bookings with attendance, payment and first visits, and its waitlist',
        ),
        params: idParamsSchema,
        response: { 200: rosterSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) =>
      sessionRoster(app.db, app.healthData, request.params.id, currentUser(request).id, app.clock()),
  );
};
