import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema } from '../../common/schemas/fields';
import { type Context, requestContext } from '../context';
import { BEARER_SECURITY } from './auth';

/**
 * A write the signed-in person makes to the record `:id` names (theirs to change, or the one they add
 * to), from the request body: the service gets the request's context (database, clock, person), the
 * id and the parsed body (and the request, for what only it knows, such as the client's address), and
 * the route answers `status` with what it returns.
 */
interface RecordWrite<B extends z.ZodType, R extends z.ZodType> {
  method: 'POST' | 'PATCH';
  url: string;
  summary: string;
  body: B;
  /** 201 where the write makes something new, 200 where it changes what is there. */
  status: 200 | 201;
  result: R;
  errors: Readonly<Record<number, z.ZodType>>;
}

type RecordWriter<B extends z.ZodType, R extends z.ZodType> = (
  ctx: Context,
  id: string,
  body: z.output<B>,
  request: FastifyRequest,
) => Promise<z.input<R>>;

/**
 * The two things every route behind a bearer token repeats: the hook that lets only signed-in people
 * (or only studio owners) through, and its OpenAPI entry (tag, summary, bearer security). A module
 * takes both once:
 *
 *     const { guarded, doc, write } = guardedRoutes(app, 'owner', 'owner');
 *     app.get('/api/owner/…', { ...guarded, schema: { ...doc('What it does'), response } }, handler);
 *
 * and `write` declares the commonest such route whole (see RecordWrite).
 */
export function guardedRoutes(app: FastifyInstance, tag: string, who: 'signed-in' | 'owner' = 'signed-in') {
  const guarded = { onRequest: who === 'owner' ? app.authenticateOwner : app.authenticate };
  const doc = (summary: string) => ({ tags: [tag], summary, security: BEARER_SECURITY });
  const write = <B extends z.ZodType, R extends z.ZodType>(
    { method, url, summary, body, status, result, errors }: RecordWrite<B, R>,
    writer: RecordWriter<B, R>,
  ) => {
    const schema: FastifySchema = {
      ...doc(summary),
      params: idParamsSchema,
      body,
      response: { [status]: result, ...errors },
    };
    app.route({
      method,
      url,
      ...guarded,
      schema,
      // The schema is put together here, so Fastify cannot type the request from it; its validator
      // has checked params and body against these same schemas before the handler runs.
      handler: async (request, reply) => {
        const { id } = request.params as z.output<typeof idParamsSchema>;
        return reply
          .code(status)
          .send(await writer(requestContext(app, request), id, request.body as z.output<B>, request));
      },
    });
  };
  return { guarded, doc, write };
}
