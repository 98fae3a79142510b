import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { favouritesSchema } from '../../../common/schemas/favourite';
import { idParamsSchema } from '../../../common/schemas/fields';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { listFavourites, saveFavourite, unsaveFavourite } from './favourites.service';

const KINDS = [
  { kind: 'studios', noun: 'studio' },
  { kind: 'classes', noun: 'class' },
] as const;

export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'favourites');
  app.get(
    '/api/user/favourites',
    {
      ...guarded,
      schema: {
        ...doc('Your saved studios and classes, newest first, in the catalogue lists’ shapes'),
        response: { 200: favouritesSchema, 401: errorSchema },
      },
    },
    (request) => listFavourites(requestContext(app, request)),
  );

  for (const { kind, noun } of KINDS) {
    const response = { 204: z.null(), 401: errorSchema, 404: errorSchema };
    app.put(
      `/api/user/favourites/${kind}/:id`,
      {
        ...guarded,
        schema: {
          ...doc(`Save a ${noun} (204; saving it again changes nothing)`),
          params: idParamsSchema,
          response,
        },
      },
      async (request, reply) => {
        await saveFavourite(requestContext(app, request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      `/api/user/favourites/${kind}/:id`,
      {
        ...guarded,
        schema: {
          ...doc(`Forget a saved ${noun} (204, also when it was not saved)`),
          params: idParamsSchema,
          response,
        },
      },
      async (request, reply) => {
        await unsaveFavourite(requestContext(app, request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
