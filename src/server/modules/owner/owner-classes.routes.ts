import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/fields';
import {
  createClassInputSchema,
  ownerClassSchema,
  updateClassInputSchema,
} from '../../../common/schemas/owner-class';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { deactivateRoute } from './deactivate-route';
import {
  archiveOwnClass,
  createClass,
  listOwnStudioClasses,
  restoreOwnClass,
  updateOwnClass,
} from './owner-classes.service';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from './owner-errors';

export const ownerClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/studios/:id/classes',
    {
      ...guarded,
      schema: {
        ...doc('Your studio’s classes, archived ones included (last), each with its upcoming sessions'),
        params: idParamsSchema,
        response: { 200: ownerClassSchema.array(), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnStudioClasses(requestContext(app, request), request.params.id),
  );

  write(
    {
      method: 'POST',
      url: '/api/studios/:id/classes',
      summary: 'Add a class to your studio (201)',
      body: createClassInputSchema,
      status: 201,
      result: ownerClassSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createClass,
  );

  write(
    {
      method: 'PATCH',
      url: '/api/classes/:id',
      summary:
        'Change some of your class’s details; 409 when maxParticipants would be below the bookings of a future session',
      body: updateClassInputSchema,
      status: 200,
      result: ownerClassSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    updateOwnClass,
  );

  deactivateRoute(
    app,
    {
      url: '/api/classes/:id',
      summary:
        'Archive your class: it leaves the catalogue. 409 while future sessions hold bookings, unless cancelSessions=true',
      result: ownerClassSchema,
    },
    archiveOwnClass,
  );

  write(
    {
      method: 'POST',
      url: '/api/classes/:id/restore',
      summary:
        'Restore your archived class: it is back in the catalogue (also when it was never out). 409 while its studio is deactivated',
      body: noBodySchema,
      status: 200,
      result: ownerClassSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    restoreOwnClass,
  );
};
