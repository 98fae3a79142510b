import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingSchema } from '../../../common/schemas/booking';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/fields';
import {
  applyPromoInputSchema,
  createPromoCodeInputSchema,
  promoCodeSchema,
} from '../../../common/schemas/promo-code';
import { requestContext } from '../../context';
import type { CounterStore } from '../../lib/counter-store';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from '../owner/owner-errors';
import { applyPromo } from './apply-promo';
import { createPromoCode, deactivateOwnPromoCode, listPromoCodes } from './promo-codes.service';
import { guessed, type PromoLimits } from './promo-guesses';

/**
 * A studio's promo codes (issue 30, docs/decisions/0064): owners make and deactivate them, students
 * apply one, their wrong codes counted in `counters` against `limits` (issue 63).
 */
export const promoCodesRoutes: FastifyPluginAsyncZod<{
  limits: PromoLimits;
  counters: CounterStore;
}> = async (app, { limits, counters }) => {
  const owner = guardedRoutes(app, 'promo-codes', 'owner');
  const student = guardedRoutes(app, 'promo-codes');

  owner.write(
    {
      method: 'POST',
      url: '/api/studios/:id/promo-codes',
      summary:
        'Make a promo code for your studio: percentOff or amountOff, optionally maxUses, validUntil and firstVisitOnly (201)',
      body: createPromoCodeInputSchema,
      status: 201,
      result: promoCodeSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createPromoCode,
  );

  app.get(
    '/api/studios/:id/promo-codes',
    {
      ...owner.guarded,
      schema: {
        ...owner.doc(
          'Your studio’s promo codes, deactivated ones too, with their uses (held or paid bookings)',
        ),
        params: idParamsSchema,
        response: { 200: promoCodeSchema.array(), 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listPromoCodes(requestContext(app, request), request.params.id),
  );

  app.delete(
    '/api/promo-codes/:id',
    {
      ...owner.guarded,
      schema: {
        ...owner.doc('Deactivate your promo code: no new uses; it stays in the list, marked inactive'),
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: promoCodeSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => deactivateOwnPromoCode(requestContext(app, request), request.params.id),
  );

  student.write(
    {
      method: 'POST',
      url: '/api/bookings/:id/promo',
      summary:
        'Apply the studio’s promo code to your held booking: the answer carries promoCode, discount and the lower amountDue. At most 10 wrong codes an hour per account and 30 per address, then 429',
      body: applyPromoInputSchema,
      status: 200,
      result: bookingSchema,
      errors: { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
    },
    (ctx, id, body, request) =>
      guessed(counters, limits, { accountId: ctx.actor.id, ip: request.ip }, () =>
        applyPromo(ctx, id, body.code),
      ),
  );
};
