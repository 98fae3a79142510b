import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { deactivateQuerySchema } from '../../../common/schemas/owner-studio';
import { type Context, requestContext } from '../../context';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { OWNER_ERRORS } from './owner-errors';

/**
 * The DELETE that takes an owner's studio or class out of the catalogue (settleBookedSessions says
 * how): 200 with the record as it now is; 409 while its future sessions hold bookings, unless the
 * query's cancelSessions=true cancels those too.
 */
export function deactivateRoute<R extends z.ZodType>(
  app: FastifyInstance,
  { url, summary, result }: { url: string; summary: string; result: R },
  deactivate: (ctx: Context, id: string, cancelSessions: boolean) => Promise<z.input<R>>,
) {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  const schema: FastifySchema = {
    ...doc(summary),
    params: idParamsSchema,
    querystring: deactivateQuerySchema,
    response: { 200: result, 404: errorSchema, 409: errorSchema, ...OWNER_ERRORS },
  };
  // As in guardedRoutes' write: the validator has checked params and query against these schemas.
  app.delete(url, { ...guarded, schema }, (request) => {
    const { id } = request.params as z.output<typeof idParamsSchema>;
    const { cancelSessions } = request.query as z.output<typeof deactivateQuerySchema>;
    return deactivate(requestContext(app, request), id, cancelSessions);
  });
}
