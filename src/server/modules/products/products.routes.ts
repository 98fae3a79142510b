import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/fields';
import { ownerProductSchema, ownerProductsQuerySchema } from '../../../common/schemas/owner-product';
import {
  createProductInputSchema,
  productSchema,
  updateProductInputSchema,
} from '../../../common/schemas/product';
import { requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS, OWNER_WRITE_ERRORS } from '../owner/owner-errors';
import {
  archiveOwnProduct,
  createProduct,
  listOwnerProducts,
  listStudioProducts,
  updateOwnProduct,
} from './products.service';

/** A studio's passes and memberships (issue 29, docs/decisions/0055): owners sell them, anyone reads them. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc, write } = guardedRoutes(app, 'products', 'owner');

  write(
    {
      method: 'POST',
      url: '/api/studios/:id/products',
      summary: 'Sell a class pack, an intro offer or a monthly membership at your studio (201)',
      body: createProductInputSchema,
      status: 201,
      result: productSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    createProduct,
  );

  write(
    {
      method: 'PATCH',
      url: '/api/products/:id',
      summary:
        'Change your product’s name, description, price or isActive; a new price applies to new purchases only',
      body: updateProductInputSchema,
      status: 200,
      result: productSchema,
      errors: OWNER_WRITE_ERRORS,
    },
    updateOwnProduct,
  );

  app.delete(
    '/api/products/:id',
    {
      ...guarded,
      schema: {
        ...doc('Archive your product: it is no longer sold, and the passes already sold keep working'),
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: productSchema, ...OWNER_WRITE_ERRORS },
      },
    },
    (request) => archiveOwnProduct(requestContext(app, request), request.params.id),
  );

  app.get(
    '/api/owner/products',
    {
      ...guarded,
      schema: {
        ...doc(
          'Every product of your studios (or of one), archived ones too, with the passes sold and still active',
        ),
        querystring: ownerProductsQuerySchema,
        response: { 200: ownerProductSchema.array(), 400: errorSchema, 404: errorSchema, ...OWNER_ERRORS },
      },
    },
    (request) => listOwnerProducts(requestContext(app, request), request.query.studioId),
  );

  app.get(
    '/api/studios/:id/products',
    {
      schema: {
        tags: ['products'],
        summary: 'The passes and memberships a studio sells now (active products only)',
        description:
          'A studio the public does not see (a draft, deactivated or suspended) is a 404 like its page, except a draft to its owner signed in.',
        params: idParamsSchema,
        response: { 200: productSchema.array(), 404: errorSchema },
      },
    },
    async (request) =>
      listStudioProducts(app.db, request.params.id, app.clock(), await app.viewerId(request)),
  );
};
