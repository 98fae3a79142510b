import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/migrate';
import { loggableError } from '../../lib/db-errors';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'down']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = healthSchema.extend({ migrations: z.enum(['ok', 'pending', 'unknown']) });

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

  // For an orchestrator: live says whether to restart the process, ready whether to send it traffic.
  app.get(
    '/api/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (it asks nothing of the database)',
        response: { 200: liveSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and has every migration of this build; else 503',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      try {
        const migrated = await migrationsApplied(app.database);
        if (migrated) return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const };
        return reply.code(503).send({ status: 'unavailable', database: 'ok', migrations: 'pending' });
      } catch (err) {
        app.log.warn({ err: loggableError(err) }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down', migrations: 'unknown' });
      }
    },
  );
};
