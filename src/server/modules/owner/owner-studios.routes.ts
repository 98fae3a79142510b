import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  createStudioInputSchema,
  deactivateQuerySchema,
  ownerStudioListItemSchema,
  ownerStudioSchema,
  updateStudioInputSchema,
} from '../../../common/schemas/owner-studio';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS } from './owner-errors';
import { createStudio, deactivateOwnStudio, listOwnStudios, updateOwnStudio } from './owner-studios.service';

export const ownerStudiosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
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
    (request) => listOwnStudios(app.db, currentUser(request).id),
  );

  app.post(
    '/api/studios',
    {
      ...guarded,
      schema: {
        ...doc('Add a studio (201)'),
        body: createStudioInputSchema,
        response: { 201: ownerStudioSchema, 400: errorSchema, ...OWNER_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStudio(app.db, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/studios/:id',
    {
      ...guarded,
      schema: {
        ...doc('Change some of your studio’s details'),
        params: idParamsSchema,
        body: updateStudioInputSchema,
        response: { 200: ownerStudioSchema, 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => updateOwnStudio(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/studios/:id',
    {
      ...guarded,
      schema: {
        ...doc(
          'Deactivate your studio: it leaves the catalogue. 409 while future sessions hold bookings, unless cancelSessions=true',
        ),
        params: idParamsSchema,
        querystring: deactivateQuerySchema,
        response: { 200: ownerStudioSchema, 404: errorSchema, 409: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) =>
      deactivateOwnStudio(app.db, request.params.id, currentUser(request).id, request.query.cancelSessions),
  );
};
