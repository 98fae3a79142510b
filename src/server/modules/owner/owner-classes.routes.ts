import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classBaseSchema } from '../../../common/schemas/class';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { createClassInputSchema, updateClassInputSchema } from '../../../common/schemas/owner-class';
import { deactivateQuerySchema } from '../../../common/schemas/owner-studio';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { archiveOwnClass, createClass, listOwnStudioClasses, updateOwnClass } from './owner-classes.service';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from './owner-errors';

export const ownerClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/studios/:id/classes',
    {
      ...guarded,
      schema: {
        ...doc('Your studio’s classes, archived ones included (last), each with its upcoming sessions'),
        params: idParamsSchema,
        response: { 200: classBaseSchema.array(), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnStudioClasses(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/api/studios/:id/classes',
    {
      ...guarded,
      schema: {
        ...doc('Add a class to your studio (201)'),
        params: idParamsSchema,
        body: createClassInputSchema,
        response: { 201: classBaseSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createClass(app.db, request.params.id, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/classes/:id',
    {
      ...guarded,
      schema: {
        ...doc(
          'Change some of your class’s details; 409 when maxParticipants would be below the bookings of a future session',
        ),
        params: idParamsSchema,
        body: updateClassInputSchema,
        response: { 200: classBaseSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    (request) => updateOwnClass(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/classes/:id',
    {
      ...guarded,
      schema: {
        ...doc(
          'Archive your class: it leaves the catalogue. 409 while future sessions hold bookings, unless cancelSessions=true',
        ),
        params: idParamsSchema,
        querystring: deactivateQuerySchema,
        response: { 200: classBaseSchema, 404: errorSchema, 409: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) =>
      archiveOwnClass(app.db, request.params.id, currentUser(request).id, request.query.cancelSessions),
  );
};
