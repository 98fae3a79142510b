import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewPatchSchema,
  reviewReportInputSchema,
  reviewReportSchema,
  writtenReviewSchema,
} from '../../../common/schemas/review';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { reportReview } from './review-reports.service';
import { createReview, editReview, listReviews, removeReview } from './reviews.service';

const writeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'reviews');
  write(
    {
      method: 'POST',
      url: '/api/bookings/:id/review',
      summary: 'Review your completed booking (once); the studio rating becomes the exact mean',
      body: reviewInputSchema,
      status: 201,
      result: writtenReviewSchema,
      // 403: a review of one's own studio (rules/own-studio-review).
      errors: { ...writeErrors, 403: errorSchema },
    },
    createReview,
  );

  write(
    {
      method: 'PATCH',
      url: '/api/reviews/:id',
      summary: 'Edit your review; the studio rating follows',
      body: reviewPatchSchema,
      status: 200,
      result: writtenReviewSchema,
      errors: writeErrors,
    },
    editReview,
  );

  app.delete(
    '/api/reviews/:id',
    {
      ...guarded,
      schema: {
        ...doc('Delete your review; the studio rating follows'),
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await removeReview(requestContext(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      ...guarded,
      schema: {
        ...doc(
          'Report a review (fake, offensive, personal-information, other): 201, or 200 with your earlier report; the review stays visible',
        ),
        params: idParamsSchema,
        body: reviewReportInputSchema,
        response: {
          200: reviewReportSchema,
          201: reviewReportSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { report, created } = await reportReview(
        requestContext(app, request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  // The two public lists differ only in whose reviews they read.
  for (const [kind, scope] of [
    ['studio', (id: string) => ({ studioId: id })],
    ['class', (id: string) => ({ classId: id })],
  ] as const) {
    app.get(
      `/api/${kind === 'studio' ? 'studios' : 'classes'}/:id/reviews`,
      {
        config: { publicCache: true },
        schema: {
          tags: ['reviews'],
          summary: `A ${kind}'s reviews, newest first, never ordered by rating (keyset pages: limit, cursor)`,
          params: idParamsSchema,
          querystring: reviewPageQuerySchema,
          response: { 200: reviewPageSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      (request) => listReviews(app.db, scope(request.params.id), request.query),
    );
  }
};
