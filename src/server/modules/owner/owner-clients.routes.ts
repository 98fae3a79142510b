import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import {
  clientDetailSchema,
  clientParamsSchema,
  clientSchema,
  ownerClientsQuerySchema,
} from '../../../common/schemas/owner-clients';
import { PAGED_LIST_DESCRIPTION, pageItems } from '../../lib/page-headers';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { clientDetail, listClients } from './owner-clients.service';
import { OWNER_ERRORS } from './owner-errors';

export const ownerClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/clients',
    {
      ...guarded,
      schema: {
        ...doc('The people who booked at your studios (or one), by name, with their visits and next booking'),
        description: PAGED_LIST_DESCRIPTION,
        querystring: ownerClientsQuerySchema,
        response: { 200: clientSchema.array(), 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    async (request, reply) =>
      pageItems(
        request,
        reply,
        await listClients(app.db, currentUser(request).id, request.query, app.clock()),
      ),
  );

  app.get(
    '/api/owner/clients/:userId',
    {
      ...guarded,
      schema: {
        ...doc('One of your clients: their numbers and every booking at your studios, latest first'),
        params: clientParamsSchema,
        response: { 200: clientDetailSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) =>
      clientDetail(app.db, app.healthData, currentUser(request).id, request.params.userId, app.clock()),
  );
};
