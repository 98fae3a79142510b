import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  joinedWaitlistSchema,
  joinWaitlistBodySchema,
  waitlistEntrySchema,
} from '../../../common/schemas/waitlist';
import { gatedConflictSchema } from '../../../common/schemas/waiver';
import { requestContext } from '../../context';
import { BEARER_SECURITY } from '../../plugins/auth';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sessions/:id/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist of a full session (409 while it has places: book instead)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: joinWaitlistBodySchema,
        response: {
          201: joinedWaitlistSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          // With WAIVER_REQUIRED, the studio and the version to sign (docs/decisions/0128).
          409: gatedConflictSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await joinWaitlist(requestContext(app, request), request.params.id, request.body?.passId ?? null),
        ),
  );

  app.delete(
    '/api/sessions/:id/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist of a session',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(requestContext(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary:
          'Your waitlist entries: live positions, and promotions or studio cancellations of sessions not yet over',
        security: BEARER_SECURITY,
        response: { 200: waitlistEntrySchema.array(), 401: errorSchema },
      },
    },
    (request) => listWaitlist(requestContext(app, request)),
  );
};
