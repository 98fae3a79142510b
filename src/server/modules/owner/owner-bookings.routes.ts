import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  attendanceInputSchema,
  ownerBookingPageSchema,
  ownerBookingSchema,
  ownerBookingsQuerySchema,
  ownerStatsSchema,
} from '../../../common/schemas/owner-booking';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { listOwnerBookings, markOwnBookingAttendance, ownerStats } from './owner-bookings.service';
import { OWNER_ERRORS } from './owner-errors';

export const ownerBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  app.get(
    '/api/owner/bookings',
    {
      ...guarded,
      schema: {
        ...doc(
          'Bookings on your sessions (the roster), newest first, with each student’s name and e-mail; paged by cursor',
        ),
        querystring: ownerBookingsQuerySchema,
        response: { 200: ownerBookingPageSchema, 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnerBookings(requestContext(app, request), request.query),
  );

  app.post(
    '/api/bookings/:id/attendance',
    {
      ...guarded,
      schema: {
        ...doc(
          'Mark a booking on your session attended or no-show (from its start until 7 days after its end; not once reviewed)',
        ),
        params: idParamsSchema,
        body: attendanceInputSchema,
        response: {
          200: ownerBookingSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...OWNER_ERRORS,
        },
      },
    },
    (request) =>
      markOwnBookingAttendance(requestContext(app, request), request.params.id, request.body.attendance),
  );

  app.get(
    '/api/owner/stats',
    {
      ...guarded,
      schema: {
        ...doc(
          'Your dashboard’s numbers: studios, active classes, bookings, average rating, upcoming sessions, revenue',
        ),
        response: { 200: ownerStatsSchema, ...OWNER_ERRORS },
      },
    },
    (request) => ownerStats(requestContext(app, request)),
  );
};
