import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { balanceSchema } from '../../../common/schemas/gift-card';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { findBalance } from './ledger';

export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'balance');
  app.get(
    '/api/user/balance',
    {
      ...guarded,
      schema: {
        ...doc('Your balance from redeemed gift cards, less what it has paid for'),
        response: { 200: balanceSchema, 401: errorSchema },
      },
    },
    async (request) => ({ balance: await findBalance(app.db, currentUser(request).id) }),
  );
};
