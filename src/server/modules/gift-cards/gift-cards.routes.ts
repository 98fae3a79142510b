import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idempotencyHeadersSchema } from '../../../common/schemas/fields';
import {
  balanceSchema,
  buyGiftCardInputSchema,
  giftCardSchema,
  redeemGiftCardInputSchema,
} from '../../../common/schemas/gift-card';
import type { CounterStore } from '../../lib/counter-store';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { redeemGiftCard } from './gift-cards.service';
import { buyWithinLimits, DEFAULT_PURCHASE_LIMITS, type PurchaseLimits } from './purchase-limits';

export interface GiftCardLimits extends PurchaseLimits {
  /** Wrong codes one account may try in an hour; the next attempt is a 429. */
  wrongCodesPerHour: number;
}

export const DEFAULT_GIFT_CARD_LIMITS: GiftCardLimits = { wrongCodesPerHour: 10, ...DEFAULT_PURCHASE_LIMITS };

/** Gift cards: bought (purchases counted in `counters`, issue 63) and redeemed into the balance. */
export const giftCardsRoutes: FastifyPluginAsyncZod<{
  limits: GiftCardLimits;
  counters: CounterStore;
}> = async (app, { limits, counters }) => {
  const { guarded, doc } = guardedRoutes(app, 'gift-cards');
  app.post(
    '/api/gift-cards',
    {
      ...guarded,
      schema: {
        ...doc(
          'Buy a gift card (demo payment): its code is e-mailed to the recipient (201; 200 when an Idempotency-Key is replayed). At most 5 a day to one recipient, 10 per account and 10 per address, then 429',
        ),
        headers: idempotencyHeadersSchema,
        body: buyGiftCardInputSchema,
        response: {
          200: giftCardSchema,
          201: giftCardSchema,
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { card, replayed } = await buyWithinLimits(
        { db: app.db, provider: app.payments, counters, limits },
        { id: currentUser(request).id, ip: request.ip },
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(card);
    },
  );

  app.post(
    '/api/user/gift-cards/redeem',
    {
      ...guarded,
      schema: {
        ...doc('Redeem a gift card code into your balance (with or without hyphens, any case); once only'),
        body: redeemGiftCardInputSchema,
        response: {
          200: balanceSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    (request) =>
      redeemGiftCard(app.db, currentUser(request).id, request.body.code, {
        now: app.clock(),
        wrongCodesPerHour: limits.wrongCodesPerHour,
      }),
  );
};
