import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { PROJECT_ROOT } from './lib/project-root';
import { serializerCompiler } from './lib/serializer';
import { classesRoutes } from './modules/classes/classes.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { healthRoutes } from './modules/health/health.routes';
import { studiosRoutes } from './modules/studios/studios.routes';
import { errorsPlugin } from './plugins/errors';
import { readCachePlugin } from './plugins/read-cache';
import { staticSpaPlugin } from './plugins/static-spa';

export const DEFAULT_CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
  /** Requests per minute per IP on the public forms. */
  formsPerMinute?: number;
  /** Micro-cache of the public catalogue's GET answers, in ms; 0 (the default) turns it off. */
  readCacheTtlMs?: number;
}

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Never let a slow client hold a socket for ever.
    requestTimeout: 30_000,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('formRateLimit', { max: options.formsPerMinute ?? 10, timeWindow: '1 minute' });

  await app.register(errorsPlugin);
  await app.register(readCachePlugin, { ttlMs: options.readCacheTtlMs ?? 0 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Attune API',
        description: 'Discover and book wellbeing classes in London.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(classesRoutes);
  await app.register(studiosRoutes);
  await app.register(formsRoutes);
  await app.register(staticSpaPlugin, { clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR });

  return app;
}
