import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../lib/db-errors';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        app.log.warn({ err: loggableError(err) }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
