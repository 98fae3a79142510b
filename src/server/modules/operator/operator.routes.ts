import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  auditEntrySchema,
  auditQuerySchema,
  operatorBookingSchema,
  operatorReasonSchema,
  operatorSearchQuerySchema,
  operatorStudioSchema,
  operatorUserDetailSchema,
  operatorUserSchema,
  refundInputSchema,
  reportedReviewSchema,
} from '../../../common/schemas/operator';
import { type Context, requestContext } from '../../context';
import { pageItems } from '../../lib/page-headers';
import { BEARER_SECURITY } from '../../plugins/auth';
import { listAudit } from './operator-audit.service';
import {
  listUsers,
  refundBookingFor,
  suspendUser,
  unsuspendUser,
  userDetail,
} from './operator-people.service';
import { dismissReports, hideReview, listReportedReviews, restoreReview } from './operator-reviews.service';
import {
  listStudios,
  suspendStudio,
  unsuspendStudio,
  unverifyStudio,
  verifyStudio,
} from './operator-studios.service';

const NOT_OPERATOR =
  ' Anyone who is not a signed-in operator gets the 404 of an unknown route, on every operator route.';
const doc = (summary: string) => ({
  tags: ['operator'],
  summary,
  description: NOT_OPERATOR,
  security: BEARER_SECURITY,
});
const writeErrors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The operator API (docs/decisions/0079). One hook covers the whole prefix: it runs before anything
 * is read, and answers everyone but a signed-in operator exactly as a path no route has.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateOperator);

  /** A write on the record `:id` names, with a reason: the service answers what the route sends. */
  const write = <B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    result: R,
    writer: (ctx: Context, id: string, input: z.output<B>) => Promise<z.input<R>>,
  ) => {
    const schema: FastifySchema = {
      ...doc(summary),
      params: idParamsSchema,
      body,
      response: { 200: result, ...writeErrors },
    };
    app.route({
      method: 'POST',
      url,
      schema,
      // As in guardedRoutes: the validator has checked params and body against these schemas.
      handler: async (request, reply) => {
        const { id } = request.params as z.output<typeof idParamsSchema>;
        return reply.send(await writer(requestContext(app, request), id, request.body as z.output<B>));
      },
    });
  };

  app.get(
    '/api/operator/reports',
    {
      schema: {
        ...doc(
          'Reviews with open reports (who reported them, why, and their notes), the latest reported first',
        ),
        response: { 200: z.array(reportedReviewSchema), 404: errorSchema },
      },
    },
    async () => listReportedReviews(app.db),
  );
  write(
    '/api/operator/reports/:id/dismiss',
    "Dismiss a review's open reports (`:id` is the review's, as in the queue): they leave the queue and the review stays as it is, shown or hidden; the reviewer is not told (docs/decisions/0126)",
    operatorReasonSchema,
    reportedReviewSchema,
    dismissReports,
  );
  write(
    '/api/operator/reviews/:id/hide',
    "Hide a review: it leaves the studio's reviews, rating and count; the reviewer is told",
    operatorReasonSchema,
    reportedReviewSchema,
    hideReview,
  );
  write(
    '/api/operator/reviews/:id/restore',
    "Restore a hidden review to the studio's reviews, rating and count",
    operatorReasonSchema,
    reportedReviewSchema,
    restoreReview,
  );

  app.get(
    '/api/operator/studios',
    {
      schema: {
        ...doc('Search studios by name, postcode or owner e-mail (all of them without q), by name'),
        querystring: operatorSearchQuerySchema,
        response: { 200: z.array(operatorStudioSchema), 404: errorSchema },
      },
    },
    async (request) => listStudios(app.db, request.query.q),
  );
  write(
    '/api/operator/studios/:id/verify',
    'Mark a studio verified: public answers carry verified: true, and its page and cards a badge',
    operatorReasonSchema,
    operatorStudioSchema,
    verifyStudio,
  );
  write(
    '/api/operator/studios/:id/unverify',
    'Take a studio’s verification back: public answers carry verified: false, and its badge goes',
    operatorReasonSchema,
    operatorStudioSchema,
    unverifyStudio,
  );
  write(
    '/api/operator/studios/:id/suspend',
    'Suspend a studio: it leaves the catalogue, its future sessions are cancelled with the usual notices, and its passes and memberships end with the unused part refunded where it was paid from (docs/decisions/0120)',
    operatorReasonSchema,
    operatorStudioSchema,
    suspendStudio,
  );
  write(
    '/api/operator/studios/:id/unsuspend',
    'Lift a studio’s suspension: its owner has it back, a draft until they schedule again (cancelled sessions stay cancelled, ended passes ended)',
    operatorReasonSchema,
    operatorStudioSchema,
    unsuspendStudio,
  );

  app.get(
    '/api/operator/users',
    {
      schema: {
        ...doc('Search people by e-mail, username or name, newest accounts first'),
        querystring: operatorSearchQuerySchema,
        response: { 200: z.array(operatorUserSchema), 404: errorSchema },
      },
    },
    async (request) => listUsers(app.db, request.query.q),
  );
  app.get(
    '/api/operator/users/:id',
    {
      schema: {
        ...doc(
          'A person, their bookings (with refunds) the latest session first, their passes and memberships, and their gift balance',
        ),
        params: idParamsSchema,
        response: { 200: operatorUserDetailSchema, 404: errorSchema },
      },
    },
    async (request) => userDetail(app.db, request.params.id, app.clock()),
  );
  write(
    '/api/operator/users/:id/suspend',
    'Suspend a person: their tokens stop working at once and sign-in answers 403 ACCOUNT_SUSPENDED',
    operatorReasonSchema,
    operatorUserSchema,
    suspendUser,
  );
  write(
    '/api/operator/users/:id/unsuspend',
    'Lift a suspension: the person can sign in again',
    operatorReasonSchema,
    operatorUserSchema,
    unsuspendUser,
  );

  write(
    '/api/operator/bookings/:id/refund',
    'Refund a paid booking on the studio’s behalf, in full or in part (at most what was paid less earlier refunds: 409 REFUND_TOO_LARGE); the student is told',
    refundInputSchema,
    operatorBookingSchema,
    refundBookingFor,
  );

  app.get(
    '/api/operator/audit',
    {
      schema: {
        ...doc('The audit log of every operator action, newest first; Link (rel="next") pages on by cursor'),
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => pageItems(request, reply, await listAudit(app.db, request.query.cursor)),
  );
};
