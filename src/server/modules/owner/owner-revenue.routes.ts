import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { ownerRevenueQuerySchema, revenueSchema } from '../../../common/schemas/owner-revenue';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS } from './owner-errors';
import { ownerRevenue } from './owner-revenue.service';

export const ownerRevenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/revenue',
    {
      ...guarded,
      schema: {
        ...doc(
          'Your money on the London dates from–to (both included, at most 366 days): payments taken, refunds given, net, by kind and by day, in exact pounds',
        ),
        querystring: ownerRevenueQuerySchema,
        response: { 200: revenueSchema, 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => ownerRevenue(app.db, currentUser(request).id, request.query),
  );
};
