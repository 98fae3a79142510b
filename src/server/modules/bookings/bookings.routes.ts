import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingHeadersSchema,
  bookingSchema,
  cancelBookingInputSchema,
  createBookingInputSchema,
  payBookingInputSchema,
} from '../../../common/schemas/booking';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { gatedConflictSchema } from '../../../common/schemas/waiver';
import { requestContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import type { BookingCaps } from '../places/take-place';
import { createBooking, getBooking, listBookings } from './bookings.service';
import { cancelBooking } from './cancel-booking';
import { payBooking } from './pay-booking';

export interface BookingLimits extends BookingCaps {
  /** Booking requests per minute from one address. */
  perMinutePerSource: number;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  perMinutePerSource: 30,
  newAccountUpcoming: 5,
  perAccountPerHour: 20,
};

/** A booking body is two short fields; anything near this size is not a booking. */
const BOOKING_BODY_LIMIT = 1024;

export const bookingsRoutes: FastifyPluginAsyncZod<{ limits: BookingLimits }> = async (app, { limits }) => {
  const { guarded, doc } = guardedRoutes(app, 'bookings');
  const caps = { newAccountUpcoming: limits.newAccountUpcoming, perAccountPerHour: limits.perAccountPerHour };
  app.post(
    '/api/bookings',
    {
      // Both run before the body is read: the per-address limit, then that a token is sent. The
      // booking statement checks the token itself, so a booking is one round trip
      // (docs/decisions/0100); a request that fails before it gets the sign-in's answer first.
      config: { rateLimit: { max: limits.perMinutePerSource, timeWindow: '1 minute' } },
      onRequest: app.requireBearer,
      bodyLimit: BOOKING_BODY_LIMIT,
      schema: {
        ...doc('Book a place on a session at the class price (201; 200 when an Idempotency-Key is replayed)'),
        headers: bookingHeadersSchema,
        body: createBookingInputSchema,
        response: {
          200: bookingSchema,
          201: bookingSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          // With WAIVER_REQUIRED, the studio and the version to sign (docs/decisions/0128).
          409: gatedConflictSchema,
          413: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      let account: Promise<string> | undefined;
      const booker = {
        tokenHash: request.bearerTokenHash ?? '',
        // Asked at most once, on the paths that need the account outside the booking statement.
        account: () => {
          account ??= app.authenticate(request).then(() => currentUser(request).id);
          return account;
        },
      };
      const { booking, replayed } = await createBooking(
        app.db,
        booker,
        request.body,
        caps,
        request.headers['idempotency-key'],
        { now: app.clock(), holdMinutes: app.holdMinutes, cooldownMinutes: app.holdCooldownMinutes },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(booking);
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      ...guarded,
      schema: {
        ...doc('One of your bookings with its session, class and studio'),
        params: idParamsSchema,
        response: { 200: bookingSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => getBooking(app.db, request.params.id, currentUser(request).id, app.clock()),
  );

  app.get(
    '/api/user/bookings',
    {
      ...guarded,
      schema: {
        ...doc('Your bookings, newest session first'),
        response: { 200: bookingSchema.array(), 401: errorSchema },
      },
    },
    (request) => listBookings(app.db, currentUser(request).id, app.clock()),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      ...guarded,
      schema: {
        ...doc(
          'Cancel your booking: a held one just gives its place back; a confirmed one is late after the studio window (no refund); again answers the same outcome',
        ),
        params: idParamsSchema,
        body: cancelBookingInputSchema,
        response: {
          200: bookingSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    (request) => cancelBooking(requestContext(app, request), request.params.id, request.body?.reason),
  );

  app.post(
    '/api/bookings/:id/payment',
    {
      ...guarded,
      schema: {
        ...doc(
          'Pay for your held booking (demo method, or the gift balance; with useGiftBalance the balance pays first and the demo card the rest): it becomes confirmed; paying again answers the same payment',
        ),
        params: idParamsSchema,
        body: payBookingInputSchema,
        response: {
          200: bookingSchema,
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    (request) =>
      payBooking(app.db, app.payments, {
        bookingId: request.params.id,
        userId: currentUser(request).id,
        method: request.body.method,
        useGiftBalance: request.body.useGiftBalance,
        now: app.clock(),
      }),
  );
};
