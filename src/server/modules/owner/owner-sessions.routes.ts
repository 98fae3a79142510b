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
import { currentUser } from '../../plugins/auth';
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
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
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
    (request) =>
      listOwnClassSessions(app.db, request.params.id, currentUser(request).id, request.query.scope),
  );

  app.post(
    '/api/classes/:id/sessions',
    {
      ...guarded,
      schema: {
        ...doc(
          'Add a one-off session to your class (201); the end defaults to the start plus the class duration',
        ),
        params: idParamsSchema,
        body: createSessionInputSchema,
        response: { 201: ownerSessionSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createOneOffSession(app.db, request.params.id, currentUser(request).id, request.body)),
  );

  app.post(
    '/api/classes/:id/schedules',
    {
      ...guarded,
      schema: {
        ...doc(
          'Schedule your class weekly (201): a session on each chosen weekday at a London time; dates that already have one are skipped',
        ),
        params: idParamsSchema,
        body: weeklyScheduleInputSchema,
        response: { 201: scheduleResultSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWeeklySchedule(app.db, request.params.id, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/sessions/:id',
    {
      ...guarded,
      schema: {
        ...doc('Move or edit one of your upcoming sessions'),
        params: idParamsSchema,
        body: updateSessionInputSchema,
        response: { 200: ownerSessionSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    (request) => updateOwnSession(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.post(
    '/api/sessions/:id/cancel',
    {
      ...guarded,
      schema: {
        ...doc(
          'Cancel your session and every confirmed booking on it ("Cancelled by the studio: <reason>"); idempotent',
        ),
        params: idParamsSchema,
        body: cancelSessionInputSchema,
        response: { 200: ownerSessionSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    (request) => cancelOwnSession(app.db, request.params.id, currentUser(request).id, request.body),
  );
};
