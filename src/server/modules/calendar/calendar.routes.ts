import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../../../common/schemas/calendar';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { BEARER_SECURITY, currentUser } from '../../plugins/auth';
import { bookingIcs, feedIcs, feedStatus, resetFeed, revokeFeed } from './calendar.service';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** An .ics answer is declared as text/calendar: Fastify sends the string as it is, not as JSON. */
const icsFile = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string() } },
});
/** A file name from a class title: letters, digits and dashes only. */
const fileName = (title: string) =>
  `attune-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'booking'
  }.ics`;

export const calendarRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // PUBLIC_URL, not the request's Host header: a forged Host would hand the student a feed URL on
  // someone else's server, which would then receive the secret with every calendar refresh.
  const feedBase = `${publicUrl.replace(/\/+$/, '')}/api/calendar/`;

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Your booking as an iCalendar file (text/calendar), cancelled ones with STATUS:CANCELLED',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: icsFile('The booking as one VEVENT'), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { ics, title } = await bookingIcs(
        app.db,
        request.params.id,
        currentUser(request).id,
        app.clock(),
      );
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(title)}"`)
        .send(ics);
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'A personal feed of your bookings of sessions not yet over, to subscribe to: /api/calendar/{secret}.ics',
        params: z.object({ file: z.string().max(100) }),
        response: { 200: icsFile('Your bookings as VEVENTs'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const secret = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const ics = await feedIcs(app.db, secret, app.clock());
      // The secret is the credential: the answer is private to whoever holds it.
      return reply.type(ICS_TYPE).header('cache-control', 'private, no-store').send(ics);
    },
  );

  app.get(
    '/api/user/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Whether you have a personal calendar feed (its URL is shown only when created)',
        security: BEARER_SECURITY,
        response: { 200: calendarFeedStatusSchema, 401: errorSchema },
      },
    },
    (request) => feedStatus(app.db, currentUser(request).id),
  );

  app.post(
    '/api/user/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Create or reset your calendar feed: a new secret URL; the previous one stops working',
        security: BEARER_SECURITY,
        response: { 201: calendarFeedCreatedSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const secret = await resetFeed(app.db, currentUser(request).id);
      const url = `${feedBase}${secret}.ics`;
      return reply.code(201).send({ active: true as const, url });
    },
  );

  app.delete(
    '/api/user/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Turn your calendar feed off: its URL stops working',
        security: BEARER_SECURITY,
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
