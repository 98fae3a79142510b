import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { noBodySchema } from '../../../common/schemas/fields';
import {
  coordinatesTogether,
  createStudioInputSchema,
  ownerStudioListItemSchema,
  ownerStudioSchema,
  updateStudioInputSchema,
} from '../../../common/schemas/owner-studio';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { deactivateRoute } from './deactivate-route';
import { OWNER_ERRORS } from './owner-errors';
import {
  createStudio,
  deactivateOwnStudio,
  listOwnStudios,
  reactivateOwnStudio,
  updateOwnStudio,
} from './owner-studios.service';

export const ownerStudiosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/studios',
    {
      ...guarded,
      schema: {
        ...doc(
          'Your studios, inactive ones included, with their active classes and upcoming sessions counted',
        ),
        response: { 200: ownerStudioListItemSchema.array(), ...OWNER_ERRORS },
      },
    },
    (request) => listOwnStudios(requestContext(app, request)),
  );

  app.post(
    '/api/studios',
    {
      ...guarded,
      schema: {
        ...doc('Add a studio (201)'),
        body: createStudioInputSchema.superRefine(coordinatesTogether),
        response: { 201: ownerStudioSchema, 400: errorSchema, ...OWNER_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStudio(requestContext(app, request), request.body)),
  );

  write(
    {
      method: 'PATCH',
      url: '/api/studios/:id',
      summary: 'Change some of your studio’s details',
      body: updateStudioInputSchema.superRefine(coordinatesTogether),
      status: 200,
      result: ownerStudioSchema,
      errors: { 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
    },
    updateOwnStudio,
  );

  deactivateRoute(
    app,
    {
      url: '/api/studios/:id',
      summary:
        'Deactivate your studio: it leaves the catalogue. 409 while future sessions hold bookings, unless cancelSessions=true',
      result: ownerStudioSchema,
    },
    deactivateOwnStudio,
  );

  write(
    {
      method: 'POST',
      url: '/api/studios/:id/reactivate',
      summary:
        'Reactivate your studio: it and its classes that are not archived are back in the catalogue (also when it was never out)',
      body: noBodySchema,
      status: 200,
      result: ownerStudioSchema,
      errors: { 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
    },
    reactivateOwnStudio,
  );
};
