import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingHeadersSchema } from '../../../common/schemas/booking';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/fields';
import {
  cancelPassAnswerSchema,
  passSchema,
  purchaseAnswerSchema,
  purchaseInputSchema,
} from '../../../common/schemas/product';
import { gatedConflictSchema } from '../../../common/schemas/waiver';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { cancelPass } from './cancel-pass';
import { activeFirst, toPassDto } from './passes.mapper';
import { findPassesOfUser } from './passes.repository';
import { purchaseProduct } from './purchase';

/** Buying, holding and cancelling passes (issue 29, docs/decisions/0055, 0056). */
export const passesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'passes');

  app.post(
    '/api/products/:id/purchase',
    {
      ...guarded,
      schema: {
        ...doc(
          'Buy a pack, intro offer or membership (201 { pass }; 200 when an Idempotency-Key is replayed); an intro offer once per studio, ever',
        ),
        params: idParamsSchema,
        headers: bookingHeadersSchema,
        body: purchaseInputSchema,
        response: {
          200: purchaseAnswerSchema,
          201: purchaseAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          404: errorSchema,
          // With WAIVER_REQUIRED, the studio and the version to sign (docs/decisions/0128).
          409: gatedConflictSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { pass, replayed } = await purchaseProduct(app.db, app.payments, {
        productId: request.params.id,
        userId: currentUser(request).id,
        method: request.body.method,
        idempotencyKey: request.headers['idempotency-key'],
        now: app.clock(),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({ pass });
    },
  );

  app.get(
    '/api/user/passes',
    {
      ...guarded,
      schema: {
        ...doc('Your passes and memberships, active ones first'),
        response: { 200: passSchema.array(), 401: errorSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      return activeFirst(
        (await findPassesOfUser(app.db, currentUser(request).id)).map((p) => toPassDto(p, now)),
      );
    },
  );

  app.post(
    '/api/passes/:id/cancel',
    {
      ...guarded,
      schema: {
        ...doc(
          'Cancel your membership: it stops renewing and stays active until its period ends; within 14 days of purchase it ends at once with a refund (cooling-off). Again answers the same',
        ),
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: cancelPassAnswerSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => cancelPass(app.db, request.params.id, currentUser(request).id, app.clock()),
  );
};
