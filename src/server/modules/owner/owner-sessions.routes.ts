import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  cancelSessionInputSchema,
  createSessionInputSchema,
  ownerSessionSchema,
  ownerSessionsQuerySchema,
  scheduleResultSchema,
  updateSessionInputSchema,
  weeklyScheduleInputSchema,
} from '../../../common/schemas/owner-session';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from './owner-errors';
import {
  cancelOwnSession,
  createOneOffSession,
  createWeeklySchedule,
  listOwnClassSessions,
  updateOwnSession,
} from './owner-sessions.service';

export const ownerSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/classes/:id/sessions',
    {
      ...guarded,
      schema: {
        ...doc(
          'Your class’s sessions, cancelled ones included: upcoming (default, soonest first) or past (latest first), at most 200',
        ),
        params: idParamsSchema,
        querystring: ownerSessionsQuerySchema,
        response: { 200: ownerSessionSchema.array(), 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnClassSessions(requestContext(app, request), request.params.id, request.query.scope),
  );

  write(
    {
      method: 'POST',
      url: '/api/classes/:id/sessions',
      summary:
        'Add a one-off session to your class (201); the end defaults to the start plus the class duration',
      body: createSessionInputSchema,
      status: 201,
      result: ownerSessionSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createOneOffSession,
  );

  write(
    {
      method: 'POST',
      url: '/api/classes/:id/schedules',
      summary:
        'Schedule your class weekly (201): a session on each chosen weekday at a London time; dates that already have one are skipped',
      body: weeklyScheduleInputSchema,
      status: 201,
      result: scheduleResultSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createWeeklySchedule,
  );

  write(
    {
      method: 'PATCH',
      url: '/api/sessions/:id',
      summary: 'Move or edit one of your upcoming sessions',
      body: updateSessionInputSchema,
      status: 200,
      result: ownerSessionSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    updateOwnSession,
  );

  write(
    {
      method: 'POST',
      url: '/api/sessions/:id/cancel',
      summary:
        'Cancel your session and every confirmed booking on it ("Cancelled by the studio: <reason>"); idempotent',
      body: cancelSessionInputSchema,
      status: 200,
      result: ownerSessionSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    cancelOwnSession,
  );
};
