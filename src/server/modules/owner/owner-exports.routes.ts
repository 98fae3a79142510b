import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { ownerClientsExportQuerySchema } from '../../../common/schemas/owner-clients';
import { dateRangeQuerySchema, MAX_REPORT_DAYS } from '../../../common/schemas/owner-range';
import { ownerRevenueQuerySchema } from '../../../common/schemas/owner-revenue';
import { csvFile, sendCsv } from '../../lib/csv';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS } from './owner-errors';
import { bookingsCsv, type CsvExport, clientsCsv, revenueCsv, rosterCsv } from './owner-exports.service';

const CSV_NOTE = 'RFC 4180, UTF-8 with a byte-order mark, CRLF; a download named after the studio and dates';

export const ownerExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  const send = (reply: Parameters<typeof sendCsv>[0], file: CsvExport) =>
    sendCsv(reply, file.fileName, file.text);

  app.get(
    '/api/owner/sessions/:id/roster.csv',
    {
      ...guarded,
      schema: {
        ...doc('Your session’s roster as a CSV file (text/csv)'),
        description: CSV_NOTE,
        params: idParamsSchema,
        response: { 200: csvFile('One row per booking'), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    async (request, reply) =>
      send(reply, await rosterCsv(app.db, request.params.id, currentUser(request).id, app.clock())),
  );

  app.get(
    '/api/owner/bookings.csv',
    {
      ...guarded,
      schema: {
        ...doc(
          'The bookings of your sessions on the London dates from–to (both included, at most 366 days) as a CSV file (text/csv), by session time',
        ),
        description: CSV_NOTE,
        querystring: dateRangeQuerySchema(MAX_REPORT_DAYS),
        response: {
          200: csvFile('One row per booking'),
          400: errorSchema,
          404: errorSchema,
          ...OWNER_ERRORS,
        },
      },
    },
    async (request, reply) =>
      send(reply, await bookingsCsv(app.db, currentUser(request).id, request.query, app.clock())),
  );

  app.get(
    '/api/owner/clients.csv',
    {
      ...guarded,
      schema: {
        ...doc('Everyone who booked at your studios (or one) as a CSV file (text/csv), by name'),
        description: CSV_NOTE,
        querystring: ownerClientsExportQuerySchema,
        response: {
          200: csvFile('One row per client'),
          400: errorSchema,
          404: errorSchema,
          ...OWNER_ERRORS,
        },
      },
    },
    async (request, reply) =>
      send(reply, await clientsCsv(app.db, currentUser(request).id, request.query.studioId, app.clock())),
  );

  app.get(
    '/api/owner/revenue.csv',
    {
      ...guarded,
      schema: {
        ...doc('Your money per London day from–to as a CSV file (text/csv): gross, refunds, net'),
        description: CSV_NOTE,
        querystring: ownerRevenueQuerySchema,
        response: {
          200: csvFile('One row per day'),
          400: errorSchema,
          404: errorSchema,
          ...OWNER_ERRORS,
        },
      },
    },
    async (request, reply) => send(reply, await revenueCsv(app.db, currentUser(request).id, request.query)),
  );
};
